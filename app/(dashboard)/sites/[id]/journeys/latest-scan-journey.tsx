// One journey's result in the site's latest scan, on the Journeys tab (issue 54): how many agent profiles found the
// answer, and a link to the grid on the site's page where each profile's path opens. Not measured is never counted.
import Link from 'next/link';
import { AGENT_PROFILES } from '@/engine/light';
import { FOCUS_RING } from '@/components/styles';
import type { StoredJourneyResult } from '@/lib/schemas/report';
import { formatDateTime } from '@/lib/format/dates';

function profileName(id: string): string {
  return (AGENT_PROFILES.find((profile) => profile.id === id)?.name ?? id).split(' (')[0]!;
}

export function LatestScanJourney({ siteId, journey, scannedAt, result }: { siteId: string; journey: string; scannedAt: string | null; result: StoredJourneyResult | null }) {
  if (scannedAt === null) return <p className="mt-2 text-sm text-slate-700">No scan has finished yet: the first one runs this journey for every agent.</p>;
  if (result === null) {
    return <p className="mt-2 text-sm text-slate-700">Not in the latest scan ({formatDateTime(scannedAt)}): the next scan runs it for every agent.</p>;
  }
  const measured = result.results.filter((entry) => entry.code !== 'journey.not-measured');
  const found = measured.filter((entry) => entry.found);
  const missed = measured.filter((entry) => !entry.found);
  const firstProfile = (missed[0] ?? found[0] ?? result.results[0])?.profile;
  const pathHref = firstProfile ? `/sites/${siteId}?${new URLSearchParams({ journey, profile: firstProfile })}#journey-path` : `/sites/${siteId}#journeys`;
  return (
    <p className="mt-2 text-sm text-slate-800" data-testid="latest-scan-journey">
      Latest scan ({formatDateTime(scannedAt)}): found by {found.length} of {measured.length} agents
      {missed.length > 0 ? `; not by ${missed.map((entry) => profileName(entry.profile)).join(', ')}` : ''}.{' '}
      <Link href={pathHref} className={`text-blue-800 underline ${FOCUS_RING}`}>
        See each agent&apos;s path
      </Link>
    </p>
  );
}

import { Badge } from '@/components/badge';
import { Breadcrumb } from '@/components/breadcrumb';
import { CheckResultRow } from '@/components/check-result-row';
import { PageHeader } from '@/components/page-header';
import { requireMembership } from '@/lib/auth/require-member';
import { getFleet } from '@/lib/services/get-fleet';
import { getFleetTargetReport } from '@/lib/services/get-fleet-target-report';
import { formatDateTime } from '@/lib/format/dates';
import { readOrNotFound } from '../../../../../../sites/load';
import { targetTone } from '../../../../../run-status';

export const metadata = { title: 'Fleet target report' };

export default async function FleetTargetReportPage({ params }: { params: Promise<{ id: string; runId: string; origin: string }> }) {
  const { id, runId, origin } = await params;
  const { membership } = await requireMembership();
  const fleet = await readOrNotFound(() => getFleet(membership, id));
  const report = await readOrNotFound(() => getFleetTargetReport(membership, id, runId, origin));
  return (
    <>
      <Breadcrumb trail={[{ label: 'Fleets', href: '/fleets' }, { label: fleet.name, href: `/fleets/${id}` }, { label: 'Run', href: `/fleets/${id}/runs/${runId}` }, { label: report.target }]} />
      <div className="mt-4">
        <PageHeader
          title={report.target}
          description={
            <>
              <Badge tone={targetTone(report.status)}>{report.status}</Badge>{' '}
              {report.status === 'scanned' ? `Score ${report.score}, grade ${report.grade.label}` : 'What the scanner received (it was refused or challenged)'}, measured {formatDateTime(report.scannedAt)} at {report.origin}.
            </>
          }
        />
      </div>
      <ul className="space-y-2">
        {report.results.map((result) => (
          <CheckResultRow key={result.id} result={result} pageCount={report.pageCount} />
        ))}
      </ul>
    </>
  );
}

import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { FixGuideView } from '@/components/fix-guide-view';
import { PageHeader } from '@/components/page-header';
import { VerificationBadge } from '@/components/verification-badge';
import { StatusIcon } from '@/components/status-icon';
import { ArtifactView } from '@/components/site/artifact-view';
import { formatScore } from '@/components/site/format';
import { getArtifact } from '@/lib/services/get-artifact';
import { getFixGuide } from '@/lib/services/get-fix-guide';
import { describeCheckShare } from '@/lib/editions/wording';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../../../load';

export const metadata = { title: 'Fix' };

/** What a verification record waits for, in words (the records page says the same with its dates). */
const VERIFICATION_WORDS: Record<string, string> = {
  pending: 'Waiting for the next scan, which measures whether this fix took effect.',
  measuring: 'The last scan showed no gain yet; a later scan that scores higher verifies it.',
  verified: 'Verified: a later scan scored higher.',
  expired: 'Expired: no scan showed a gain in time.',
};

export default async function FixPage({ params }: { params: Promise<{ id: string; checkId: string }> }) {
  const { id: rawId, checkId } = await params;
  const id = requireSiteId(rawId);
  const organizationId = await activeOrganizationId();
  const fix = await readOrNotFound(() => getFixGuide(organizationId, id, checkId));
  const artifacts = await Promise.all(fix.artifactKinds.map((kind) => readOrNotFound(() => getArtifact(organizationId, id, kind))));
  const share = fix.benchmark ? describeCheckShare(fix.benchmark, fix.checkId) : null;
  return (
    <>
      <PageHeader
        title={fix.name}
        description={fix.headline}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{fix.category}</Badge>
            {fix.informational && <Badge tone="info">Informational</Badge>}
            {!fix.applicable && <Badge>Not applicable</Badge>}
            {/* A check without open work says so, never "+0 points" (issue 45.3). */}
            {fix.document.open ? <Badge tone="success">{`+${fix.gain} points`}</Badge> : <Badge>Nothing to do</Badge>}
            <span className="text-sm text-slate-800">score {formatScore(fix.score)}</span>
          </div>
        }
      />
      <div className="space-y-6">
        {share && (
          <p className="text-sm text-slate-800" data-testid="check-share">
            {share}
          </p>
        )}
        {/* The fix once: findings, numbered steps and what passes; the button copies the same fix as one paragraph. */}
        <Card title="How to fix it" actions={<CopyButton value={fix.fix} label="Copy the whole fix" />}>
          <p className="mb-4 text-sm text-slate-700">“Copy the whole fix” gives this guide as one paragraph, to hand to a developer or a coding agent.</p>
          <FixGuideView document={fix.document} />
          {fix.verification && (
            <p className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <VerificationBadge status={fix.verification.status} />
              {VERIFICATION_WORDS[fix.verification.status] ?? ''} Score when advised: {formatScore(fix.verification.baselineScore)}.
            </p>
          )}
        </Card>
        {artifacts.length > 0 && (
          <Card title="Generated files">
            <div className="space-y-4">
              {artifacts.map((artifact) => (
                <ArtifactView key={artifact.kind} artifact={artifact} />
              ))}
            </div>
          </Card>
        )}
        {fix.pageFindings.length > 0 && (
          <Card title="Score on each page measured">
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {fix.pageFindings.map((page) => (
                <li key={page.url} className="flex items-center gap-3 p-3 text-sm">
                  <StatusIcon status={page.status} />
                  <span className="min-w-0 flex-1 break-words font-mono">{page.url}</span>
                  <span className="shrink-0 tabular-nums">score {formatScore(page.score)}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}

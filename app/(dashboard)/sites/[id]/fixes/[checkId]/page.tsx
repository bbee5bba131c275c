import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { FindingsList } from '@/components/findings-list';
import { Markdown } from '@/components/markdown';
import { PageHeader } from '@/components/page-header';
import { ArtifactView } from '@/components/site/artifact-view';
import { formatScore } from '@/components/site/format';
import { getArtifact } from '@/lib/services/get-artifact';
import { getFixGuide } from '@/lib/services/get-fix-guide';
import { activeOrganizationId, readOrNotFound, requireSiteId } from '../../../load';

export const metadata = { title: 'Fix' };

export default async function FixPage({ params }: { params: Promise<{ id: string; checkId: string }> }) {
  const { id: rawId, checkId } = await params;
  const id = requireSiteId(rawId);
  const organizationId = await activeOrganizationId();
  const fix = await readOrNotFound(() => getFixGuide(organizationId, id, checkId));
  const artifacts = await Promise.all(fix.artifactKinds.map((kind) => readOrNotFound(() => getArtifact(organizationId, id, kind))));
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
            <Badge tone="success">{`+${fix.gain} points`}</Badge>
            <span className="text-sm text-slate-800">score {formatScore(fix.score)}</span>
          </div>
        }
      />
      <div className="space-y-6">
        <Card title="The whole fix" actions={<CopyButton value={fix.fix} label="Copy the fix" />}>
          <p className="whitespace-pre-wrap text-sm leading-relaxed text-slate-800" data-testid="fix-prose">
            {fix.fix}
          </p>
          {fix.verification && (
            <p className="mt-4 text-sm text-slate-700">
              Verification: <Badge tone="info">{fix.verification.status}</Badge> The next finished scan measures whether this fix
              took effect (baseline {formatScore(fix.verification.baselineScore)}).
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
        <Card title="Findings">
          <FindingsList findings={fix.findings} />
          {fix.pageFindings.length > 0 && (
            <ul className="mt-4 space-y-2">
              {fix.pageFindings.map((page) => (
                <li key={page.url} className="rounded-md border border-slate-200">
                  <details>
                    <summary className="cursor-pointer p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
                      <span className="break-all font-mono">{page.url}</span> · score {formatScore(page.score)}
                    </summary>
                    <div className="border-t border-slate-200 p-3">
                      <FindingsList findings={page.findings} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Guide">
          <Markdown source={fix.guide} />
        </Card>
      </div>
    </>
  );
}

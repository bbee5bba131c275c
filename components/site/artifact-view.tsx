import type { GeneratedArtifact } from '@/lib/artifacts/generate';
import { artifactPlacement } from '@/lib/artifacts/placement';
import { CopyButton } from '../copy-button';
import { DownloadButton } from '../download-button';

/** A generated file as the page shows it: what was generated, without whose and from what it was. */
export type ArtifactFile = Omit<GeneratedArtifact, 'siteId' | 'generatedFrom'>;

/** A generated file: where it goes, with which headers, whether it is a template, its whole text, and copy and download buttons. */
export function ArtifactView({ artifact }: { artifact: ArtifactFile }) {
  const titleId = `artifact-${artifact.kind}`;
  const placement = artifactPlacement(artifact);
  return (
    <section id={titleId} aria-labelledby={`${titleId}-title`} className="rounded-lg border border-slate-200 p-4" data-testid={titleId}>
      <h3 id={`${titleId}-title`} className="font-medium text-slate-900">
        <span className="break-words font-mono">{artifact.filename}</span> ({artifact.kind}){placement.template ? ' · template' : ''}
      </h3>
      {placement.template && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950 break-words" data-testid={`${titleId}-template`}>
          {placement.template}
        </p>
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-700">{placement.label}</dt>
        <dd className={`break-words text-slate-900 ${placement.headersApply ? 'font-mono' : ''}`}>{placement.where}</dd>
        {Object.entries(placement.headersApply ? artifact.headers : {}).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-700">{name}</dt>
            <dd className="break-words font-mono text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton value={artifact.body} label={`Copy ${artifact.filename}`} />
        <DownloadButton content={artifact.body} filename={artifact.filename} type={artifact.contentType} label={`Download ${artifact.filename}`} />
      </div>
      <pre tabIndex={0} aria-label={`Contents of ${artifact.filename}`} className="mt-3 max-h-96 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
        {artifact.body}
      </pre>
    </section>
  );
}

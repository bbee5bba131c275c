import { badgeAlt, badgeLinks } from '@/lib/views/badge-links';
import { CopyButton } from './copy-button';

/**
 * A host's badge as it shows, and the Markdown that embeds it linked to the public report, to copy. `version` (the
 * site's last change, e.g. its public-report switch) goes into the preview's URL only: the browser may hold the
 * "not measured" badge it was answered before the switch (cached for a minute), and the preview must follow the switch.
 */
export function BadgeEmbed({ origin, host, note, version }: { origin: string; host: string; note: string; version?: string }) {
  const links = badgeLinks(origin, host);
  return (
    <>
      <img src={version ? `${links.badgePath}?v=${encodeURIComponent(version)}` : links.badgePath} alt={badgeAlt(host)} height={20} />
      <p className="mt-3 text-sm text-slate-700">{note}</p>
      <pre className="mt-2 whitespace-pre-wrap break-all rounded-md bg-slate-50 p-3 text-sm">
        <code>{links.markdown}</code>
      </pre>
      <div className="mt-2">
        <CopyButton value={links.markdown} label="Copy the Markdown" />
      </div>
    </>
  );
}

// The site page's "Ownership" card (issue 52 point 3): whether the organization proved it controls the host, the
// token and the three ways to prove it, why a public report or index opt-in is held, the check and the withdrawal.
// Narrow screens: values to publish are full-width blocks (wrapped only where they must), every control a full-size button.
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { CheckOwnershipButton, WithdrawHostButton } from '@/components/site/ownership-forms';
import { can, refusalMessage, type Actor } from '@/lib/auth/authorize';
import type { getSiteOwnership } from '@/lib/services/get-site-ownership';
import { formatDateTime } from '@/lib/format/dates';
import { checkOwnershipAction, withdrawHostAction } from './ownership-actions';

const METHOD_NAMES = { dns: 'its DNS TXT record', file: 'its well-known file', meta: 'the meta tag of its root page' } as const;

/** A value to publish, on its own full-width lines (a phone wraps a token only where it must), then its copy button. */
function Value({ value, label }: { value: string; label: string }) {
  return (
    <div className="mt-1 space-y-2">
      <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs text-slate-900">
        <code>{value}</code>
      </pre>
      <CopyButton value={value} label={label} />
    </div>
  );
}

export function SiteOwnershipCard({ membership, ownership }: { membership: Actor; ownership: Awaited<ReturnType<typeof getSiteOwnership>> }) {
  const { host, ways, siteId } = ownership;
  const refused = refusalMessage(membership, 'site:prove-ownership');
  return (
    <Card title="Ownership" className="mt-6" id="ownership">
      <div className="space-y-3 text-sm text-slate-800">
        {ownership.verified ? (
          <p data-testid="ownership-state">
            Proven: your organization controls {host}, by {METHOD_NAMES[ownership.method!]} (since {formatDateTime(ownership.verifiedAt)}; last checked{' '}
            {formatDateTime(ownership.checkedAt)}, next check {formatDateTime(ownership.nextCheckAt)}). Keep the proof in place: a failed re-check takes{' '}
            {host} out of the index and public reports until it is proven again.
          </p>
        ) : (
          <p data-testid="ownership-state">
            Not proven. Only an organization that proved it controls {host} can name it in the index, make its report public or read its row of the
            index. Your own scans of the site work without it.
          </p>
        )}
        {ownership.lostAt && <p className="text-red-800">The proof was lost on its re-check at {formatDateTime(ownership.lostAt)}.</p>}
        {ownership.held && (
          <p className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-900" data-testid="ownership-held">
            Held: this site&apos;s public report or index opt-in is on, but nothing of {host} is public until your organization proves it controls
            the host. Since ownership is required to publish, opt-ins of unproven hosts stopped being public; nothing was deleted, and they count again
            once the proof passes.
          </p>
        )}
        {ownership.lastError && !ownership.verified && <p className="break-words text-slate-700">Last check: {ownership.lastError}</p>}
      </div>
      {!ownership.verified && (
        <div className="mt-4 space-y-4 text-sm text-slate-800">
          <div>
            <p className="font-medium text-slate-900">Your organization&apos;s token</p>
            <Value value={ownership.token} label="Copy the token" />
          </div>
          <p>Any one of these proves {host}:</p>
          <ol className="list-decimal space-y-4 pl-5">
            {ways.dns && (
              <li>
                A DNS TXT record at <strong className="break-words">{ways.dns.names[0]}</strong> or <strong className="break-words">{ways.dns.names[1]}</strong>:
                <Value value={ways.dns.value} label="Copy the record" />
              </li>
            )}
            <li>
              A file at <span className="break-words">{ways.file.url}</span>, served as text/plain, holding the token on a line of its own:
              <Value value={ways.file.content} label="Copy the content" />
            </li>
            <li>
              A meta tag in the &lt;head&gt; of the root page <span className="break-words">{ways.meta.url}</span> (not a page under a path):
              <Value value={ways.meta.tag} label="Copy the tag" />
            </li>
          </ol>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
        {refused ? <p className="text-sm text-slate-700">{refused}</p> : <CheckOwnershipButton siteId={siteId} action={checkOwnershipAction} />}
        {ownership.verified && can(membership, 'site:withdraw-host') && (
          <div>
            <WithdrawHostButton siteId={siteId} host={host} action={withdrawHostAction} />
            <p className="mt-1 text-sm text-slate-700">Switches off every organization&apos;s public report and index opt-in of {host}, whoever set them.</p>
          </div>
        )}
      </div>
    </Card>
  );
}

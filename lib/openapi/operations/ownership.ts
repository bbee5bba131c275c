// A site's proof of ownership of its host (issue 52 point 3): read it, check it, and withdraw a proven host.
import { IdParams } from '@/lib/schemas/common';
import { HostWithdrawal, SiteOwnership } from '@/lib/schemas/me';
import { describeOwnershipCheckLimit } from '@/lib/rate-limit/policy';
import { defineOperation } from '../define-operation';

const WAYS =
  'Any one of three proofs carrying the organization\'s `token` proves the host, as search consoles verify a site, and each is read only where the host itself answers: a DNS TXT record `agentgauge-verification=<token>` at the host or at `_agentgauge.<host>` (asked of the resolvers the scans use); the file at exactly `/.well-known/agentgauge-verification.txt` of the host\'s origin, served as `text/plain`, holding the token on a line of its own; or `<meta name="agentgauge-verification" content="<token>">` as an element of the `<head>` of the HTML answer (`text/html` or `application/xhtml+xml`) to the origin\'s root `/`, parsed as a browser parses it (a tag inside a script, a comment or any element\'s text is not a tag). Never the site\'s own path: a page under a path, another media type or a tag in the body proves nothing. Both web reads go through the service\'s SSRF-safe fetcher with the scanner\'s User-Agent, `AgentGauge/<major> (+<AGENTGAUGE_PUBLIC_URL>/scanner)` (as every audit the service runs, the engine\'s own when no public URL is configured); a redirect is followed only within the origin (or from http to https on the same name), and a redirect anywhere else ends that way\'s check without a request to its target.';

export const getSiteOwnership = defineOperation({
  operationId: 'getSiteOwnership',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/ownership',
  tag: 'Sites',
  summary: 'Whether the organization proved it controls the site\'s host',
  description:
    `The organization's token, the three ways to prove the host and the state of the last check. ${WAYS} Naming the host in public (\`publicReport\` or \`indexOptIn\` of PATCH /api/v1/me/sites/{id}) and reading its index row need the proof; \`held\` says a switch is on but not public until the host is proven. A proven host is re-checked every AGENTGAUGE_OWNERSHIP_RECHECK_SECONDS (default 86400); a failed re-check loses the proof (\`lostAt\`, \`lastError\`). Reading checks nothing.`,
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'The site\'s ownership.', schema: SiteOwnership },
  errors: [400, 404],
});

export const proveSiteOwnership = defineOperation({
  operationId: 'proveSiteOwnership',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/ownership',
  tag: 'Sites',
  summary: 'Check the proof that the organization controls the site\'s host, now',
  description:
    `Checks the three proofs now (DNS first, then the file, then the meta tag) and stores the outcome. ${WAYS} A failed check is answered 200 with \`verified\` false and \`lastError\` naming what each way found; it also clears an earlier proof. Only owners and admins (an API key acts as an admin). Verification adds proof, not consent: the host is named only while a site on it also opts in. Limit: ${describeOwnershipCheckLimit()}, counted whichever surface asks (this API, the site page, the MCP tool check_site_ownership); past it 429 \`rate-limited\` with Retry-After, before anything is sent to the host. The worker's scheduled re-checks are not counted.`,
  auth: 'api-key',
  action: 'site:prove-ownership',
  params: IdParams,
  response: { status: 200, description: 'The site\'s ownership after the check.', schema: SiteOwnership },
  errors: [400, 404, 429],
});

export const withdrawSiteHost = defineOperation({
  operationId: 'withdrawSiteHost',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/ownership/withdrawal',
  tag: 'Sites',
  summary: 'Withdraw the proven host from the index and from public reports',
  description:
    'Switches `publicReport` and `indexOptIn` off on every site on the host, of every organization, whoever opted it in: the host leaves the leaderboard, the /index page, its index badge, and its site scans leave the public report and badge, at once. Anonymous public scans (POST /api/v1/scan) are not site opt-ins and stay. Needs the organization\'s proof of the host: 403 `ownership-unverified` otherwise (its message says how to prove it). An organization may opt in again later only with its own proof. Only owners and admins.',
  auth: 'api-key',
  action: 'site:withdraw-host',
  params: IdParams,
  response: { status: 200, description: 'The host, withdrawn.', schema: HostWithdrawal },
  errors: [400, 404],
});

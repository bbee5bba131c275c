// /scanner: the page the scanner's User-Agent names (`AgentGauge/<major> (+<public URL>/scanner)`), which every audit
// this service runs sends for its own requests (site scans, public scans, fleet runs, agent and journey runs). It says
// who scans, why, what is sent, how often, how politely, and how to opt out, from the settings the scanner runs with
// (the politeness limits are lib/rate-limit/politeness.ts's, which every audit of the service keeps to).
import type { Metadata } from 'next';
import { AUDIT_CAPS, CHECK_COUNT } from '@/engine/index';
import { SCANNER_TOKEN, scannerUserAgent } from '@/lib/identity/scanner';
import { fleetRunsPerDay, fleetWorkSettings, MAX_BLOCKED_RETRIES, scannerContact } from '@/lib/fleets/settings';
import { MAX_DEFERRALS } from '@/lib/schemas/vocabulary/fleets';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { scannerPoliteness } from '@/lib/rate-limit/politeness';
import { publicScanLimit, scanQuota } from '@/lib/rate-limit/policy';
import { CHECKS_PATH } from '@/lib/web/public-paths';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const origin = await pagePublicOrigin();
  const url = new URL('/scanner', origin).href;
  const description = 'Who runs the Agent Gauge scanner, what it sends, how often, and how to opt out.';
  return { title: 'The Agent Gauge scanner', description, metadataBase: new URL(origin), alternates: { canonical: url }, openGraph: { title: 'The Agent Gauge scanner', description, url, type: 'website' } };
}

const CODE = 'rounded bg-slate-100 px-1';

export default async function ScannerPage() {
  const origin = await pagePublicOrigin();
  const userAgent = scannerUserAgent() ?? `${SCANNER_TOKEN}/6 (+${origin}/scanner)`;
  const work = fleetWorkSettings();
  const politeness = scannerPoliteness();
  const perTarget = scanQuota('perTarget');
  const publicPerTarget = publicScanLimit('perTarget');
  const contact = scannerContact();
  const contactHref = contact && (contact.includes('@') && !contact.includes('://') ? `mailto:${contact}` : /^https?:\/\//.test(contact) ? contact : null);
  return (
    <article className="space-y-8">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">The Agent Gauge scanner</h1>
        <p className="mt-4 text-slate-700">
          If you found this page in your logs, the Agent Gauge service at <a className="text-blue-800 underline" href={origin}>{origin}</a> measured
          how ready your site is for AI agents (whether they can find, read and use it), because one of its users asked it to.
        </p>
      </header>

      <section aria-labelledby="who">
        <h2 id="who" className="text-2xl font-semibold">Who asks, and why</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li><strong>A site scan</strong>: an organization on this service measures a site it added, on demand or on its schedule (at most daily).</li>
          <li><strong>A public scan</strong>: anyone measures one page from this service&apos;s home page.</li>
          <li><strong>A fleet run</strong>: an organization measures a list of sites at once, usually an agency checking its clients&apos; sites or a researcher measuring how ready the web is for AI agents.</li>
          <li><strong>An agent or journey run</strong>: an organization checks whether an agent can reach an answer on a site it added, page by page.</li>
        </ul>
        <p className="mt-3 text-slate-700">All of them send the same User-Agent for the scanner&apos;s own requests (below).</p>
      </section>

      <section aria-labelledby="what">
        <h2 id="what" className="text-2xl font-semibold">What it sends</h2>
        <p className="mt-3 text-slate-700">
          Its own requests carry one User-Agent, the same for every release of this major version:
        </p>
        <p className="mt-2"><code className={`${CODE} break-all`}>{userAgent}</code></p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li>First <code className={CODE}>/robots.txt</code>, then the start page and the well-known files the {CHECK_COUNT} <a className="text-blue-800 underline" href={CHECKS_PATH}>checks</a> read (llms.txt, sitemaps, API and agent descriptions): one page of your site, no crawl.</li>
          <li>The same start page as each of eight AI agents would ask for it, with that agent&apos;s own User-Agent: that is what is measured (whether agents can read your page), so each keeps the robots.txt behaviour the agent itself has.</li>
          <li>About 50 requests in all for a typical site, and never more than {AUDIT_CAPS.requests.firstPage} (the audit&apos;s request budget).</li>
        </ul>
      </section>

      <section aria-labelledby="often">
        <h2 id="often" className="text-2xl font-semibold">How often, and how politely</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li>Scans of your host by the organizations on this service (site scans, fleet runs, agent and journey runs) share one allowance of {perTarget.points} per hour for your host, whoever asks; a fleet run measures each site of its list once, and each organization starts at most {fleetRunsPerDay().limit} runs a day.</li>
          <li>Public scans of one page of your host: at most {publicPerTarget.points} per hour.</li>
          <li>
            At most {politeness.perHost} requests in flight to your host and at most {politeness.perAddress} to one IP address, counted together
            over every kind of scan (site scans, public scans, remote audits for the command-line client, agent and journey runs, fleet runs), every
            organization and every process of this service. Fleet runs also wait a random pause of up to {work.jitterMs} ms before each request.
          </li>
          <li>A <code className={CODE}>429</code> or <code className={CODE}>503</code> with <code className={CODE}>Retry-After</code> on your start page is honoured: the scanner comes back after it, at most {MAX_DEFERRALS} times. Refused or challenged, it tries once more ({MAX_BLOCKED_RETRIES} retry) and records the scan as blocked.</li>
        </ul>
      </section>

      <section aria-labelledby="opt-out">
        <h2 id="opt-out" className="text-2xl font-semibold">How to opt out</h2>
        <p className="mt-3 text-slate-700">To keep your site out of fleet runs (lists of sites measured in bulk), add a group for {SCANNER_TOKEN} to your robots.txt:</p>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 text-sm"><code>{`User-agent: ${SCANNER_TOKEN}\nDisallow: /`}</code></pre>
        <p className="mt-3 text-slate-700">
          The scanner reads robots.txt before anything else; when that group disallows the start page, the site is recorded as opted out, with the
          line as evidence, and gets no further request. (A <code className={CODE}>User-agent: *</code> group alone does not opt you out: it is
          what the agents&apos; own requests are measured against.)
        </p>
        <p className="mt-3 text-slate-700">
          Or ask the operator of this service to add your host or domain to its opt-out list: a listed site gets no request from a fleet run at
          all. A site scan, public scan or agent run measures the one site a user named, when they ask: neither the robots.txt group nor the
          list stops it, the hourly allowances above bound it, and the operator can be asked about it.
          {contact ? (
            <>
              {' '}Write to {contactHref ? <a className="text-blue-800 underline" href={contactHref}>{contact}</a> : contact}.
            </>
          ) : null}
        </p>
      </section>
    </article>
  );
}

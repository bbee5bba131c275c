// /scanner: the page the bulk scanner's User-Agent names (`AgentGauge/<major> (+<public URL>/scanner)`). It says who
// scans, why, what is sent, how often, how politely, and how to opt out, from the settings the scanner runs with.
import type { Metadata } from 'next';
import { AUDIT_CAPS, CHECK_COUNT } from '@/engine/index';
import { SCANNER_TOKEN, scannerUserAgent } from '@/lib/fleets/scanner';
import { fleetRunsPerDay, fleetWorkSettings, MAX_BLOCKED_RETRIES, MAX_DEFERRALS, PER_HOST_IN_FLIGHT, scannerContact } from '@/lib/fleets/settings';
import { pagePublicOrigin } from '@/lib/http/public-origin';
import { scanQuota } from '@/lib/rate-limit/policy';
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
  const perTarget = scanQuota('perTarget');
  const contact = scannerContact();
  const contactHref = contact && (contact.includes('@') && !contact.includes('://') ? `mailto:${contact}` : /^https?:\/\//.test(contact) ? contact : null);
  return (
    <article className="space-y-8">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">The Agent Gauge scanner</h1>
        <p className="mt-4 text-slate-700">
          If you found this page in your logs, a user of the Agent Gauge service at <a className="text-blue-800 underline" href={origin}>{origin}</a> asked
          it to measure your site, usually as one of a list of sites (a fleet): an agency checking its clients&apos; sites, or a researcher measuring
          how ready the web is for AI agents.
        </p>
      </header>

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
          <li>Once per run of a list; each organization starts at most {fleetRunsPerDay().limit} runs a day, and every scan of your host by anyone on this service counts against {perTarget.points} per hour for your host.</li>
          <li>At most {PER_HOST_IN_FLIGHT} requests in flight to your host and at most {work.perAddress} to one IP address, with a random pause of up to {work.jitterMs} ms before each.</li>
          <li>A <code className={CODE}>429</code> or <code className={CODE}>503</code> with <code className={CODE}>Retry-After</code> on your start page is honoured: the scanner comes back after it, at most {MAX_DEFERRALS} times. Refused or challenged, it tries once more ({MAX_BLOCKED_RETRIES} retry) and records the scan as blocked.</li>
        </ul>
      </section>

      <section aria-labelledby="opt-out">
        <h2 id="opt-out" className="text-2xl font-semibold">How to opt out</h2>
        <p className="mt-3 text-slate-700">Add a group for {SCANNER_TOKEN} to your robots.txt:</p>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white p-3 text-sm"><code>{`User-agent: ${SCANNER_TOKEN}\nDisallow: /`}</code></pre>
        <p className="mt-3 text-slate-700">
          The scanner reads robots.txt before anything else; when that group disallows the start page, the site is recorded as opted out, with the
          line as evidence, and gets no further request. (A <code className={CODE}>User-agent: *</code> group alone does not opt you out: it is
          what the agents&apos; own requests are measured against.)
        </p>
        <p className="mt-3 text-slate-700">
          Or ask the operator of this service to add your host or domain to its opt-out list: a listed site gets no request at all.
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

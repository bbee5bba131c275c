import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { CHECK_COUNT } from '@/engine/light';
import { publicPageMetadata, siteJsonLd, SITE_DESCRIPTION } from '@/lib/web/page-metadata';
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { CHECKS_PATH } from '@/lib/web/public-paths';
import { ScanForm } from './scan-form';
import { TitledSection } from '@/components/titled-section';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return publicPageMetadata({
    title: 'Agent Gauge: how ready is your website for AI agents?',
    description: SITE_DESCRIPTION,
    path: '/',
  });
}

const CATEGORIES = [
  ['Discovery', 'robots.txt, sitemaps, llms.txt, Link headers and API catalogs that tell agents where things are.'],
  ['Access', 'Whether AI crawlers and user-triggered agents may fetch your pages, and whether they get the same page as a browser.'],
  ['Content', 'Server-rendered text, markdown for agents that ask for it, structured data, metadata and a clean document structure.'],
  ['Actions', 'OpenAPI descriptions, MCP servers, agent cards and OAuth discovery, so agents can act and not only read.'],
] as const;

export default async function HomePage() {
  const origin = await pagePublicOrigin();
  return (
    <>
      <JsonLd data={siteJsonLd(origin)} />
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">How ready is your website for AI agents?</h1>
      <p className="mt-4 text-lg text-slate-700">
        Agent Gauge measures a website with {CHECK_COUNT} checks and tells you, finding by finding, what an AI agent sees when it visits:
        what it can discover, what it is allowed to fetch, what it can read and what it can do. Enter a domain to measure its
        start page now; the result is stored as the host&apos;s public report.
      </p>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ScanForm />
      </div>
      <TitledSection id="what-we-measure" title="What the scan measures" className="mt-12" headingClassName="text-xl font-semibold">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {CATEGORIES.map(([name, text]) => (
            <div key={name} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="font-medium">{name}</dt>
              <dd className="mt-1 text-sm text-slate-700">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-slate-700">
          <a className="text-blue-800 underline" href={CHECKS_PATH}>
            All {CHECK_COUNT} checks
          </a>
          : what each one measures, how it counts, its caps and its finding codes.
        </p>
      </TitledSection>
      <TitledSection id="for-agents" title="For agents and developers" className="mt-12" headingClassName="text-xl font-semibold">
        <p className="mt-2 text-slate-700">
          Every result is available over a JSON API described by an{' '}
          <a className="text-blue-800 underline" href={OPENAPI_PATH}>
            OpenAPI 3.1 document
          </a>
          . Public reports live at <code className="rounded bg-slate-100 px-1">/report/&#123;host&#125;</code> and are served as
          markdown to clients that send <code className="rounded bg-slate-100 px-1">Accept: text/markdown</code>. Paid
          organizations measure whole sites, follow their history and get fix guides with an API key.
        </p>
      </TitledSection>
    </>
  );
}

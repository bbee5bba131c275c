import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';
import { AGENT_DISCOVERY_LINK } from './lib/http/discovery-links';
import { ACCEPTS_MARKDOWN, WANTS_HTML_FIRST } from './lib/http/markdown-negotiation';
import { distDir } from './lib/settings/dist-dir';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // forbidden() (app/forbidden.tsx): a refused form action answers 403, not an error page with 500.
  // serverMinification: false: the server's bundles are not minified. This process reads them from disk, no browser
  // downloads them, and minifying them cost about 11 s of the first start's 90 s of build CPU on the 2-core reference
  // machine (issue 35 point 6; docs/benchmarks.md); unminified, their stack traces keep their names too. The
  // browser's bundles are minified as before.
  experimental: { authInterrupts: true, serverMinification: false },
  // Output file tracing writes, beside each route, the files of node_modules it needs, for copying a trimmed
  // deployment (output: 'standalone', serverless hosts). The service runs from its checkout with node_modules in
  // place and never reads those lists; tracing into node_modules (Prisma, PGlite, Playwright, Next itself) cost about
  // 16 s of the build's 90 s of CPU, so it stops at node_modules.
  outputFileTracingExcludes: { '*': ['**/node_modules/**'] },
  distDir: distDir(),
  turbopack: { root: projectRoot },
  // PGlite ships WASM and data files, Prisma's adapters load drivers at run time: keep them out of the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/adapter-pg',
    '@prisma/client',
    '@prisma/driver-adapter-utils',
    '@readme/openapi-parser',
    'nodemailer',
    'pg',
    'pg-boss',
    'pino',
    'playwright-core',
    'prom-client',
    'undici',
  ],
  // The engine is plain ESM TypeScript whose relative imports end in `.js` (they must run under Node as they are).
  // Turbopack cannot map those to `.ts` files (vercel/next.js#82945), so the app builds with webpack, which can.
  webpack(config) {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] };
    return config;
  },
  // Type-checking is its own step (`npm run typecheck`); the build should not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The API's agent-run records link to /replays/{id}; the page lives at /replay/{id}.
  async redirects() {
    return [{ source: '/replays/:runId', destination: '/replay/:runId', permanent: true }];
  },
  // Public pages with a markdown twin answer `Accept: text/markdown` with it (lib/http/markdown-negotiation.ts);
  // bin/start.ts adds Accept to their HTML answers' Vary (lib/http/vary-accept.ts).
  async rewrites() {
    const asksForMarkdown = {
      has: [{ type: 'header' as const, key: 'accept', value: ACCEPTS_MARKDOWN }],
      missing: [{ type: 'header' as const, key: 'accept', value: WANTS_HTML_FIRST }],
    };
    return {
      beforeFiles: [
        { source: '/', destination: '/index.md', ...asksForMarkdown },
        { source: '/report/:host', destination: '/report/:host/report.md', ...asksForMarkdown },
        { source: '/checks', destination: '/checks/checks.md', ...asksForMarkdown },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: [{ key: 'Link', value: AGENT_DISCOVERY_LINK }] }];
  },
};

export default nextConfig;

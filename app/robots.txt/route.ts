// robots.txt with explicit AI groups and Content-Signal (contentsignals.org): search and agents welcome.
import { publicOrigin } from '@/lib/net/public-origin';

export const dynamic = 'force-dynamic';

const AI_AGENTS = [
  'OAI-SearchBot',
  'ChatGPT-User',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'GPTBot',
  'ClaudeBot',
];

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  const body = [
    ...AI_AGENTS.map((agent) => `User-agent: ${agent}`),
    'Content-Signal: search=yes, ai-input=yes, ai-train=no',
    'Allow: /',
    'Disallow: /api/v1/me/',
    '',
    'User-agent: *',
    'Content-Signal: search=yes, ai-input=yes, ai-train=no',
    'Allow: /',
    'Disallow: /api/v1/me/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

// The bare route handler `npm run bench:api` measures our endpoints against: same build, same proxy, no work.
// Served only with AGENTGAUGE_BENCH_ROUTES=1, so production answers 404 here.
const BODY = JSON.stringify({ ok: true, service: 'agentgauge', purpose: 'benchmark baseline' });

export const dynamic = 'force-dynamic';

export function GET(): Response {
  if (process.env.AGENTGAUGE_BENCH_ROUTES !== '1') {
    return Response.json({ error: 'not-found', message: 'No such page.' }, { status: 404 });
  }
  return new Response(BODY, { headers: { 'content-type': 'application/json' } });
}

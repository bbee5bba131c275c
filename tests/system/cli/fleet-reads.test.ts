// `agentgauge fleet targets`, `fleet movement` and `fleet report`, the real built CLI against the real built server
// (PGlite), over two runs of one fleet planted in its database: a run's rows one line each, filtered and paged by the
// service (its 400 for half a filter is the CLI's exit 2), what moved since the run before, and one target's stored
// report with a check's findings, as the API's GET …/targets, GET …/movement and GET …/targets/{origin}/report answer
// (--json prints those bodies unchanged).
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { buildReport, codedFinding } from '../../helpers/me-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { seedFleetRun } from '../../helpers/fleets/seed-run';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

describe('agentgauge fleet targets, fleet movement and fleet report', () => {
  let server: TestServer;
  let key: string;
  let fleetId: string;
  let earlier: string;
  let later: string;
  const cli = (...args: string[]) => runCli([...args, '--base-url', server.baseUrl], { AGENTGAUGE_API_KEY: key });

  beforeAll(async () => {
    buildCli();
    server = await startServer({
      database: 'pglite',
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Census desk', subscription: 'active' });
        key = organization.key;
        fleetId = (await db.fleet.create({ data: { organizationId: organization.id, name: 'monthly', targetCount: 5 } })).id;
        const options = { organizationId: organization.id, fleetId };
        const ids = Array.from({ length: 5 }, () => randomUUID());
        earlier = await seedFleetRun(db, [
          { targetId: ids[0], status: 'scanned', score: 40, host: 'a.example', checks: { 'llms-txt': 'fail' }, requests: 54 },
          { targetId: ids[1], status: 'scanned', score: 80, host: 'b.example', checks: { 'llms-txt': 'pass' }, requests: 54 },
          { targetId: ids[2], status: 'scanned', score: 50, host: 'c.example', checks: { 'llms-txt': 'fail' }, requests: 54 },
          { targetId: ids[3], status: 'scanned', score: 60, host: 'd.example', checks: { 'llms-txt': 'fail' }, requests: 54 },
          { targetId: ids[4], status: 'blocked', host: 'e.example', error: 'The scanner was refused: HTTP 403 to AgentGauge.', requests: 3 },
        ], { ...options, createdAt: new Date('2026-11-01T00:00:00Z') });
        later = await seedFleetRun(db, [
          { targetId: ids[0], status: 'scanned', score: 65, host: 'a.example', checks: { 'llms-txt': 'pass' }, requests: 1234 },
          { targetId: ids[1], status: 'scanned', score: 70, host: 'b.example', checks: { 'llms-txt': 'pass' }, requests: 54, waited: { robotsTxt: true, cameBack: 2 } },
          { targetId: ids[2], status: 'scanned', score: 59, host: 'c.example', checks: { 'llms-txt': 'pass' }, requests: 54 },
          { targetId: ids[3], status: 'unreachable', host: 'd.example', error: `d.example did not answer:\n  connect ECONNREFUSED ${'x'.repeat(120)}` },
          { targetId: ids[4], status: 'scanned', score: 90, host: 'e.example', checks: { 'llms-txt': 'pass' }, requests: 54 },
        ], { ...options, createdAt: new Date('2026-11-08T00:00:00Z'), reports: true });
        // a.example's stored report, with a failing check's finding (evidence and fix) and a check that does not apply.
        const report = buildReport({
          url: 'https://a.example/',
          at: new Date('2026-11-08T10:00:00Z'),
          engine: 'agentgauge@6.4.0',
          overallScore: 65,
          checks: [
            { id: 'robots-txt', score: 100 },
            { id: 'llms-txt', score: 0, findings: [codedFinding('llms-txt.missing-summary', 'fail', 'llms.txt has no blockquote summary after its H1.', 'https://a.example/llms.txt: line 2 is "## Docs"')] },
            { id: 'openapi', score: 0, applicable: false },
          ],
        });
        await db.fleetReport.update({ where: { runId_targetId: { runId: later, targetId: ids[0]! } }, data: { body: gzipSync(JSON.stringify(report)) } });
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  it('lists a run\'s rows, one line a target: score, requests, where the host asked to wait, why no score', async () => {
    const run = await cli('fleet', 'targets', later);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The note is one line, cut at 100 characters. (Planted rows have no grade: a score prints alone.)
    const note = `d.example did not answer: connect ECONNREFUSED ${'x'.repeat(120)}`.slice(0, 99) + '…';
    expect(run.stdout).toBe(
      [
        'TARGET             STATUS       SCORE  REQUESTS  WAITED                    NOTE',
        'https://a.example  scanned      65     1,234     -',
        'https://b.example  scanned      70     54        robots.txt, came back 2×',
        'https://c.example  scanned      59     54        -',
        `https://d.example  unreachable  -      -         -                         ${note}`,
        'https://e.example  scanned      90     54        -',
        '',
      ].join('\n'),
    );
    const json = await cli('fleet', 'targets', later, '--json');
    expect(JSON.parse(json.stdout)).toEqual((await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${later}/targets`, { key })).body);
  });

  it('filters and pages as the service does, and says what the next page\'s command is', async () => {
    const blocked = await cli('fleet', 'targets', earlier, '--status', 'blocked');
    expect(blocked.stdout).toBe(
      ['TARGET             STATUS   SCORE  REQUESTS  WAITED  NOTE', 'https://e.example  blocked  -      3         -       The scanner was refused: HTTP 403 to AgentGauge.', ''].join('\n'),
    );
    const page = await cli('fleet', 'targets', later, '--check', 'llms-txt', '--result', 'pass', '--limit', '2');
    expect(page.code).toBe(0);
    expect(page.stdout.trimEnd().split('\n').slice(1, 3).map((line) => line.split(' ')[0])).toEqual(['https://a.example', 'https://b.example']);
    expect(page.stdout.trimEnd().split('\n').slice(-2)).toEqual(['', `More: agentgauge fleet targets ${later} --check llms-txt --result pass --limit 2 --offset 2`]);
    const rest = await cli('fleet', 'targets', later, '--check', 'llms-txt', '--result', 'pass', '--limit', '2', '--offset', '2');
    expect(rest.stdout.trimEnd().split('\n').slice(1).map((line) => line.split(' ')[0])).toEqual(['https://c.example', 'https://e.example']);
    const past = await cli('fleet', 'targets', later, '--offset', '5');
    expect([past.code, past.stdout]).toEqual([0, 'No targets past the first 5.\n']);
    const none = await cli('fleet', 'targets', later, '--agent', 'claude-code', '--verdict', 'pay');
    expect([none.code, none.stdout]).toEqual([0, 'No target of this run matches these filters.\n']);
    const half = await cli('fleet', 'targets', later, '--agent', 'claude-code');
    expect([half.code, half.stdout]).toEqual([2, '']);
    expect(half.stderr).toBe('agentgauge: API error 400 invalid-parameter: Query parameters "agent" and "verdict" go together: name an agent profile and the verdict it must have.\n');
    const badLimit = await cli('fleet', 'targets', later, '--limit', '51');
    expect(badLimit.code).toBe(2);
  });

  it('prints what moved since the run before: gained, lost, the checks whose pass rate moved', async () => {
    const run = await cli('fleet', 'movement', later);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        `Run ${later} against run ${earlier}: 1 target gained 10 points or more, 1 lost 10 or more (targets scanned in both runs; at most 100 each way, largest first).`,
        '',
        'Gained',
        'TARGET     BEFORE  AFTER  CHANGE',
        'a.example  40      65     +25',
        '',
        'Lost',
        'TARGET     BEFORE  AFTER  CHANGE',
        'b.example  80      70     -10',
        '',
        'Pass rates that moved',
        'CHECK     BEFORE  AFTER  CHANGE',
        'llms-txt  25%     100%   +75 points',
        '25 checks have no pass rate in one of the runs (nothing passed, warned or failed there).',
        '',
      ].join('\n'),
    );
    const json = await cli('fleet', 'movement', later, '--json');
    expect(JSON.parse(json.stdout)).toEqual((await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${later}/movement`, { key })).body);
    const first = await cli('fleet', 'movement', earlier);
    expect([first.code, first.stdout]).toEqual([0, `Run ${earlier} is its fleet's first with rows: there is no earlier run to compare it with.\n`]);
    const missing = await cli('fleet', 'movement', '00000000-0000-4000-8000-000000000000');
    expect(missing.code).toBe(5);
    expect(missing.stderr).toBe('agentgauge: API error 404 not-found: No fleet run with id 00000000-0000-4000-8000-000000000000 exists in this organization.\n');
  });

  it('prints one target\'s stored report: every check, or one check\'s findings with their evidence', async () => {
    const run = await cli('fleet', 'report', later, 'a.example');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The grade is the stored report's (the planted one says F).
    const head = `https://a.example in run ${later} (scanned): score 65/100, grade F, measured 2026-11-08T10:00:00.000Z by agentgauge@6.4.0`;
    expect(run.stdout).toBe(
      [
        head,
        'CHECK       STATUS  SCORE  NAME',
        'robots-txt  pass    100    robots-txt check',
        'llms-txt    fail    0      llms-txt check',
        'openapi     n/a     0      openapi check',
        '',
      ].join('\n'),
    );
    const check = await cli('fleet', 'report', later, 'https://a.example', '--check', 'llms-txt');
    expect([check.code, check.stdout]).toEqual([
      0,
      [head, '', 'llms-txt (llms-txt check): fail, score 0', 'fail  llms.txt has no blockquote summary after its H1.', '      evidence: https://a.example/llms.txt: line 2 is "## Docs"', ''].join('\n'),
    ]);
    const absent = await cli('fleet', 'report', later, 'a.example', '--check', 'sitemap');
    expect([absent.code, absent.stdout]).toEqual([0, [head, '', 'This report has no check sitemap.', ''].join('\n')]);
    const json = await cli('fleet', 'report', later, 'https://a.example', '--json');
    const api = await request(server.baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${later}/targets/${encodeURIComponent('https://a.example')}/report`, { key });
    expect(api.status).toBe(200);
    expect(JSON.parse(json.stdout)).toEqual(api.body);
  });

  it('says why a target has no report, and refuses a check id that cannot be one before asking', async () => {
    const unreachable = await cli('fleet', 'report', later, 'https://d.example');
    expect([unreachable.code, unreachable.stdout]).toEqual([5, '']);
    expect(unreachable.stderr).toBe(`agentgauge: API error 404 not-found: https://d.example has no report in run ${later}: its status is unreachable.\n`);
    const unknown = await cli('fleet', 'report', later, 'z.example');
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toBe(`agentgauge: API error 404 not-found: No target z.example in run ${later}.\n`);
    const badCheck = await cli('fleet', 'report', later, 'a.example', '--check', 'llms.txt');
    expect([badCheck.code, badCheck.stdout]).toEqual([2, '']);
    expect(badCheck.stderr).toBe('agentgauge: option \'--check <checkId>\' argument \'llms.txt\' is invalid. Expected a check id such as llms-txt ("agentgauge checks" lists the 26).\n');
  });
});

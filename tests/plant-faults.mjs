#!/usr/bin/env node
// `npm run test:faults`: proof that the faster tiers still catch what matters. Each fault below is a one-line change
// to the product (a tenancy filter dropped, an SSRF range let through, a refusal read as a page, ...); for each, it is
// planted in this checkout, the unit tier and then the integration tier run until their first failure (--bail 1),
// and the change is taken back; the failing file is then run again without the fault and must pass. A fault the tiers
// do not catch is reported as MISSED and the command exits 1.
//   node tests/plant-faults.mjs               every fault
//   node tests/plant-faults.mjs tenancy ssrf  the faults named
// It edits files of this checkout while it runs (each is restored, also on Ctrl-C): run it on a clean tree.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** name, file, the exact text, what it becomes, and what the fault means. */
export const FAULTS = [
  {
    name: 'tenancy',
    file: 'lib/services/list-organization-sites.ts',
    from: 'WHERE s.organization_id = ${organizationId}::uuid',
    to: 'WHERE (s.organization_id = ${organizationId}::uuid OR true)',
    means: "an organization's site list shows every organization's sites",
  },
  {
    name: 'ssrf',
    file: 'engine/fetch/ssrf.ts',
    from: "return range === 'unicast' ? { ok: true } : refuseAddress(ip, range);",
    to: "return range === 'unicast' || range === 'linkLocal' ? { ok: true } : refuseAddress(ip, range);",
    means: 'link-local addresses (169.254.169.254, cloud metadata) may be fetched',
  },
  {
    name: 'verdict',
    file: 'engine/agents/views.ts',
    from: "if (refused) return { ...got, ...judged('blocked', refused.cause, refused.reason) };",
    to: "if (refused && false) return { ...got, ...judged('blocked', refused.cause, refused.reason) };",
    means: 'an agent refused (a 403, a challenge) is judged to read the page',
  },
  {
    name: 'traffic-verification',
    file: 'lib/traffic/verification.ts',
    from: 'return found.names.some((name) => underSuffix(name, suffixes)) ? this.#byDns.verified : this.#byDns.spoofed;',
    to: 'return this.#byDns.verified;',
    means: "a crawler's reverse DNS under any name is judged verified",
  },
  {
    name: 'score-weight',
    file: 'engine/scorecard.ts',
    from: "{ gate: 0, A: 6, B: 4, C: 2, '0': 1, N: 1, emerging: 0 }",
    to: "{ gate: 0, A: 6, B: 4, C: 3, '0': 1, N: 1, emerging: 0 }",
    means: 'checks of evidence grade C weigh 3 instead of 2',
  },
  {
    name: 'quota',
    file: 'lib/rate-limit/fixed-window.ts',
    from: 'if (Number(rows[0]?.count ?? 0) > limit.points) {',
    to: 'if (Number(rows[0]?.count ?? 0) > limit.points + 1) {',
    means: 'every fixed-window limit lets one use more through',
  },
  {
    name: 'politeness',
    file: 'engine/fetch/politeness.ts',
    from: 'export const POLITENESS_DEFAULTS: PolitenessLimits = { perHost: 2, perAddress: 4 };',
    to: 'export const POLITENESS_DEFAULTS: PolitenessLimits = { perHost: 3, perAddress: 4 };',
    means: 'three requests in flight to one host instead of two',
  },
  {
    name: 'ownership-proof',
    file: 'lib/ownership/prove.ts',
    from: "return text.split(/\\r?\\n/).some((line) => line.trim() === token || line.trim() === `${VERIFICATION_NAME}=${token}`);",
    to: 'return text.includes(token);',
    means: 'the verification file proves a host when the token appears anywhere in it',
  },
  {
    name: 'revoked-key',
    file: 'lib/auth/api-keys.ts',
    from: 'if (!row || row.revokedAt !== null) return null;',
    to: 'if (!row) return null;',
    means: 'a revoked API key still authenticates',
  },
  {
    name: 'private-targets',
    file: 'engine/fetch/ssrf.ts',
    from: "} else if (/(^|\\.)localhost\\.?$/.test(host)) {",
    to: '} else if (false) {',
    means: 'localhost names pass the SSRF rule',
  },
];

/** Runs the command to its end; a signal to this process is passed on, and the planted fault taken back first. */
function run(command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    // A process group of its own, so that a stop ends vitest's workers with it.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'ignore'], detached: true, env: { AGENTGAUGE_RENDER: '0', ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    running = child;
    child.on('exit', (code) => {
      running = null;
      resolve({ status: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

let restore = null;
let running = null;

/**
 * The run's first failing test, with the first line of why, from vitest's JSON report; null if none. Files --bail
 * stopped before they ran are reported failed with no test: only a failed test or a file's own error (its setup
 * threw) counts.
 */
function firstFailure() {
  if (!existsSync('.test-results/results.json')) return null;
  const results = JSON.parse(readFileSync('.test-results/results.json', 'utf8'));
  for (const file of results.testResults) {
    const failed = file.assertionResults.find((test) => test.status === 'failed');
    if (failed === undefined && !file.message) continue;
    const path = file.name.replace(`${process.cwd()}/`, '');
    return {
      path,
      test: `${path}${failed ? ` > ${failed.title}` : ''}`,
      why: (failed?.failureMessages?.[0] ?? file.message ?? '').split('\n')[0].slice(0, 200),
    };
  }
  return null;
}

async function main() {
  const wanted = process.argv.slice(2);
  const faults = wanted.length > 0 ? FAULTS.filter((fault) => wanted.includes(fault.name)) : FAULTS;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      restore?.();
      if (running?.pid) process.kill(-running.pid, 'SIGTERM');
      process.exit(130);
    });
  }
  const rows = [];
  for (const fault of faults) {
    const original = readFileSync(fault.file, 'utf8');
    const at = original.indexOf(fault.from);
    if (at === -1 || original.indexOf(fault.from, at + 1) !== -1) {
      console.error(`${fault.name}: the text to change is not found exactly once in ${fault.file}; update tests/plant-faults.mjs`);
      process.exit(2);
    }
    restore = () => writeFileSync(fault.file, original);
    writeFileSync(fault.file, original.slice(0, at) + fault.to + original.slice(at + fault.from.length));
    rmSync('.test-results/results.json', { force: true });
    let result;
    try {
      // The unit tier first (its minute catches most faults), then the integration tier only if it passed.
      result = await run('npx', ['vitest', 'run', '--project', 'unit', '--bail', '1']);
      if (result.status === 0) {
        const integration = await run('npx', ['vitest', 'run', '--project', 'integration', '--bail', '1']);
        result = { status: integration.status, seconds: result.seconds + integration.seconds };
      }
    } finally {
      restore();
      restore = null;
    }
    const catcher = result.status === 0 ? null : firstFailure();
    // A failure counts only where the fault made it: the failing file, run again without the fault, must pass (a test
    // that fails by itself, a timeout on a busy machine, proves nothing about the fault).
    const unrelated = catcher !== null && (await run('npx', ['vitest', 'run', catcher.path])).status !== 0;
    const caught = catcher !== null && !unrelated;
    rows.push({ fault, caught, seconds: result.seconds, catcher });
    const detail = caught ? `: ${catcher.test} (${catcher.why})` : unrelated ? ` (${catcher.path} failed without the fault too)` : '';
    console.log(`${caught ? 'CAUGHT' : 'MISSED'} ${fault.name} (${fault.means}) in ${result.seconds.toFixed(0)} s${detail}`);
  }
  console.log('\n| fault | what it breaks | caught by (first failing test) | seconds to the failure |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.fault.name} | ${row.fault.means} | ${row.caught ? `\`${row.catcher.test}\`` : '**missed**'} | ${row.seconds.toFixed(0)} |`);
  process.exit(rows.every((row) => row.caught) ? 0 : 1);
}

// Only when run as a command: importing this file (for its list) changes nothing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

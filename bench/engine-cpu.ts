// CPU per start-page audit in one process, for comparing two builds of the engine in turns on a busy machine (CPU
// time, unlike wall time, barely follows the load). Bundle it in each worktree and run the bundles alternately against
// one fixture web (`node --import tsx tests/fixtures/web/serve.ts`, which prints the sites' URLs):
//   npx esbuild bench/engine-cpu.ts --bundle --platform=node --format=esm --packages=external --outfile=dist/engine-cpu.mjs
//   node dist/engine-cpu.mjs <docs site URL> [audits, 30] [warm-up audits, 5]
// Prints {cpuMs, wallMs, rssMB}: CPU and wall milliseconds per audit after the warm-up, and the process's peak RSS.
// `node --cpu-prof` on the same bundle gives the profile.
import { audit } from '../engine/index.js';

const [url, audits = '30', warmUp = '5'] = process.argv.slice(2);
if (!url) throw new Error('usage: engine-cpu <start page URL> [audits] [warm-up audits]');
const options = { allowPrivateTargets: true } as const;
for (let i = 0; i < Number(warmUp); i += 1) await audit(url, options);
const before = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < Number(audits); i += 1) await audit(url, options);
const cpu = process.cpuUsage(before);
console.log(
  JSON.stringify({
    cpuMs: (cpu.user + cpu.system) / 1000 / Number(audits),
    wallMs: (performance.now() - started) / Number(audits),
    rssMB: process.resourceUsage().maxRSS / 1024,
  }),
);

import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parsePrivateTargetsFlag
} from "./chunk-UMFTRR2M.mjs";
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import {
  Option
} from "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import {
  DNS_SERVERS_ENV,
  DNS_TRUST_AD_ENV
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  usageError
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/journeys-command.ts
var JOURNEYS_HELP = sections(
  examples(
    ['agentgauge journeys example.com --journey "What does the Pro plan cost? => $29"', "can each agent find the answer?"],
    ["agentgauge journeys example.com --config agentgauge.config.json --json", `the config file's "journeys", as JSON`],
    ['agentgauge journeys 127.0.0.1:3000 --allow-private-targets --journey "Opening hours? => 9am"', "a site on your own machine"]
  ),
  `Journeys:
  A journey is a question and its answer: --journey "<question> => <answer>" (repeatable), or the config file's
  "journeys" (name, question, answer, start). Each runs, from its start page, for every user-triggered agent
  profile (the browser profile only with --browser): found (hops, URL, the quoted sentence), or the reason this
  agent did not find it and a finding code. Journeys always run on this machine (--local is implied; an API key,
  set or not, is not used): the service's engine audit takes none. The run exits 0 whatever the results, unless --assert journey:<name>=found (repeatable; also
  in "agentgauge audit") names a journey some profile did not find: then 1. With no journey it exits 2.
  --json prints {"url", "engine", "scorecard", "journeys": [{"name", "question", "results": [{"profile", "found",
  "hops", "url", "quote", "reason", "code"}]}]}.`,
  EXIT_CODES_HELP,
  `Environment:
  ${DNS_SERVERS_ENV}   DNS servers (host:port,\u2026) for every lookup (same as --dns-server of "audit")
  ${DNS_TRUST_AD_ENV}  1: trust the DNSSEC AD bit of a resolver that is not on loopback
  AGENTGAUGE_API_KEY and AGENTGAUGE_URL are not read: journeys never run on the service.`
);
var collect = (value, previous = []) => [...previous, value];
function journeysOutput(url, engine, scorecard, journeys) {
  return {
    url,
    engine,
    scorecard: scorecard ?? null,
    journeys: journeys.map((journey) => ({
      name: journey.name,
      question: journey.question,
      results: journey.results.map(({ profile, found, hops, url: at, quote, reason, code }) => ({ profile, found, hops, url: at, quote, reason, code }))
    }))
  };
}
function registerJourneysCommand(program) {
  const command = program.command("journeys").description("Can each AI agent find the answer? Run journeys (a question and its answer) for every agent profile, on this machine.").argument("<url>", "the start page; https:// is added when no scheme is given").option("--local", "run on this machine: implied, journeys always do (the service's engine audit takes none)").option("--config <file>", 'read "journeys" and options from this file (default: ./agentgauge.config.json if present)').option("--journey <journey>", `a journey, "<question> => <answer>" (repeatable; added to the config file's)`, collect).option("--browser [path]", "render pages in a local Chromium/Chrome: adds the browser profile (needs playwright-core)").option(
    "--allow-private-targets [host:port,...]",
    "allow localhost, private networks and any port, or only the listed host:port origins (for testing)",
    parsePrivateTargetsFlag
  ).option("--assert <assertion>", "exit 1 unless it holds (repeatable): journey:<name>=found, or any of audit's", collect).option("--json", 'print {"url", "engine", "scorecard", "journeys"} as JSON');
  for (const flag of ["--api-key <key>", "--base-url <url>", "--url <url>"]) command.addOption(new Option(flag).hideHelp());
  command.addHelpText("after", JOURNEYS_HELP).action(async (input, flags) => {
    const [{ loadCatalog }, { resolveAuditSettings }, { evaluateAssertions }, { runLocalAudit }, { journeysText }] = await Promise.all([
      import("./catalog-A2HJYBHM.mjs"),
      import("./audit-settings-Y6MEZKVZ.mjs"),
      import("./assertions-WJFNJQ7N.mjs"),
      import("./local-audit-OLFYL3MM.mjs"),
      import("./journeys-S45ZDAAZ.mjs")
    ]);
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings([input], { ...flags, local: true, json: void 0 }, catalog);
    const { assertRunnablePatterns, resolveJourneys } = await import("./journeys-input-QWCPPU5G.mjs");
    const journeys = resolveJourneys(settings.engine.journeys ?? [], flags.journey ?? []);
    if (journeys.length === 0) {
      throw usageError('no journeys to run: add --journey "<question> => <answer>" or list "journeys" in the config file');
    }
    const { keepCompiledEngine, loadEngine } = await import("./engine-X4GML3PY.mjs");
    const engine = await loadEngine();
    if (journeys.some((journey) => typeof journey.answer === "object" && !Array.isArray(journey.answer))) {
      await engine.loadJourneyPatterns();
      assertRunnablePatterns(journeys, engine.journeyPatternRefusal);
    }
    const report = await runLocalAudit(engine, settings.urls[0], { ...settings.engine, journeys });
    keepCompiledEngine(true);
    const output = journeysOutput(report.url, report.engine, report.scorecard, report.journeys ?? []);
    process.stdout.write(flags.json ? `${JSON.stringify(output, null, 2)}
` : journeysText(output));
    const failed = evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict).filter((result) => result.failsRun);
    for (const result of failed) process.stderr.write(`agentgauge: assertion failed: ${result.message}
`);
    if (failed.length > 0) throw new CliError(EXIT.assertionFailed, "");
  });
}
export {
  journeysOutput,
  registerJourneysCommand
};

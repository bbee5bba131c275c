import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  scanFailureLine
} from "./chunk-7TSUJPJO.mjs";
import {
  addRemoteOptions,
  clientFor,
  printResult,
  table
} from "./chunk-3V5KMRWJ.mjs";
import {
  integerFlag
} from "./chunk-UMFTRR2M.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-Y7YEYXO7.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/reads-command.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var SITE_ID = ["<siteId>", 'the site id (see "agentgauge sites")'];
function siteCommand(program, name, description) {
  return program.command(name).description(`${description} (API key needed).`).argument(...SITE_ID);
}
function comparisonLines(body) {
  const sign = body.scoreDelta > 0 ? "+" : "";
  const lines = [
    `${body.host}: ${body.before.score ?? "-"} -> ${body.after.score ?? "-"} (${sign}${body.scoreDelta}), scans ${body.before.id} -> ${body.after.id}`,
    ...body.warnings.map((warning) => `warning: ${warning}`)
  ];
  const changed = body.changes.filter((change) => change.scoreDelta !== 0);
  if (changed.length > 0) {
    lines.push(...table(["CHECK", "BEFORE", "AFTER", "DELTA", "CHANGE"], changed.map((c) => [c.checkId, c.before?.score, c.after?.score, c.scoreDelta, c.change])));
  } else {
    lines.push("No check changed its score.");
  }
  return lines;
}
function registerSiteRead(program, command, read, readable) {
  addRemoteOptions(siteCommand(program, command.name, command.description), ...command.examples).action(async (siteId, flags) => {
    printResult(flags, await read(clientFor(flags), siteId), readable);
  });
}
function registerReport(program) {
  registerSiteRead(
    program,
    {
      name: "report",
      description: "Print the latest stored report of one site",
      examples: [
        ["agentgauge report <siteId>", "score, grade and every check of the latest scan"],
        ["agentgauge report <siteId> --json", "the full report, pages included, as JSON"]
      ]
    },
    (client, siteId) => client.siteReport(siteId),
    (body) => [
      `${body.host}: score ${body.score}/100, grade ${body.grade.label} (scan ${body.scanId}, ${body.scannedAt})`,
      ...table(["CHECK", "SCORE", "NAME"], body.results.map((result) => [result.id, result.score, result.name]))
    ]
  );
}
function registerHistory(program) {
  const command = siteCommand(program, "history", "List the finished scans of one site, newest first").option("--limit <n>", "scans per page, 1-50 (without --limit and --offset: the 100 newest)", integerFlag(1, 50)).option("--offset <n>", 'scans to skip, 0-10000 (the "next" line of the previous page says where to go on)', integerFlag(0, 1e4));
  addRemoteOptions(
    command,
    ["agentgauge history <siteId>", "scores and engine versions over time"],
    ["agentgauge history <siteId> --limit 10", "the ten newest scans, and the command for the next ten"],
    ["agentgauge history <siteId> --json", "the same as JSON (nextOffset says where the next page starts)"]
  ).action(async (siteId, flags) => {
    const history = await clientFor(flags).history(siteId, { limit: flags.limit, offset: flags.offset });
    printResult(flags, history, (body) => {
      const failure = body.lastScanFailure ? [`${body.host}: ${scanFailureLine(body.lastScanFailure)}`] : [];
      if (body.scans.length === 0) {
        return [...failure, flags.offset ? `${body.host} has no finished scan past offset ${flags.offset}.` : `${body.host} has no finished scan yet.`];
      }
      const rows = table(["SCAN", "FINISHED", "SCORE", "PAGES", "ENGINE", "TRIGGER"], body.scans.map((s) => [s.id, s.finishedAt, s.score, s.pageCount, s.engine, s.trigger]));
      const withNotes = rows.flatMap((row, index) => {
        const from = index > 0 ? body.scans[index - 1].addressChangedFrom : null;
        return from ? [row, `  (address changed here: the scans from here down measured ${from})`] : [row];
      });
      const lines = [...failure, ...failure.length > 0 ? [""] : [], ...withNotes];
      if (body.nextOffset === null) return lines;
      const limit = flags.limit ? ` --limit ${flags.limit}` : "";
      return [...lines, `next: agentgauge history ${siteId}${limit} --offset ${body.nextOffset}`];
    });
  });
}
function registerCompare(program) {
  const command = siteCommand(program, "compare", "Compare two finished scans of one site (default: the latest two)").option("--before <scanId>", 'the earlier scan (see "agentgauge history")').option("--after <scanId>", "the later scan");
  addRemoteOptions(
    command,
    ["agentgauge compare <siteId>", "what changed between the latest two scans"],
    ["agentgauge compare <siteId> --before <scanId> --after <scanId>", "compare two chosen scans"]
  ).action(async (siteId, flags) => {
    const comparison = await clientFor(flags).compare(siteId, { before: flags.before, after: flags.after });
    printResult(flags, comparison, comparisonLines);
  });
}
function registerFixes(program) {
  const command = siteCommand(program, "fixes", "List the open fixes of one site, or print the whole fix of one check").argument(
    "[checkId]",
    "a check id: print its fix as prose"
  );
  addRemoteOptions(
    command,
    ["agentgauge fixes <siteId>", "open work, ordered by the points each fix returns"],
    ["agentgauge fixes <siteId> llms-txt", "the whole fix of the llms-txt check"]
  ).action(async (siteId, checkId, flags) => {
    const client = clientFor(flags);
    if (checkId) {
      printResult(flags, await client.fixGuide(siteId, checkId), (body) => [body.fix]);
      return;
    }
    printResult(
      flags,
      await client.fixes(siteId),
      (body) => body.fixes.length === 0 ? [body.scanId ? "Nothing to fix: every counted check scores 100." : "No finished scan yet."] : table(["GAIN", "CHECK", "FIX"], body.fixes.map((fix) => [fix.gain, fix.checkId, fix.headline]))
    );
  });
}
function registerArtifact(program) {
  const command = siteCommand(program, "artifact", "Print a file generated for one site (e.g. llms-txt)").argument("<kind>", "which file, e.g. llms-txt, robots-txt, sitemap-xml").option("--out <file>", "write the file here instead of stdout");
  addRemoteOptions(
    command,
    ["agentgauge artifact <siteId> llms-txt --out llms.txt", "save the generated llms.txt; where to serve it goes to stderr"],
    ["agentgauge artifact <siteId> robots-txt", "print the generated robots.txt"]
  ).action(async (siteId, kind, flags) => {
    const artifact = await clientFor(flags).artifact(siteId, kind);
    if (flags.json) {
      printResult(flags, artifact, () => []);
      return;
    }
    if (flags.out) {
      try {
        (0, import_node_fs.writeFileSync)(flags.out, artifact.body);
      } catch (error) {
        throw new CliError(EXIT.failure, `could not write ${flags.out}: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.stderr.write(`agentgauge: wrote ${flags.out}
`);
    } else {
      process.stdout.write(artifact.body.endsWith("\n") ? artifact.body : `${artifact.body}
`);
    }
    const headers = Object.entries(artifact.headers).map(([name, value]) => `${name}: ${value}`);
    const paths = [artifact.path, ...artifact.alsoServeAt ?? []].join(" and at ");
    process.stderr.write(`agentgauge: serve it at ${paths} with ${headers.join("; ") || "no extra headers"}
`);
  });
}
function registerVerifications(program) {
  registerSiteRead(
    program,
    {
      name: "verifications",
      description: "List whether advised fixes were verified by later scans",
      examples: [
        ["agentgauge verifications <siteId>", "pending, verified and expired fixes"],
        ["agentgauge verifications <siteId> --json", "the same as JSON"]
      ]
    },
    (client, siteId) => client.verifications(siteId),
    (body) => body.verifications.length === 0 ? [`${body.host} has no verification records yet.`] : table(["CHECK", "STATUS", "BASELINE", "OBSERVED", "GAINED", "ADVISED"], body.verifications.map((v) => [v.checkId, v.status, v.baselineScore, v.observedScore, v.gained, v.advisedAt]))
  );
}
function registerReadCommands(program) {
  registerReport(program);
  registerHistory(program);
  registerCompare(program);
  registerFixes(program);
  registerArtifact(program);
  registerVerifications(program);
}
export {
  registerReadCommands
};

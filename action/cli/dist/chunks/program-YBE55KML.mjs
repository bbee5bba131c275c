import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  Command,
  CommanderError
} from "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  COMMAND_FILES,
  commandFilesFor
} from "./chunk-TNIVNTLS.mjs";
import {
  EXIT
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// package.json
var package_default = { version: "6.4.0" };

// bin/cli/program-shell.ts
function oneLine(message) {
  return message.replace(/^error:\s*/i, "").replace(/\s*\n\s*/g, " ").trim();
}
function programOf(registers, help) {
  const program = new Command().name("agentgauge").description("Agent Gauge: measure how ready a website is for AI agents.").version(package_default.version, "-v, --version", "print the version").helpOption("-h, --help", "show help").showSuggestionAfterError(true).enablePositionalOptions().configureOutput({ outputError: (message, write) => write(`agentgauge: ${oneLine(message)}
`) }).exitOverride((error) => {
    throw new CommanderError(error.exitCode === 0 ? EXIT.ok : EXIT.usage, error.code, error.message);
  });
  if (help !== void 0) program.addHelpText("after", help);
  for (const register of registers) register(program);
  return program;
}

// bin/cli/program.ts
async function programHelp() {
  const [{ CHECK_COUNT }, { ENVIRONMENT_HELP }, { EXIT_CODES_HELP }, { examples, sections }] = await Promise.all([
    import("./light-UJXJ37ME.mjs"),
    import("./connection-DP5KOLNK.mjs"),
    import("./exit-codes-AY5WIJUU.mjs"),
    import("./help-N3KUCLOR.mjs")
  ]);
  return sections(
    examples(
      ["agentgauge audit example.com --local", "audit a site from this machine"],
      ["agentgauge audit example.com --json --min-score 75", "JSON report; exit 1 when the score is below 75"],
      ["agentgauge checks", `list the ${CHECK_COUNT} checks`],
      ["agentgauge sites", "your organization's sites (API key needed)"],
      ["agentgauge scan <siteId> --wait", "scan one of your sites on the service and print its score"],
      ["agentgauge fleet create sites.txt", "upload a list of sites to scan in bulk (then fleet run, fleet summary)"],
      ["agentgauge traffic analyze access.log", "which agents came and what they got, from a log on this machine"],
      ["agentgauge admin --help", "operators' commands on the service's database"],
      ["agentgauge audit --help", "everything about one command"]
    ),
    EXIT_CODES_HELP,
    ENVIRONMENT_HELP
  );
}
async function createProgram(args = []) {
  const files = commandFilesFor(args);
  const all = files === COMMAND_FILES;
  const [registers, help] = await Promise.all([Promise.all(files.map((file) => file.load())), all ? programHelp() : void 0]);
  return programOf(registers, help);
}
export {
  COMMAND_FILES,
  commandFilesFor,
  createProgram
};

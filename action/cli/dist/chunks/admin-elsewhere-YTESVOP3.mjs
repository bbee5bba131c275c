import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/admin-elsewhere.ts
var ADMIN_ELSEWHERE = `admin commands need the service's database and are not part of @agentgauge/cli: run "bin/agentgauge admin ..." in the Agent Gauge service checkout (with its DATABASE_URL or DATA_DIR)`;
function registerAdminCommands(program) {
  program.command("admin").description("Operators' commands: they live in the Agent Gauge service checkout (bin/agentgauge admin), not in this package.").helpOption(false).allowUnknownOption().allowExcessArguments().argument("[command...]").action(() => {
    throw usageError(ADMIN_ELSEWHERE);
  });
}
export {
  registerAdminCommands
};

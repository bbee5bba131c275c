// What the CLI runs of the engine. A built CLI has it as one CommonJS script of its own (bin/build-cli.mjs), so the
// error class an audit throws is this one, not the CLI's copy from engine/light. The catalog is read from here only
// when the CLI runs from source (a built CLI has it compiled in).
export {
  audit,
  AuditError,
  CHECK_CATALOG,
  journeyPatternRefusal,
  loadJourneyPatterns,
  loadRenderer,
  PLAYWRIGHT_MISSING,
} from '../../engine/index.js';
// A plain local audit runs from here in a built CLI (bin/cli/main.ts).
export { runAuditCli } from './audit-cli.js';

// What the CLI runs of the engine. A built CLI has it in one CommonJS script of its own (engine-script-entry.ts), so the
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

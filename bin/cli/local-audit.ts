// An audit run by the engine on this machine, its errors turned into the CLI's exit codes.
import type { AuditError, AuditOptions, AuditReport } from '../../engine/index.js';
import type { Engine } from './engine.js';
import { CliError, EXIT, usageError } from './exit-codes.js';
import { progressReporter } from './progress.js';

/** Rules that --allow-private-targets lifts; the refusal message says so. */
const LIFTABLE_RULES = /private|loopback|local|reserved|port/;

export async function runLocalAudit(engine: Engine, url: string, options: AuditOptions): Promise<AuditReport> {
  if (options.render) {
    // playwright-core is an optional add-on: without it, one line says how to add it (a usage error, like a missing
    // browser), before anything is fetched.
    await engine.loadRenderer().catch((error: Error) => {
      throw new CliError(error.message === engine.PLAYWRIGHT_MISSING ? EXIT.usage : EXIT.failure, `--browser: ${error.message}`);
    });
  }
  const progress = (options.maxPages ?? 1) > 1 ? progressReporter() : null;
  try {
    return await engine.audit(url, { ...options, onProgress: progress?.onProgress });
  } catch (error) {
    throw error instanceof engine.AuditError ? fromAuditError(error, options) : error;
  } finally {
    progress?.finish();
  }
}

function fromAuditError(error: AuditError, options: AuditOptions): CliError {
  const message = error.message.replace(/\s*\n\s*/g, ' ').trim();
  switch (error.code) {
    case 'invalid-options':
    case 'invalid-url':
      return usageError(message);
    case 'target-refused': {
      const rule = error.rule ?? 'refused';
      const lift =
        !options.allowPrivateTargets && LIFTABLE_RULES.test(rule)
          ? ' (--allow-private-targets lifts this rule for local testing)'
          : '';
      return new CliError(EXIT.targetRefused, `target refused by the "${rule}" rule: ${message}${lift}`);
    }
    case 'target-unreachable':
      return new CliError(EXIT.targetUnreachable, message);
    // Only an audit pool's thread is interrupted; the CLI audits on its own thread, so this is defensive.
    case 'audit-interrupted':
      return new CliError(EXIT.failure, message);
    // Only bulk (fleet) audits on the service end these ways; defensive too.
    case 'target-opted-out':
      return new CliError(EXIT.targetRefused, message);
    case 'target-busy':
      return new CliError(EXIT.targetUnreachable, message);
  }
}

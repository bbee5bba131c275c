import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CliError,
  EXIT,
  usageError
} from "./chunk-AF54SNVD.mjs";

// bin/cli/progress.ts
function progressReporter(stream = process.stderr) {
  let live = false;
  return {
    onProgress(progress) {
      if (progress.phase !== "pages") return;
      const line = `measured page ${progress.done}/${progress.total}${progress.url ? ` ${progress.url}` : ""}`;
      if (stream.isTTY) {
        const width = Math.max((stream.columns ?? 80) - 1, 20);
        stream.write(`\r\x1B[K${line.slice(0, width)}`);
        live = true;
      } else {
        stream.write(`agentgauge: ${line}
`);
      }
    },
    finish() {
      if (live) stream.write("\r\x1B[K");
      live = false;
    }
  };
}

// bin/cli/local-audit.ts
var LIFTABLE_RULES = /private|loopback|local|reserved|port/;
async function runLocalAudit(engine, url, options) {
  if (options.render) {
    await engine.loadRenderer().catch((error) => {
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
function fromAuditError(error, options) {
  const message = error.message.replace(/\s*\n\s*/g, " ").trim();
  switch (error.code) {
    case "invalid-options":
    case "invalid-url":
      return usageError(message);
    case "target-refused": {
      const rule = error.rule ?? "refused";
      const lift = !options.allowPrivateTargets && LIFTABLE_RULES.test(rule) ? " (--allow-private-targets lifts this rule for local testing)" : "";
      return new CliError(EXIT.targetRefused, `target refused by the "${rule}" rule: ${message}${lift}`);
    }
    case "target-unreachable":
      return new CliError(EXIT.targetUnreachable, message);
    // Only an audit pool's thread is interrupted; the CLI audits on its own thread, so this is defensive.
    case "audit-interrupted":
      return new CliError(EXIT.failure, message);
    // Only bulk (fleet) audits on the service end these ways; defensive too.
    case "target-opted-out":
      return new CliError(EXIT.targetRefused, message);
    case "target-busy":
      return new CliError(EXIT.targetUnreachable, message);
  }
}

export {
  runLocalAudit
};

import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  inertText
} from "./chunk-VMBA2NLR.mjs";
import {
  CommanderError
} from "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// lib/errors/describe-thrown.ts
var WASI_ERRNO = {
  2: "EACCES: permission denied",
  8: "EBADF: bad file descriptor",
  10: "EBUSY: resource busy",
  20: "EEXIST: file already exists",
  28: "EINVAL: invalid argument",
  29: "EIO: input/output error",
  31: "EISDIR: is a directory",
  37: "ENAMETOOLONG: file name too long",
  44: "ENOENT: no such file or directory",
  48: "ENOMEM: out of memory",
  51: "ENOSPC: no space left on device",
  54: "ENOTDIR: not a directory",
  55: "ENOTEMPTY: directory not empty",
  63: "EPERM: operation not permitted",
  69: "EROFS: read-only file system"
};
var MAX_FIELDS = 6;
function describeThrown(value) {
  if (value instanceof Error) return value.message || value.name;
  if (value === null || typeof value !== "object") return String(value);
  const record = value;
  if (typeof record.message === "string" && record.message) return record.message;
  const name = typeof record.name === "string" && record.name ? record.name : value.constructor?.name ?? "object";
  if (name === "ErrnoError" && typeof record.errno === "number") {
    const meaning = WASI_ERRNO[record.errno];
    return `file system error ${meaning ?? `errno ${record.errno}`} (ErrnoError errno ${record.errno})`;
  }
  const fields = Object.entries(record).filter(([key, field]) => key !== "name" && field !== void 0 && typeof field !== "function" && typeof field !== "object").slice(0, MAX_FIELDS).map(([key, field]) => `${key}=${String(field)}`);
  return fields.length > 0 ? `${name} (${fields.join(", ")})` : `${name} with no message`;
}

// bin/cli/run-cli.ts
function fail(message) {
  process.stderr.write(`agentgauge: ${inertText(message.replace(/\s*\n\s*/g, " ").trim())}
`);
}
async function exitCodeFor(error) {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof CliError) {
    if (error.message) fail(error.message);
    return error.exitCode;
  }
  const { ApiError, describeApiError, exitCodeForApiError } = await import("./cli-api-client.mjs");
  if (error instanceof ApiError) {
    fail(describeApiError(error));
    return exitCodeForApiError(error);
  }
  const message = describeThrown(error);
  fail(`unexpected error: ${message}${process.env.AGENTGAUGE_DEBUG ? "" : " (set AGENTGAUGE_DEBUG=1 for details)"}`);
  if (process.env.AGENTGAUGE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}
`);
  return EXIT.failure;
}
async function runCli(argv, createProgram) {
  try {
    await (await createProgram(argv.slice(2))).parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}
export {
  exitCodeFor,
  runCli
};

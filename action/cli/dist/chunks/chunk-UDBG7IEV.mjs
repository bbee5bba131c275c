import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  usageError
} from "./chunk-AF54SNVD.mjs";

// bin/cli/index-url.ts
function indexUrlOf(flags, fileBaseUrl) {
  const raw = flags.index?.trim() || flags.url?.trim() || flags.baseUrl?.trim() || fileBaseUrl?.trim();
  if (!raw) return null;
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    throw usageError(`${flags.index ? "--index" : "--base-url"} "${raw}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw usageError(`${flags.index ? "--index" : "--base-url"} must be an http(s) URL, not ${parsed.protocol}`);
  return parsed.href;
}

export {
  indexUrlOf
};

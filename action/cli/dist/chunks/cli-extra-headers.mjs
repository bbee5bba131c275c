import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  HEADERS_ENV
} from "./chunk-Y7YEYXO7.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import {
  loadExtraHeaderRules
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/extra-headers.ts
function fromEnvironment(raw) {
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw usageError(`${HEADERS_ENV} is not JSON: set it to an object of header names and values, {"Name": "value"}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw usageError(`${HEADERS_ENV} must be a JSON object of header names and values, {"Name": "value"}`);
  }
  return Object.entries(parsed).map(([name, value]) => {
    if (typeof value !== "string") throw usageError(`${HEADERS_ENV}: the value of ${name} must be a string`);
    return [name, value];
  });
}
function fromFlag(value, index) {
  const separator = value.indexOf(":");
  if (separator <= 0) throw usageError(`--header (the ${ordinal(index + 1)}): write it as "Name: value"`);
  return [value.slice(0, separator), value.slice(separator + 1)];
}
function ordinal(n) {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
async function extraHeadersOf(flags, environment) {
  const { checkExtraHeaders } = await loadExtraHeaderRules();
  const entries = [...environment?.trim() ? fromEnvironment(environment) : [], ...(flags ?? []).map(fromFlag)];
  const checked = checkExtraHeaders(entries);
  if (!checked.ok) {
    const from = (flags ?? []).some((flag) => flag.slice(0, Math.max(0, flag.indexOf(":"))).trim() === checked.name) ? "--header" : HEADERS_ENV;
    throw usageError(`${from}: ${checked.message}`);
  }
  return Object.keys(checked.headers).length > 0 ? { ...checked.headers } : void 0;
}
export {
  extraHeadersOf
};

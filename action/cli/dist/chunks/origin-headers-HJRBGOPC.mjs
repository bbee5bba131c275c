import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  AuditError
} from "./chunk-VNSXWG4G.mjs";
import "./chunk-CLW72GYV.mjs";

// engine/fetch/origin-headers.ts
var REFUSED = {
  "user-agent": "each agent profile sends its own User-Agent (and the scanner its own), which is what is measured",
  accept: "each agent profile sends its own Accept, which is what is measured",
  "accept-encoding": "the fetcher negotiates the encodings it decodes",
  host: "the audited URL names the host",
  connection: "it is a hop-by-hop header (RFC 9110 \xA77.6.1)",
  "keep-alive": "it is a hop-by-hop header (RFC 9110 \xA77.6.1)",
  "proxy-connection": "it is a hop-by-hop header (RFC 9110 \xA77.6.1)",
  "proxy-authorization": "it is a hop-by-hop header (RFC 9110 \xA711.7.2)",
  te: "it is a hop-by-hop header (RFC 9110 \xA710.1.4)",
  trailer: "it is a hop-by-hop header (RFC 9110 \xA76.6.2)",
  "transfer-encoding": "it is a hop-by-hop header (RFC 9112 \xA76.1)",
  upgrade: "it is a hop-by-hop header (RFC 9110 \xA77.8)",
  "content-length": "the fetcher frames each request itself (RFC 9110 \xA78.6)",
  expect: "the fetcher frames each request itself (RFC 9110 \xA710.1.1)"
};
var TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
var FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
function checkExtraHeaders(entries) {
  const headers = {};
  for (const [rawName, rawValue] of entries) {
    const name = rawName.trim();
    if (!TOKEN.test(name)) return { ok: false, name, message: `"${name}" is not a valid header name` };
    const key = name.toLowerCase();
    const why = REFUSED[key];
    if (why) return { ok: false, name, message: `${name} cannot be set: ${why}` };
    if (typeof rawValue !== "string" || !FIELD_VALUE.test(rawValue)) return { ok: false, name, message: `the value of ${name} holds a character a header cannot carry (a line break or a control character)` };
    headers[key] = rawValue.trim();
  }
  return { ok: true, headers };
}
function resolveExtraHeaders(headers) {
  if (headers === void 0) return {};
  if (typeof headers !== "object" || headers === null || Array.isArray(headers)) {
    throw new AuditError("invalid-options", "headers must be an object of header names and values.", { field: "headers" });
  }
  const checked = checkExtraHeaders(Object.entries(headers));
  if (!checked.ok) throw new AuditError("invalid-options", `headers: ${checked.message}.`, { field: "headers" });
  return checked.headers;
}
function headersFor(url, headers, extra) {
  if (!extra || url.origin !== extra.origin) return headers;
  return { ...extra.headers, ...headers };
}
export {
  checkExtraHeaders,
  headersFor,
  resolveExtraHeaders
};

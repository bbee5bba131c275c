import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parsePrivateTargets,
  privateAllowedFor,
  require_ipaddr
} from "./chunk-J7ZSPB4V.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// lib/http/host.ts
var import_ipaddr = __toESM(require_ipaddr(), 1);

// lib/server/settings.ts
function privateTargetsAllowed() {
  return parsePrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}

// lib/http/host.ts
var isIP = (input) => process.getBuiltinModule("node:net").isIP(input);
var LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
var DEFAULT_PORTS = /* @__PURE__ */ new Set(["", "80", "443"]);
var SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
function canonicalName(hostname) {
  const name = hostname.replace(/\.$/, "");
  if (name.startsWith("[")) {
    const literal = name.slice(1, -1);
    if (import_ipaddr.default.IPv6.isValid(literal)) {
      const address = import_ipaddr.default.IPv6.parse(literal);
      if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
    }
  }
  return name;
}
function parseStartUrl(input) {
  const trimmed = input.trim();
  let url;
  try {
    url = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, problem: "invalid", message: `"${trimmed.slice(0, 200)}" is not a valid URL or domain name.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, problem: "scheme", message: `Only http and https URLs can be measured, not ${url.protocol.replace(":", "")}.` };
  }
  if (url.hostname === "" || url.hostname === ".") return { ok: false, problem: "no-host", message: "The URL must name a host." };
  url.hostname = canonicalName(url.hostname);
  url.hash = "";
  return { ok: true, url };
}
function hostKeyOf(url) {
  const name = canonicalName(url.hostname);
  return DEFAULT_PORTS.has(url.port) ? name : `${name}:${url.port}`;
}
function canonicalHost(raw) {
  const input = safeDecode(raw).trim();
  if (input === "" || input.length > 260) return invalid("must be a domain name such as example.com.");
  if (/[/?#@\\\s]/.test(input)) return invalid("must be a bare domain name, without scheme, path, query or credentials.");
  let url;
  try {
    url = new URL(`http://${input}/`);
  } catch {
    return invalid("must be a valid domain name.");
  }
  const allowPrivate = privateAllowedFor(url, privateTargetsAllowed());
  if (!DEFAULT_PORTS.has(url.port) && !allowPrivate) return invalid("must not include a port: only ports 80 and 443 are measured.");
  const key = hostKeyOf(url);
  const name = canonicalName(url.hostname);
  if (!isIP(name.replace(/^\[|\]$/g, ""))) {
    const labels = name.split(".");
    if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return invalid("must be a valid domain name.");
    if (labels.length < 2 && !allowPrivate) return invalid("must be a fully qualified domain name such as example.com.");
  }
  return { ok: true, host: key };
}
function safeDecode(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
function invalid(reason) {
  return { ok: false, reason };
}

export {
  parseStartUrl,
  canonicalHost
};

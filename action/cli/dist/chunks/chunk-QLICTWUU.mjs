import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parsePrivateTargets,
  privateAllowedFor,
  require_ipaddr
} from "./chunk-2NGWI5PL.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// lib/net/host.ts
var import_ipaddr = __toESM(require_ipaddr(), 1);

// lib/settings/settings.ts
function privateTargetsAllowed() {
  return parsedPrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}
var lastParsed = null;
function parsedPrivateTargets(raw) {
  if (lastParsed === null || lastParsed.raw !== raw) lastParsed = { raw, value: parsePrivateTargets(raw) };
  return lastParsed.value;
}
function positiveIntegerEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === void 0 || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer (got "${raw}").`);
  }
  return value;
}

// lib/net/host.ts
var isIP = (input) => process.getBuiltinModule("node:net").isIP(input);
var LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
var DEFAULT_PORTS = /* @__PURE__ */ new Set(["", "80", "443"]);
var SCHEME = /^([a-z][a-z0-9+.-]*):/i;
var NOT_A_SCHEME = /^(?:[^/?#@]*:\d+(?:[/?#]|$)|[^/?#]*@)/;
var OTHER_SCHEME = /^(?:mailto|tel|ftps?|sftp|ssh|git|file|data|javascript|wss?):/i;
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
  if (trimmed === "") return refused("empty", "The address is empty.");
  const scheme = NOT_A_SCHEME.test(trimmed) && !OTHER_SCHEME.test(trimmed) ? null : SCHEME.exec(trimmed);
  if (scheme) {
    const name2 = scheme[1].toLowerCase();
    if (name2 !== "http" && name2 !== "https") return refused("scheme", `Only http and https addresses can be measured, not ${name2}.`);
    const rest = trimmed.slice(scheme[0].length);
    if (!rest.startsWith("//")) return refused("slashes", `The address must start with ${name2}:// (two slashes), as in ${name2}://${rest.replace(/^[/\\]*/, "").slice(0, 200)}.`);
  }
  if (/\s/.test(trimmed)) return refused("space", "The address contains a space; write a space in a path as %20.");
  let url;
  try {
    url = new URL(scheme ? trimmed : `https://${trimmed}`);
  } catch {
    return refused("invalid", `"${trimmed.slice(0, 200)}" is not a valid address.`);
  }
  if (url.hostname === "" || url.hostname === ".") return refused("no-host", "The address must name a host.");
  url.hostname = canonicalName(url.hostname);
  const name = url.hostname;
  const address = name.startsWith("[") || isIP(name) !== 0;
  if (!address && name !== "localhost" && !isDomainName(name)) {
    return refused("host", `"${name.slice(0, 253)}" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.`);
  }
  if (!scheme && (address || name === "localhost") && url.port !== "") url.protocol = "http:";
  url.hash = "";
  return { ok: true, url };
}
function isDomainName(name) {
  const labels = name.split(".");
  return labels.length >= 2 && name.length <= 253 && labels.every((label) => LABEL.test(label));
}
function refused(problem, message) {
  return { ok: false, problem, message };
}
function hostKeyOf(url) {
  const name = canonicalName(url.hostname);
  return DEFAULT_PORTS.has(url.port) ? name : `${name}:${url.port}`;
}
function canonicalHost(raw, allowed = privateTargetsAllowed()) {
  const input = safeDecode(raw).trim();
  if (input === "" || input.length > 260) return invalid("must be a domain name such as example.com.");
  if (/[/?#@\\\s]/.test(input)) return invalid("must be a bare domain name, without scheme, path, query or credentials.");
  let url;
  try {
    url = new URL(`http://${input}/`);
  } catch {
    return invalid("must be a valid domain name.");
  }
  const allowPrivate = privateAllowedFor(url, allowed);
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
  positiveIntegerEnv,
  parseStartUrl,
  canonicalHost
};

import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// lib/format/inert-text.ts
var UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function picture(char) {
  const code = char.charCodeAt(0);
  if (code === 13) return "\u240D";
  if (code < 32) return String.fromCharCode(9216 + code);
  if (code === 127) return "\u2421";
  return "\uFFFD";
}
function inertText(text) {
  return (text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text).replace(UNSAFE, picture);
}
function inertStrings(value) {
  if (typeof value === "string") return inertText(value);
  if (Array.isArray(value)) return value.map((item) => inertStrings(item));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [inertText(key), inertStrings(item)]));
  }
  return value;
}

export {
  inertText,
  inertStrings
};

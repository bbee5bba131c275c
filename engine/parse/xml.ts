// Safe XML parsing for documents fetched from untrusted sites: any DOCTYPE is refused before parsing (entity
// expansion and external entities live there) and entities are never processed by the parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { boundText } from '../report-bounds.js';
import { after, tagEnd } from './xml-chunks.js';

/** How much of a parser's message a finding quotes. */
const XML_MESSAGE_CHARS = 200;

export type XmlParseResult =
  | { ok: true; document: Record<string, unknown> }
  | { ok: false; reason: 'doctype' | 'invalid'; message: string; line: number | null };

const DOCTYPE = /<!DOCTYPE/i;

/**
 * How deep elements may nest in a document we parse. Real sitemaps, RSL and feeds nest a handful of levels; the
 * validator keeps every open tag on a stack, so a bomb nesting millions (40 MiB of `<url>` from 61 KB of gzip) cost
 * ~30 s of CPU and more heap than an audit holds before it answered (issue 36 point 1).
 */
export const XML_MAX_DEPTH = 100;

const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * The 1-based line where element nesting first goes deeper than `XML_MAX_DEPTH`, or null. One linear pass with
 * no stack: comments, CDATA, processing instructions and quoted attribute values are skipped; well-formedness is
 * the validator's job afterwards.
 */
function overDeepLine(text: string): number | null {
  let depth = 0;
  let index = text.indexOf('<');
  while (index !== -1) {
    const next = text.charCodeAt(index + 1);
    let end: number;
    if (next === BANG) {
      const close = text.startsWith('<!--', index) ? '-->' : text.startsWith('<![CDATA[', index) ? ']]>' : '>';
      end = after(text, close, index + 2);
      if (end === -1) return null;
    } else if (next === QUESTION) {
      end = after(text, '?>', index + 2);
      if (end === -1) return null;
    } else {
      end = tagEnd(text, index, true);
      if (end === -1) return null;
      if (next === SLASH) depth -= 1;
      else if (text.charCodeAt(end - 2) !== SLASH) {
        depth += 1;
        if (depth > XML_MAX_DEPTH) return text.slice(0, index).split('\n').length;
      }
    }
    index = text.indexOf('<', end);
  }
  return null;
}

export interface SafeXmlOptions {
  /** Local names (namespace prefix ignored) of elements that are always arrays. */
  arrays?: readonly string[];
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

export type XmlRefusal = Extract<XmlParseResult, { ok: false }>;

/** Why `text` must not be parsed (a DOCTYPE, or not well-formed), or null when it is safe to parse. */
export function refuseUnsafeXml(text: string): XmlRefusal | null {
  const match = DOCTYPE.exec(text);
  if (match) {
    const line = text.slice(0, match.index).split('\n').length;
    return { ok: false, reason: 'doctype', message: 'The document declares a <!DOCTYPE>, which is refused for safety.', line };
  }
  const deep = overDeepLine(text);
  if (deep !== null) {
    return {
      ok: false,
      reason: 'invalid',
      message: `elements nest more than ${XML_MAX_DEPTH} levels deep (the XML nesting cap), so it was not parsed.`,
      line: deep,
    };
  }
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    // The validator's message can quote the whole stack of open tags (megabytes for a deeply nested bomb).
    return { ok: false, reason: 'invalid', message: boundText(validation.err.msg, XML_MESSAGE_CHARS), line: validation.err.line ?? null };
  }
  return null;
}

/** A parser for text that `refuseUnsafeXml` accepted: entities are left as written, values stay strings. */
export function createSafeXmlParser(options: SafeXmlOptions = {}): (text: string) => XmlParseResult {
  const arrays = new Set(options.arrays ?? []);
  const parser = new XMLParser({
    processEntities: false,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.has(localName(name)),
  });
  return (text) => {
    try {
      return { ok: true, document: parser.parse(text) as Record<string, unknown> };
    } catch (error) {
      return { ok: false, reason: 'invalid', message: boundText(error instanceof Error ? error.message : String(error), XML_MESSAGE_CHARS), line: null };
    }
  };
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five predefined XML entities and numeric character references in a text value (nothing else). */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[name.toLowerCase()] ?? whole;
  });
}

/** The first child key of `node` (any namespace prefix) whose local name is `name`: the parser groups children by key. */
export function keyByLocalName(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  return Object.keys(node).find((key) => !key.startsWith('@_') && localName(key) === name);
}

/** Text content of an element value produced by the parser ('#text' when it also has attributes). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return decodeXmlText(value.trim());
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as Record<string, unknown>)['#text']);
  return null;
}

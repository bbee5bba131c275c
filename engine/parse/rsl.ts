// RSL 1.0 license documents (rslstandard.org, Recommendation 2025-11-06): `<rsl xmlns="https://rslstandard.org/rsl">`
// with `<content url>` elements, each with `<license>` elements of `<permits>`/`<prohibits>` (type usage, user or geo)
// and `<payment type>` (with `<amount currency>`). Parsed only after refuseUnsafeXml: a DOCTYPE is never expanded.
import { mediaTypeOf } from '../fetch/decode.js';
import { ISO_4217 } from './currencies.js';
import { createSafeXmlParser, keyByLocalName, localName, refuseUnsafeXml, textOf } from './xml.js';

export const RSL_NAMESPACE = 'https://rslstandard.org/rsl';
export const RSL_MEDIA_TYPE = 'application/rsl+xml';

/** RSL 1.0: a `license` link names an RSL license only with the RSL type (a plain licence link is not RSL). */
export function isRslLink(rels: readonly string[], type: string | undefined): boolean {
  return rels.includes('license') && mediaTypeOf(type) === RSL_MEDIA_TYPE;
}
/** License documents fetched per audit. */
export const MAX_RSL_DOCUMENTS = 5;

/** RSL 1.0 usage vocabulary (§3.4). `all` covers every use; `ai-all` every AI use. */
const RSL_USAGES = ['all', 'ai-all', 'ai-train', 'ai-input', 'ai-index', 'search'] as const;
const RSL_USER_TYPES = ['commercial', 'non-commercial', 'education', 'government', 'personal'] as const;
const RSL_PAYMENT_TYPES = ['purchase', 'subscription', 'training', 'crawl', 'use', 'contribution', 'attribution', 'free'] as const;
/** Tokens of the drafts before 1.0, still seen in the wild (and their 1.0 spelling where there is one). */
const PRE_1_0_TOKENS: Record<string, string> = { 'train-ai': 'ai-train', 'ai-use': 'ai-input', 'ai-summarize': 'ai-input', 'search-ai': 'search', inference: 'use' };

/** The three uses a Content-Signal line states, as RSL names them. */
export type RslUse = 'search' | 'ai-input' | 'ai-train';
const COVERED_BY: Record<string, readonly RslUse[]> = {
  all: ['search', 'ai-input', 'ai-train'],
  'ai-all': ['ai-input', 'ai-train'],
  'ai-train': ['ai-train'],
  'ai-input': ['ai-input'],
  search: ['search'],
};

export interface RslLicense {
  /** The `url` of its `<content>` element. */
  contentUrl: string;
  permits: Set<RslUse>;
  prohibits: Set<RslUse>;
}

export type RslParse =
  | { ok: false; reason: 'doctype' | 'not-well-formed' | 'wrong-root' | 'no-content' | 'over-cap'; message: string }
  | { ok: true; licenses: RslLicense[]; problems: string[]; notes: string[] };

const parse = createSafeXmlParser({ arrays: ['content', 'license', 'permits', 'prohibits', 'payment', 'amount'] });

function children(node: unknown, name: string): unknown[] {
  const key = keyByLocalName(node, name);
  if (!key) return [];
  const value = (node as Record<string, unknown>)[key];
  return Array.isArray(value) ? value : [value];
}

function attribute(node: unknown, name: string): string | null {
  if (!node || typeof node !== 'object') return null;
  const key = Object.keys(node).find((item) => item.startsWith('@_') && localName(item.slice(2)) === name);
  const value = key ? (node as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

/** Tokens of a `permits`/`prohibits` value: whitespace-separated in 1.0; commas accepted with a note. */
function tokensOf(text: string, notes: string[], where: string): string[] {
  if (text.includes(',')) notes.push(`${where} separates tokens with commas ("${text.slice(0, 60)}"); RSL 1.0 separates them with spaces`);
  return text.split(/[\s,]+/).filter(Boolean);
}

export function parseRsl(text: string): RslParse {
  const refusal = refuseUnsafeXml(text);
  if (refusal) {
    return refusal.reason === 'doctype'
      ? { ok: false, reason: 'doctype', message: `it declares a <!DOCTYPE> (line ${refusal.line}), which is refused, never expanded` }
      : { ok: false, reason: 'not-well-formed', message: `it is not well-formed XML: ${refusal.message}${refusal.line ? ` (line ${refusal.line})` : ''}` };
  }
  const parsed = parse(text);
  if (!parsed.ok) return { ok: false, reason: 'not-well-formed', message: `it is not well-formed XML: ${parsed.message}` };
  const rootKey = Object.keys(parsed.document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  const root = rootKey ? parsed.document[rootKey] : undefined;
  if (!rootKey || localName(rootKey) !== 'rsl') return { ok: false, reason: 'wrong-root', message: `its root element is <${rootKey ?? 'none'}>, not <rsl>` };
  const prefix = rootKey.includes(':') ? rootKey.slice(0, rootKey.indexOf(':')) : null;
  const rootNode = root && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  const declared = rootNode[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  if (declared !== RSL_NAMESPACE) {
    return { ok: false, reason: 'wrong-root', message: `its <rsl> root is not in the ${RSL_NAMESPACE} namespace (found ${typeof declared === 'string' ? declared : 'none'})` };
  }
  const problems: string[] = [];
  const notes: string[] = [];
  const licenses: RslLicense[] = [];
  const contents = children(root, 'content');
  if (contents.length === 0) return { ok: false, reason: 'no-content', message: 'it has no <content> element' };
  contents.forEach((content, contentIndex) => {
    const where = `content[${contentIndex}]`;
    const contentUrl = attribute(content, 'url');
    if (!contentUrl) problems.push(`${where} has no "url" attribute`);
    const licenseNodes = children(content, 'license');
    if (licenseNodes.length === 0) problems.push(`${where} has no <license>`);
    licenseNodes.forEach((license, licenseIndex) => {
      const at = `${where}.license[${licenseIndex}]`;
      const judged: RslLicense = { contentUrl: contentUrl ?? '', permits: new Set(), prohibits: new Set() };
      for (const kind of ['permits', 'prohibits'] as const) {
        for (const node of children(license, kind)) {
          const type = attribute(node, 'type') ?? 'usage';
          const tokens = tokensOf(textOf(node) ?? '', notes, `${at} <${kind} type="${type}">`);
          for (const token of tokens) {
            const pre = PRE_1_0_TOKENS[token];
            if (pre) problems.push(`${at} <${kind} type="${type}"> uses the pre-1.0 token "${token}" (1.0: "${pre}")`);
            else if (type === 'usage' && !(RSL_USAGES as readonly string[]).includes(token)) problems.push(`${at} <${kind} type="usage"> has the unknown token "${token}"`);
            else if (type === 'user' && !(RSL_USER_TYPES as readonly string[]).includes(token)) problems.push(`${at} <${kind} type="user"> has the unknown token "${token}"`);
            else if (type === 'geo' && !/^[A-Z]{2}$/.test(token)) problems.push(`${at} <${kind} type="geo"> has "${token}", not an ISO 3166-1 alpha-2 code`);
            else if (!['usage', 'user', 'geo'].includes(type)) problems.push(`${at} <${kind}> has the unknown type "${type}"`);
            if (type === 'usage') for (const use of COVERED_BY[token] ?? []) judged[kind].add(use);
          }
        }
      }
      for (const payment of children(license, 'payment')) {
        const type = attribute(payment, 'type');
        if (type === 'inference') problems.push(`${at} <payment type="inference"> is pre-1.0 (1.0: "use")`);
        else if (type !== null && !(RSL_PAYMENT_TYPES as readonly string[]).includes(type)) problems.push(`${at} <payment> has the unknown type "${type}"`);
        if (attribute(payment, 'amount') !== null) problems.push(`${at} <payment> gives "amount" as an attribute; RSL 1.0 uses an <amount currency="…"> element`);
        for (const amount of children(payment, 'amount')) {
          const currency = attribute(amount, 'currency');
          const value = textOf(amount) ?? '';
          if (!currency || !ISO_4217.has(currency)) problems.push(`${at} <amount> has ${currency ? `the currency "${currency}", not an ISO 4217 code` : 'no "currency"'}`);
          if (!/^\d+(\.\d+)?$/.test(value)) problems.push(`${at} <amount> "${value.slice(0, 20)}" is not a number`);
        }
      }
      licenses.push(judged);
    });
  });
  return { ok: true, licenses, problems: [...new Set(problems)].slice(0, 12), notes: [...new Set(notes)].slice(0, 6) };
}

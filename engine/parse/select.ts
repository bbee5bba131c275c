// Selector queries on the shared page document that do not walk the whole tree each time. About 30 queries read the
// start page; each `$(selector)` walks every node. Here one walk lists the document's elements in order (and by tag
// name), a query tests only the elements its selector can match (of its subject's type, or carrying its subject's
// attribute), and a repeated query is answered from memory.
import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';

interface ElementIndex {
  /** Every element in document order: the nodes `$(selector)` tests. */
  all: Element[];
  byTag: Map<string, Element[]>;
  found: Map<string, readonly Element[]>;
}

const indexes = new WeakMap<CheerioAPI, ElementIndex>();

function indexOf($: CheerioAPI): ElementIndex {
  let index = indexes.get($);
  if (index !== undefined) return index;
  index = { all: [], byTag: new Map(), found: new Map() };
  const { all, byTag } = index;
  // Depth first, parents before children: the order domutils' find (behind `$(selector)`) visits them in.
  const pending: AnyNode[] = [...$.root().get()].reverse();
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isTag(node)) {
      all.push(node);
      const sameTag = byTag.get(node.name);
      if (sameTag) sameTag.push(node);
      else byTag.set(node.name, [node]);
    }
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i -= 1) pending.push(node.children[i]!);
  }
  indexes.set($, index);
  return index;
}

/** The compounds of each alternative: splits at the commas and combinators outside brackets, parentheses and quotes; null on a backslash escape. */
function topLevelParts(selector: string): string[][] | null {
  const alternatives: string[][] = [];
  let compounds: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  const endCompound = () => {
    if (current !== '') compounds.push(current);
    current = '';
  };
  for (const char of selector) {
    if (char === '\\') return null;
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && char === ',') {
      endCompound();
      alternatives.push(compounds);
      compounds = [];
      continue;
    } else if (depth === 0 && /[\s>+~]/.test(char)) {
      endCompound();
      continue;
    }
    current += char;
  }
  endCompound();
  alternatives.push(compounds);
  return alternatives;
}

/** What an element must be for a compound to match it: of a type, or carrying an attribute (any letter case). */
type Requirement = { tag: string } | { attribute: string };

function requirementOf(compound: string): Requirement | null {
  // css-select compares an element's name with the selector's type lower-cased (HTML documents).
  const type = /^[a-z][a-z0-9-]*(?=$|[.#:[])/i.exec(compound);
  if (type) return { tag: type[0].toLowerCase() };
  if (/^#[^.#:[]/.test(compound)) return { attribute: 'id' };
  if (/^\.[^.#:[]/.test(compound)) return { attribute: 'class' };
  // Presence, equality and the substring tests all need the attribute; `!=` also matches elements without it.
  const attribute = /^\[\s*([a-z_][\w-]*)\s*(?:\]|[~^$*]?=|\|=)/i.exec(compound);
  if (attribute) return { attribute: attribute[1]!.toLowerCase() };
  return null;
}

interface Subjects {
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

/**
 * What the subjects of `selector`'s alternatives must be (`h1, body noscript, [role="main"]` → h1 or noscript
 * elements, or elements with a role), or null when one of them can be any element (`*`, `:not(...)`, `svg|a`).
 */
function readSubjects(selector: string): Subjects | null {
  const alternatives = topLevelParts(selector);
  if (alternatives === null) return null;
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const compounds of alternatives) {
    const requirement = requirementOf(compounds.at(-1) ?? '');
    if (requirement === null) return null;
    if ('tag' in requirement) tags.add(requirement.tag);
    else attributes.add(requirement.attribute);
  }
  return { tags, attributes };
}

// Most selectors are constants of the checks, read on every page; selectors built from page content are not kept.
const SUBJECTS_KEPT = 200;
const subjectsOf = new Map<string, Subjects | null>();

function subjects(selector: string): Subjects | null {
  let found = subjectsOf.get(selector);
  if (found === undefined) {
    found = readSubjects(selector);
    if (subjectsOf.size < SUBJECTS_KEPT) subjectsOf.set(selector, found);
  }
  return found;
}

function hasAnyAttribute(element: Element, names: ReadonlySet<string>): boolean {
  for (const name in element.attribs) if (names.has(name.toLowerCase())) return true;
  return false;
}

const TYPES_ONLY = /^\s*[a-z][a-z0-9-]*\s*(?:,\s*[a-z][a-z0-9-]*\s*)*$/i;

/** The elements `selector` can match (a superset of its matches), in document order. */
function candidates(index: ElementIndex, selector: string): Element[] {
  const wanted = subjects(selector);
  if (wanted === null) return index.all;
  const { tags, attributes } = wanted;
  if (attributes.size === 0 && tags.size === 1) return index.byTag.get(tags.values().next().value!) ?? [];
  return index.all.filter((element) => tags.has(element.name) || (attributes.size > 0 && hasAnyAttribute(element, attributes)));
}

/**
 * The elements `$(selector).toArray()` returns, in the same (document) order, for selectors without positional
 * pseudo-classes or `:scope`. The returned array is shared by every caller of the same query: never mutate it.
 */
export function queryAll($: CheerioAPI, selector: string): readonly Element[] {
  const index = indexOf($);
  let found = index.found.get(selector);
  if (found === undefined) {
    const tested = candidates(index, selector);
    // A list of bare type selectors (`h1, h2`) matches exactly the elements of those names: nothing to test.
    found = TYPES_ONLY.test(selector) ? tested : ($(tested).filter(selector).toArray() as Element[]);
    index.found.set(selector, found);
  }
  return found;
}

/** `$(selector).first()`, answered by queryAll. */
export function queryFirst($: CheerioAPI, selector: string): Cheerio<Element> {
  return $(queryAll($, selector).slice(0, 1));
}

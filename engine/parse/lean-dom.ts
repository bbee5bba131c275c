// Parses a page into the same domhandler tree cheerio builds by default, in a fraction of the memory: a 5 MB page of
// small elements took ~450 MB as cheerio's tree with source locations, ~80 MB as this one, and must fit an audit
// thread's heap budget.
// The tree is read-only (no check mutates a page), which is what lets nodes share maps and strings.
// Where the default tree spends the memory, and what this one keeps instead:
// - Source locations: parse5 gives every node a location object (start and end line, column and offset, plus
//   start-tag, end-tag and attribute locations for elements). The checks read only where a node starts: every node
//   keeps its start offset in `startIndex` (as the default adapter sets it too), and its line is counted from the
//   source when asked (sourceLineOf). Nothing keeps end positions (`endIndex` stays null) or `sourceCodeLocation`.
// - Attribute maps: Object.create(null) makes every map a dictionary-mode object in V8. Instances of a function whose
//   prototype is a null-prototype object inherit no keys either, but stay compact fast-mode objects. Elements
//   without attributes share one frozen map.
// - Attribute namespaces and prefixes: two more maps per element, empty in effect unless the element has namespaced
//   attributes (xlink:href in SVG). Those elements are built by the default adapter; every other one has none
//   (domhandler's `attributes` then reports each namespace and prefix as undefined, as it does for empty maps).
// - Children arrays: V8 grows an array from 0 to 16 slots on its first push; an element's array is cut to its length
//   when parse5 closes the element.
// - Text: parse5 hands text over word by word and the adapter appends each word with `+=`, which V8 keeps as a rope
//   of one string object per word until the text is read. Once nothing more is appended to a text node, its text is
//   flattened, and a short one (most often the whitespace between tags) shared with the same text elsewhere, as are
//   tag names and short attribute values (parse5 builds a new string for each).
import { load, type CheerioAPI } from 'cheerio';
import { Element, isText, type AnyNode, type Document } from 'domhandler';
import { Parser, type Token, type TreeAdapter } from 'parse5';
import { adapter as defaultAdapter, type Htmlparser2TreeAdapterMap } from 'parse5-htmlparser2-tree-adapter';
import { PAGE_STRUCTURE_CAPS } from '../config.js';

const AttributeMap = function AttributeMap() {} as unknown as new () => Record<string, string>;
AttributeMap.prototype = Object.create(null) as object;

/** Frozen, so a write meant for one element fails loudly instead of reaching every element without attributes. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(new AttributeMap());

/** parse5 asks for a node's location only to see whether it has one (a text node merged with later text keeps its
 * first start) or to add an end position (which this tree does not keep). */
const HAS_LOCATION: Token.ElementLocation = Object.freeze({
  ...{ startLine: 0, startCol: 0, startOffset: 0 },
  ...{ endLine: 0, endCol: 0, endOffset: 0 },
});

const isNamespaced = (attr: Token.Attribute) => attr.namespace !== undefined || attr.prefix !== undefined;


/** Why a page was not parsed to the end: which cap it went over, and where in the source. */
export interface StructureOverCap {
  cap: keyof typeof PAGE_STRUCTURE_CAPS;
  limit: number;
  /** Character offset of the token that went over the cap. */
  offset: number;
}

class PageStructureOverCap extends Error {
  constructor(readonly overCap: StructureOverCap) {
    super(`The page is over the ${overCap.cap} cap of ${overCap.limit}.`);
  }
}

// Counted for the page being parsed (parsing is synchronous); reset before each page.
let openElements = 0;
let elementsCreated = 0;
let lastStartOffset = 0;

function overCap(cap: StructureOverCap['cap']): never {
  throw new PageStructureOverCap({ cap, limit: PAGE_STRUCTURE_CAPS[cap], offset: lastStartOffset });
}

// Parsing is synchronous, so the texts of one page at a time are here; cleared after each page.
const SHARED_TEXT_MAX_LENGTH = 16;
const SHARED_TEXTS_MAX = 10_000;
const sharedTexts = new Map<string, string>();

/** The page's first copy of a short text, else the text itself. */
function shared(text: string): string {
  if (text.length > SHARED_TEXT_MAX_LENGTH) return text;
  const first = sharedTexts.get(text);
  if (first !== undefined) return first;
  if (sharedTexts.size < SHARED_TEXTS_MAX) sharedTexts.set(text, text);
  return text;
}

/** Called once nothing more is appended to a text node. */
function settleText(node: AnyNode | undefined): void {
  if (node === undefined || !isText(node)) return;
  // V8 flattens a rope when it reads it as a number; the number itself is not needed.
  Number(node.data);
  node.data = shared(node.data);
}

const leanTreeAdapter: TreeAdapter<Htmlparser2TreeAdapterMap> = {
  ...defaultAdapter,
  createElement(tagName, namespaceURI, attrs) {
    if (++elementsCreated > PAGE_STRUCTURE_CAPS.elements) overCap('elements');
    if (attrs.some(isNamespaced)) return defaultAdapter.createElement(tagName, namespaceURI, attrs);
    let attribs = NO_ATTRIBUTES;
    if (attrs.length > 0) {
      attribs = new AttributeMap();
      for (const attr of attrs) attribs[attr.name] = shared(attr.value);
    }
    const element = new Element(shared(tagName), attribs, []);
    element.namespace = namespaceURI;
    return element;
  },
  appendChild(parent, node) {
    settleText(parent.children.at(-1));
    defaultAdapter.appendChild(parent, node);
  },
  onItemPush() {
    if (++openElements > PAGE_STRUCTURE_CAPS.depth) overCap('depth');
  },
  onItemPop(element) {
    openElements -= 1;
    settleText(element.children.at(-1));
    if (element.children.length > 0) element.children = element.children.slice();
  },
  adoptAttributes(recipient, attrs) {
    for (const attr of attrs) {
      if (recipient.attribs[attr.name] !== undefined) continue;
      if (recipient.attribs === NO_ATTRIBUTES) recipient.attribs = new AttributeMap();
      recipient.attribs[attr.name] = attr.value;
      if (!isNamespaced(attr)) continue;
      (recipient['x-attribsNamespace'] ??= Object.create(null) as Record<string, string>)[attr.name] = attr.namespace!;
      (recipient['x-attribsPrefix'] ??= Object.create(null) as Record<string, string>)[attr.name] = attr.prefix!;
    }
  },
  setNodeSourceCodeLocation(node, location) {
    if (!location) return;
    node.startIndex = location.startOffset;
    lastStartOffset = location.startOffset;
  },
  getNodeSourceCodeLocation(node) {
    return isText(node) && node.startIndex !== null ? HAS_LOCATION : null;
  },
  updateNodeSourceCodeLocation() {},
};

interface Source {
  html: string;
  /** Offsets where lines 2, 3, … start; counted on the first sourceLineOf. */
  lineStarts: Uint32Array | null;
}

const sources = new WeakMap<Document, Source>();

/** parse5 counts "\r\n", a lone "\r" and "\n" as one line break each. */
function isLineEnd(html: string, index: number): boolean {
  const code = html.charCodeAt(index);
  return code === 10 || (code === 13 && html.charCodeAt(index + 1) !== 10);
}

/**
 * Lines shorter than this on average are dense: a search per line break costs more than a loop over every character
 * once the loop is optimised (a 5 MB page of nothing but line breaks: 121 ms against 44).
 */
const DENSE_LINE_CHARACTERS = 16;
/** Line breaks read before a page's lines are judged dense: a page may open with a few blank lines. */
const LINES_BEFORE_JUDGING = 64;

/** Offsets where lines 2, 3, … of `html` start. */
function lineStartsOf(html: string): Uint32Array {
  return sparseLineStarts(html) ?? denseLineStarts(html);
}

/**
 * The line starts found with indexOf, which searches in native code: on a page people write, a loop over every
 * character runs in the interpreter before it is optimised (~2 ms on a 14 KB docs page in a one-page CLI audit, 0.1
 * ms this way; bench/README.md, 2026-11-29 second session). Null as soon as the lines are dense.
 */
function sparseLineStarts(html: string): Uint32Array | null {
  const starts: number[] = [];
  let lineFeed = html.indexOf('\n');
  let carriageReturn = html.indexOf('\r');
  while (lineFeed !== -1 || carriageReturn !== -1) {
    let start: number;
    if (carriageReturn !== -1 && (lineFeed === -1 || carriageReturn < lineFeed)) {
      // "\r\n" ends its line after the "\n"; the "\n" is then spent.
      const pair = lineFeed === carriageReturn + 1;
      start = carriageReturn + (pair ? 2 : 1);
      if (pair) lineFeed = html.indexOf('\n', lineFeed + 1);
      carriageReturn = html.indexOf('\r', carriageReturn + 1);
    } else {
      start = lineFeed + 1;
      lineFeed = html.indexOf('\n', lineFeed + 1);
    }
    starts.push(start);
    if (starts.length >= LINES_BEFORE_JUDGING && start < starts.length * DENSE_LINE_CHARACTERS) return null;
  }
  return Uint32Array.from(starts);
}

/** The line starts found by a loop over every character: counted, then written, 4 bytes a line. */
function denseLineStarts(html: string): Uint32Array {
  let lines = 0;
  for (let index = 0; index < html.length; index += 1) if (isLineEnd(html, index)) lines += 1;
  const starts = new Uint32Array(lines);
  let line = 0;
  for (let index = 0; index < html.length; index += 1) if (isLineEnd(html, index)) starts[line++] = index + 1;
  return starts;
}

/** 1-based source line a node of a document parsed here starts on (the line parse5 reports), else null. */
export function sourceLineOf(node: AnyNode): number | null {
  const offset = node.startIndex;
  if (offset === null) return null;
  let root: AnyNode = node;
  while (root.parent !== null) root = root.parent;
  const source = sources.get(root as Document);
  if (source === undefined) return null;
  const starts = (source.lineStarts ??= lineStartsOf(source.html));
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= offset) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

type LeanParserMap = Htmlparser2TreeAdapterMap;
type TokenOf<K extends 'onStartTag' | 'onEndTag' | 'onCharacter' | 'onComment'> = Parameters<Parser<LeanParserMap>[K]>[0];

/** parse5's parser, charging each token the stacks the tree construction may walk for it (see PAGE_STRUCTURE_CAPS). */
class BoundedParser extends Parser<LeanParserMap> {
  private work = 0;

  private charge(location: Token.Location | null | undefined): void {
    if (location) lastStartOffset = location.startOffset;
    this.work += this.openElements.stackTop + 1 + this.activeFormattingElements.entries.length;
    if (this.work > PAGE_STRUCTURE_CAPS.work) overCap('work');
  }

  override onStartTag(token: TokenOf<'onStartTag'>): void {
    this.charge(token.location);
    super.onStartTag(token);
  }

  override onEndTag(token: TokenOf<'onEndTag'>): void {
    this.charge(token.location);
    super.onEndTag(token);
  }

  override onCharacter(token: TokenOf<'onCharacter'>): void {
    this.charge(token.location);
    super.onCharacter(token);
  }

  override onNullCharacter(token: TokenOf<'onCharacter'>): void {
    this.charge(token.location);
    super.onNullCharacter(token);
  }

  override onWhitespaceCharacter(token: TokenOf<'onCharacter'>): void {
    this.charge(token.location);
    super.onWhitespaceCharacter(token);
  }

  override onComment(token: TokenOf<'onComment'>): void {
    this.charge(token.location);
    super.onComment(token);
  }
}

/**
 * The page as cheerio's document, with the source positions the checks read (see above), or the cap it went over
 * (PAGE_STRUCTURE_CAPS): parsing stops there, so no page costs more than the caps allow.
 */
export function loadLeanDocument(html: string): { $: CheerioAPI; overCap: null } | { $: null; overCap: StructureOverCap } {
  openElements = 0;
  elementsCreated = 0;
  lastStartOffset = 0;
  try {
    // Options as cheerio's own parse5 call sets them (scripting on: <noscript> is raw text).
    const document = BoundedParser.parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true, treeAdapter: leanTreeAdapter });
    const $ = load(document);
    sources.set($.root().get(0)!, { html, lineStarts: null });
    return { $, overCap: null };
  } catch (error) {
    if (error instanceof PageStructureOverCap) return { $: null, overCap: error.overCap };
    throw error;
  } finally {
    sharedTexts.clear();
  }
}

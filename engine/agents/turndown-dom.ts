// The already-parsed page handed to turndown as the DOM it walks, instead of HTML text it would parse again with
// domino (about half of a conversion's CPU). turndown reads a small part of the DOM (node types and names, siblings,
// children, attributes, text) and rewrites text while collapsing whitespace, so each conversion gets its own copy of
// the nodes it needs. The copy is built as domino builds the tree of `<x-turndown>` + HTML + `</x-turndown>` (how
// turndown wraps a string), so the Markdown is the same as from the HTML text: tests/engine/agent-views.test.ts.
import type { AnyNode, Document, Element as DomElement } from 'domhandler';

const TEXT = 3;
const ELEMENT = 1;
const COMMENT = 8;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** One node as turndown reads it (the DOM properties it uses, no more), with sibling links, as removing a node is
 *  frequent (whitespace) and must not cost a scan of its siblings. */
class TurndownNode {
  parentNode: TurndownNode | null = null;
  firstChild: TurndownNode | null = null;
  lastChild: TurndownNode | null = null;
  nextSibling: TurndownNode | null = null;
  previousSibling: TurndownNode | null = null;
  private listed: TurndownNode[] | null = null;
  /** The element's text, kept once asked (turndown asks of every element and again of each inline one); dropped
   *  with its ancestors' when a text inside changes or a node is removed. */
  private text: string | null = null;
  private value: string;
  // Properties turndown sets on the nodes it visits.
  [property: string]: unknown;

  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    data: string,
    private readonly attributes: Readonly<Record<string, string>> | null,
  ) {
    this.value = data;
  }

  get data(): string {
    return this.value;
  }

  set data(value: string) {
    this.value = value;
    this.parentNode?.forgetText();
  }

  private forgetText(): void {
    if (this.text === null) return; // none kept here, so none above (an element's text is kept after its children's)
    this.text = null;
    this.parentNode?.forgetText();
  }

  get nodeValue(): string | null {
    return this.nodeType === ELEMENT ? null : this.data;
  }

  get childNodes(): TurndownNode[] {
    if (this.listed === null) {
      this.listed = [];
      for (let node = this.firstChild; node !== null; node = node.nextSibling) this.listed.push(node);
    }
    return this.listed;
  }

  get children(): TurndownNode[] {
    return this.childNodes.filter((node) => node.nodeType === ELEMENT);
  }

  get lastElementChild(): TurndownNode | null {
    for (let node = this.lastChild; node !== null; node = node.previousSibling) if (node.nodeType === ELEMENT) return node;
    return null;
  }

  get textContent(): string {
    if (this.nodeType !== ELEMENT) return this.value;
    if (this.text === null) {
      let text = '';
      for (let node = this.firstChild; node !== null; node = node.nextSibling) {
        if (node.nodeType === TEXT) text += node.value;
        else if (node.nodeType === ELEMENT) text += node.textContent;
      }
      this.text = text;
    }
    return this.text;
  }

  getAttribute(name: string): string | null {
    return this.attributes?.[name.toLowerCase()] ?? null;
  }

  /** Only whether there are any: turndown asks for `.length` (HTML names match in any case, as in domino). */
  getElementsByTagName(name: string): { length: number } {
    const upper = name.toUpperCase();
    const found = (parent: TurndownNode): boolean => {
      for (let node = parent.firstChild; node !== null; node = node.nextSibling) {
        if (node.nodeType === ELEMENT && (node.nodeName.toUpperCase() === upper || found(node))) return true;
      }
      return false;
    };
    return { length: found(this) ? 1 : 0 };
  }

  removeChild(node: TurndownNode): void {
    if (node.previousSibling) node.previousSibling.nextSibling = node.nextSibling;
    else this.firstChild = node.nextSibling;
    if (node.nextSibling) node.nextSibling.previousSibling = node.previousSibling;
    else this.lastChild = node.previousSibling;
    node.parentNode = node.nextSibling = node.previousSibling = null;
    this.listed = null;
    this.forgetText();
  }

  append(node: TurndownNode): void {
    node.parentNode = this;
    node.previousSibling = this.lastChild;
    if (this.lastChild) this.lastChild.nextSibling = node;
    else this.firstChild = node;
    this.lastChild = node;
    this.listed = null;
    this.forgetText();
  }

  /** turndown clones what it is given; the copy here is already its own, so it is handed over as it is. */
  cloneNode(): TurndownNode {
    return this;
  }
}

/** Thrown where the parsed tree is not what turndown's parser would build from the same HTML. */
class NotTurndownsTree extends Error {}

/**
 * Elements whose HTML, written out and parsed again, is not the tree the page's parse built: noscript (the page is
 * parsed with scripting on, so its content is text; domino parses with scripting off, so elements), plaintext (runs
 * to the end of the input, turndown's wrapper included), and textarea and listing (a leading line feed is dropped
 * again on each parse).
 */
const RETOLD = new Set(['noscript', 'plaintext', 'textarea', 'listing']);

/** Text added to a text node's copy at an offset of its text (`at`), as if the HTML had it there. */
export interface TextInsertion {
  at: number;
  text: string;
}

type Insertions = ReadonlyMap<AnyNode, readonly TextInsertion[]>;

/** An element of the page whose copy is wanted back (to tell turndown's rules which node it is). */
interface Sought {
  element: AnyNode;
  copy: TurndownNode | null;
}

function insertedInto(data: string, insertions: readonly TextInsertion[]): string {
  let text = data;
  for (const { at, text: added } of [...insertions].sort((a, b) => b.at - a.at)) text = text.slice(0, at) + added + text.slice(at);
  return text;
}

/**
 * Element names as turndown compares them, upper case and internalized (made property keys): turndown looks each
 * node's name up in its lists of block, void and other elements, and V8 compares two internalized strings by
 * identity, where each name upper-cased afresh would be compared character by character.
 */
const TURNDOWN_NAMES = new Map<string, string>();

function turndownNameOf(name: string): string {
  let upper = TURNDOWN_NAMES.get(name);
  if (upper === undefined) {
    upper = Object.keys({ [name.toUpperCase()]: true })[0]!;
    // Bounded: names are the page's to choose (custom elements).
    if (TURNDOWN_NAMES.size < 4_096) TURNDOWN_NAMES.set(name, upper);
  }
  return upper;
}

function copyOf(node: AnyNode, insertions: Insertions | null, sought: Sought | null): TurndownNode | null {
  if (node.type === 'text') {
    const inserted = insertions?.get(node);
    return new TurndownNode(TEXT, '#text', inserted ? insertedInto(node.data, inserted) : node.data, null);
  }
  if (node.type === 'comment') return new TurndownNode(COMMENT, '#comment', node.data, null);
  if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
    const element = node as DomElement;
    const html = !element.namespace || element.namespace === HTML_NAMESPACE;
    if (html && RETOLD.has(element.name)) throw new NotTurndownsTree();
    const copy = new TurndownNode(ELEMENT, html ? turndownNameOf(element.name) : element.name, '', element.attribs);
    if (sought?.element === node) sought.copy = copy;
    for (const child of element.children) {
      const childCopy = copyOf(child, insertions, sought);
      if (childCopy) copy.append(childCopy);
    }
    return copy;
  }
  return null; // doctype, processing instructions: not in turndown's tree
}

/** What turndown converts: its wrapper element around `nodes` (pass it to `turndown()`); null where the parsed
 *  tree differs from the one turndown would parse from the HTML (a noscript element), so the HTML is converted. */
function wrapped(nodes: readonly AnyNode[], insertions: Insertions | null = null, sought: Sought | null = null): TurndownNode | null {
  const root = new TurndownNode(ELEMENT, 'X-TURNDOWN', '', { id: 'turndown-root' });
  for (const node of nodes) {
    let copy: TurndownNode | null;
    try {
      copy = copyOf(node, insertions, sought);
    } catch (error) {
      if (error instanceof NotTurndownsTree) return null;
      throw error;
    }
    if (!copy) continue;
    // Text on either side of a tag the parser ignores there (</head>, <body>) is one text node, as in domino's tree.
    if (copy.nodeType === TEXT && root.lastChild?.nodeType === TEXT) root.lastChild.data += copy.data;
    else root.append(copy);
  }
  return root;
}

/** One element as turndown would see its outer HTML. */
export function turndownTreeOfElement(element: AnyNode): TurndownNode | null {
  return wrapped([element]);
}

/**
 * A whole document as turndown would see its HTML: inside turndown's wrapper the parser is in the body already, so
 * the head's elements (title, style, scripts) stay where they are, in order with the body's, and the html, head and
 * body elements themselves vanish. `insertions` add text inside text nodes, as the same text added to the HTML where
 * those nodes' text is would.
 */
export function turndownTreeOfDocument(document: Document, insertions: Insertions | null = null): TurndownNode | null {
  return wrapped(documentNodes(document), insertions);
}

/** The document's tree (turndownTreeOfDocument) and the copy of one of its elements in it; null as there, or where
 *  the element is not in the tree. */
export function turndownTreeOfDocumentWith(document: Document, element: AnyNode): { tree: TurndownNode; element: TurndownNode } | null {
  const sought: Sought = { element, copy: null };
  const tree = wrapped(documentNodes(document), null, sought);
  return tree === null || sought.copy === null ? null : { tree, element: sought.copy };
}

function documentNodes(document: Document): AnyNode[] {
  const nodes: AnyNode[] = [];
  for (const top of document.children) {
    if (top.type !== 'tag' || (top as DomElement).name !== 'html') continue;
    for (const child of (top as DomElement).children) {
      const name = child.type === 'tag' ? (child as DomElement).name : null;
      if (name === 'head' || name === 'body') nodes.push(...(child as DomElement).children);
      else nodes.push(child);
    }
  }
  return nodes;
}

export type { TurndownNode };

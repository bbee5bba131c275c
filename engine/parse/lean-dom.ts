// Parses a page into the same domhandler tree cheerio builds by default, in a fraction of the memory: a 5 MB page of
// small elements took ~450 MB as cheerio's tree with source locations, and must fit an audit thread's heap budget.
// The tree is read-only (no check mutates a page), which is what lets elements share one namespace map.
// Where the default tree spends the memory, and what this one keeps instead:
// - Source locations: parse5 gives every node a location object (start and end line, column and offset, plus
//   start-tag, end-tag and attribute locations for elements). The checks read only an element's start line (lineOf)
//   and a text node's start offset (firstTextOffset): an element keeps `sourceCodeLocation` with just startLine and
//   startOffset, and every node its start offset in `startIndex` (as the default adapter sets it too); nothing keeps
//   end positions (`endIndex` stays null).
// - Attribute maps: Object.create(null) makes every map a dictionary-mode object in V8. Instances of a function whose
//   prototype is a null-prototype object inherit no keys either, but stay compact fast-mode objects.
// - Attribute namespaces and prefixes: two more maps per element, empty in effect unless the element has namespaced
//   attributes (xlink:href in SVG); those elements are built by the default adapter, every other one shares a frozen
//   empty map.
// - Children arrays: V8 grows an array from 0 to 16 slots on its first push; an element's array is cut to its length
//   when parse5 closes the element.
// - Text: parse5 hands text over word by word and the adapter appends each word with `+=`, which V8 keeps as a rope
//   of one string object per word until the text is read; a text node's text is flattened once nothing more is
//   appended to it.
import { load, type CheerioAPI } from 'cheerio';
import { Element, isTag, isText, type AnyNode } from 'domhandler';
import type { Token, TreeAdapter } from 'parse5';
import { adapter as defaultAdapter, type Htmlparser2TreeAdapterMap } from 'parse5-htmlparser2-tree-adapter';

const AttributeMap = function AttributeMap() {} as unknown as new () => Record<string, string>;
AttributeMap.prototype = Object.create(null) as object;

const NO_NAMESPACES: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);

/** parse5 asks for a node's location only to see whether it has one (a text node merged with later text keeps its
 * first start) or to add an end position (which this tree does not keep). */
const HAS_LOCATION: Token.ElementLocation = Object.freeze({
  ...{ startLine: 0, startCol: 0, startOffset: 0 },
  ...{ endLine: 0, endCol: 0, endOffset: 0 },
});

const isNamespaced = (attr: Token.Attribute) => attr.namespace !== undefined || attr.prefix !== undefined;

/** V8 flattens a rope when it reads it as a number; the number itself is not needed. */
function flattenText(node: AnyNode | undefined): void {
  if (node !== undefined && isText(node)) Number(node.data);
}

export const leanTreeAdapter: TreeAdapter<Htmlparser2TreeAdapterMap> = {
  ...defaultAdapter,
  createElement(tagName, namespaceURI, attrs) {
    if (attrs.some(isNamespaced)) return defaultAdapter.createElement(tagName, namespaceURI, attrs);
    const attribs = new AttributeMap();
    for (const attr of attrs) attribs[attr.name] = attr.value;
    // The default adapter's property order, so both kinds of element share V8's hidden classes.
    const element = new Element(tagName, attribs, []);
    element.namespace = namespaceURI;
    element['x-attribsNamespace'] = NO_NAMESPACES;
    element['x-attribsPrefix'] = NO_NAMESPACES;
    return element;
  },
  appendChild(parent, node) {
    flattenText(parent.children.at(-1));
    defaultAdapter.appendChild(parent, node);
  },
  onItemPop(element) {
    flattenText(element.children.at(-1));
    if (element.children.length > 0) element.children = element.children.slice();
  },
  adoptAttributes(recipient, attrs) {
    for (const attr of attrs) {
      if (recipient.attribs[attr.name] !== undefined) continue;
      recipient.attribs[attr.name] = attr.value;
      if (!isNamespaced(attr)) continue;
      if (recipient['x-attribsNamespace'] === NO_NAMESPACES) {
        recipient['x-attribsNamespace'] = Object.create(null) as Record<string, string>;
        recipient['x-attribsPrefix'] = Object.create(null) as Record<string, string>;
      }
      recipient['x-attribsNamespace']![attr.name] = attr.namespace!;
      recipient['x-attribsPrefix']![attr.name] = attr.prefix!;
    }
  },
  setNodeSourceCodeLocation(node, location) {
    if (location) node.startIndex = location.startOffset;
    if (!isTag(node)) return;
    const { startLine, startOffset } = location ?? {};
    node.sourceCodeLocation = location && ({ startLine, startOffset } as Token.ElementLocation);
  },
  getNodeSourceCodeLocation(node) {
    return isText(node) && node.startIndex !== null ? HAS_LOCATION : null;
  },
  updateNodeSourceCodeLocation() {},
};

/** The page as cheerio's document, with the source positions the checks read (see above). */
export function loadLeanDocument(html: string): CheerioAPI {
  return load(html, { sourceCodeLocationInfo: true, treeAdapter: leanTreeAdapter });
}

// The llms.txt structure (llmstxt.org) read from a markdown syntax tree, and headings of large markdown files.
import type { Heading, Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { LlmsSection, LlmsStructure } from './llms-structure.js';
import { plainLlmsStructure } from './llms-plain.js';

/** Parsing is bounded: files longer than this are judged on their beginning (they fail on size anyway). */
export const MARKDOWN_PARSE_LIMIT = 200_000;

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function collectLinks(node: Nodes, into: string[]): void {
  if (node.type === 'link') into.push(node.url);
  if ('children' in node) for (const child of node.children as Nodes[]) collectLinks(child, into);
}

function isHeading(node: RootContent, depth: number): node is Heading {
  return node.type === 'heading' && node.depth === depth;
}

/** The llms.txt structure; files in the plain subset of markdown skip the syntax tree (see llms-plain.ts). */
export function analyzeLlmsTxt(text: string): LlmsStructure {
  const bounded = text.slice(0, MARKDOWN_PARSE_LIMIT);
  return plainLlmsStructure(bounded) ?? analyzeLlmsTxtTree(bounded);
}

/** The llms.txt structure read from the full CommonMark syntax tree. */
export function analyzeLlmsTxtTree(text: string): LlmsStructure {
  const tree = fromMarkdown(text.slice(0, MARKDOWN_PARSE_LIMIT));
  const blocks = tree.children.filter((node) => node.type !== 'html' && node.type !== 'definition');
  const first = blocks[0];
  const h1Node = blocks.find((node) => isHeading(node, 1));
  const firstH2Index = blocks.findIndex((node) => isHeading(node, 2));
  const beforeSections = firstH2Index === -1 ? blocks : blocks.slice(0, firstH2Index);
  const quote = beforeSections.find((node) => node.type === 'blockquote');

  const sections: LlmsSection[] = [];
  let current: LlmsSection | null = null;
  for (const node of blocks) {
    if (node.type === 'heading' && node.depth <= 2) {
      // An H1 after the sections closes them; each H2 opens one.
      current = node.depth === 2 ? { title: plainText(node).trim(), line: node.position?.start.line ?? 0, linkCount: 0 } : null;
      if (current) sections.push(current);
    } else if (current && node.type === 'list') {
      const links: string[] = [];
      collectLinks(node, links);
      current.linkCount += links.length;
    }
  }
  const links: string[] = [];
  collectLinks(tree, links);
  return {
    startsWithH1: first !== undefined && isHeading(first, 1),
    h1: h1Node ? plainText(h1Node).trim() : null,
    summary: quote ? plainText(quote).trim() : null,
    sections,
    links,
  };
}

/** ATX headings outside fenced code blocks, by a line scan (cheap enough for multi-megabyte files). */
export function markdownHeadings(text: string): Array<{ depth: number; text: string; line: number }> {
  const headings: Array<{ depth: number; text: string; line: number }> = [];
  let fence: string | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = /^\s{0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (heading) headings.push({ depth: heading[1]!.length, text: heading[2]!, line: index + 1 });
  });
  return headings;
}

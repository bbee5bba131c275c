// Markdown we write, read back as a CommonMark parser (micromark through mdast-util-from-markdown) reads it: the
// escaping tests (issue 21 point 8) look for the nodes a hostile site's text must never form, in the service's
// Markdown and the CLI's alike.
import { fromMarkdown } from 'mdast-util-from-markdown';

/** Nodes no site text may form (`strong` and `inlineCode` are ours: the status label and the check id). */
export const FORBIDDEN = new Set(['link', 'image', 'html', 'linkReference', 'imageReference', 'definition', 'emphasis', 'delete']);

export interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

export function nodesOf(markdown: string): Node[] {
  const all: Node[] = [];
  const walk = (node: Node) => {
    all.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(markdown) as Node);
  return all;
}

/** The text a reader sees: every text and code value, in order. */
export function textOf(node: Node): string {
  return node.value !== undefined && (node.type === 'text' || node.type === 'inlineCode') ? node.value : (node.children ?? []).map(textOf).join('');
}

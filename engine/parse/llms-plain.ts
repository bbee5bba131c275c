// Most llms.txt files are written in a small plain subset of markdown: ATX headings, "> " summary lines,
// "- [name](url): notes" lists and plain paragraphs. For those, the structure is read line by line; the full
// CommonMark parser (micromark) costs about 600 bytes of garbage per input character, which made it one of the
// largest allocators of an audit. Anything outside the subset returns null and goes to the syntax tree, so the
// result is always what the tree gives (tests/unit/engine/llms-plain.test.ts compares both on generated files).
import type { LlmsSection, LlmsStructure } from './llms-structure.js';

/**
 * Inline text with no markdown meaning: no emphasis, code, link, HTML, escape or entity characters, no tabs,
 * no leading, trailing or double spaces (indentation, hard breaks), no Unicode whitespace.
 */
const TEXT = String.raw`(?! )(?!.*  )(?!.* $)(?:[A-Za-z0-9 .,;:'"?()/+=%@$^{}-]|[^\x00-\x7f\s])+`;
/** A link destination with no escapes, entities, parentheses, angle brackets or spaces. */
const DESTINATION = String.raw`[A-Za-z0-9._~:/?#@!$'*+,;=%-]+`;

const HEADING = new RegExp(String.raw`^(#{1,6}) (${TEXT})$`);
/** Lines whose content could itself start a block (a list, a heading, a quote) must start with a letter. */
const QUOTE = new RegExp(String.raw`^> ((?=[A-Za-z])${TEXT})$`);
const LINK_ITEM = new RegExp(String.raw`^- \[${TEXT}\]\((${DESTINATION})\)(?:: ${TEXT})?$`);
const PLAIN_ITEM = new RegExp(String.raw`^- (?=[A-Za-z])${TEXT}$`);
const PARAGRAPH = new RegExp(String.raw`^(?=[A-Za-z])${TEXT}$`);

type Block =
  | { kind: 'heading'; depth: number; text: string; line: number }
  | { kind: 'paragraph' }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'list'; links: string[] };

type LineKind = 'blank' | 'heading' | 'quote' | 'list' | 'paragraph';

/** The structure analyzeLlmsTxtTree would give, or null when the text leaves the plain subset. */
export function plainLlmsStructure(text: string): LlmsStructure | null {
  if (text.includes('\r')) return null;
  const blocks: Block[] = [];
  let previous: LineKind = 'blank';
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    let kind: LineKind;
    let heading: RegExpExecArray | null = null;
    let quote: RegExpExecArray | null = null;
    let link: RegExpExecArray | null = null;
    if (line === '') kind = 'blank';
    else if ((heading = HEADING.exec(line))) kind = 'heading';
    else if ((quote = QUOTE.exec(line))) kind = 'quote';
    else if ((link = LINK_ITEM.exec(line)) || PLAIN_ITEM.test(line)) kind = 'list';
    else if (PARAGRAPH.test(line)) kind = 'paragraph';
    else return null;
    // Lines of different kinds that touch (lazy continuations, blocks interrupting paragraphs) are left to the tree.
    const continues = previous === kind && kind !== 'heading' && kind !== 'blank';
    if (previous !== 'blank' && previous !== 'heading' && kind !== 'blank' && kind !== 'heading' && !continues) return null;
    previous = kind;
    if (kind === 'heading') {
      blocks.push({ kind, depth: heading![1]!.length, text: heading![2]!, line: index + 1 });
    } else if (kind === 'quote') {
      const last = blocks.at(-1);
      if (continues && last?.kind === 'quote') last.lines.push(quote![1]!);
      else blocks.push({ kind, lines: [quote![1]!] });
    } else if (kind === 'list') {
      let last = blocks.at(-1);
      // Items separated only by blank lines stay one (loose) list, as in the tree.
      if (last?.kind !== 'list') blocks.push((last = { kind, links: [] }));
      if (link) last.links.push(link[1]!);
    } else if (kind === 'paragraph' && !continues) {
      blocks.push({ kind });
    }
  }
  return structureOf(blocks);
}

function structureOf(blocks: Block[]): LlmsStructure {
  const isHeading = (block: Block | undefined, depth: number) => block?.kind === 'heading' && block.depth === depth;
  const h1 = blocks.find((block) => isHeading(block, 1));
  const firstH2Index = blocks.findIndex((block) => isHeading(block, 2));
  const beforeSections = firstH2Index === -1 ? blocks : blocks.slice(0, firstH2Index);
  const quote = beforeSections.find((block) => block.kind === 'quote');
  const sections: LlmsSection[] = [];
  let current: LlmsSection | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.depth <= 2) {
      current = block.depth === 2 ? { title: block.text.trim(), line: block.line, linkCount: 0 } : null;
      if (current) sections.push(current);
    } else if (current && block.kind === 'list') {
      current.linkCount += block.links.length;
    }
  }
  return {
    startsWithH1: isHeading(blocks[0], 1),
    h1: h1?.kind === 'heading' ? h1.text.trim() : null,
    summary: quote?.kind === 'quote' ? quote.lines.join('\n').trim() : null,
    sections,
    links: blocks.flatMap((block) => (block.kind === 'list' ? block.links : [])),
  };
}

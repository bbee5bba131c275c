// What converting a page to Markdown may cost (issue 44 point 1): an output size and a CPU time per page and per
// audit, whatever the page's nesting. turndown's rules for quotes and list items prefix every line of their content
// at every level, and its join re-reads the Markdown built so far for each child it appends, so a small page can grow
// without bound: 62 KB of `<blockquote>`×500 around 10,000 lines is 10 MB of Markdown and 4.4 s of CPU. turndown
// cannot be stopped once it runs, so the cost of a conversion is estimated before it runs, from the parsed page, and
// only the part of the page that fits the budget is converted; the time each conversion took is then charged to the
// page and to the audit, and nothing more is converted once either is spent.
import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { threadCpuMs } from '../cpu-time.js';
import { thousands } from '../thousands.js';

export const CONVERSION_BUDGET = {
  /** Characters of Markdown one page's conversion may produce. */
  markdownChars: 1_000_000,
  /** CPU one page's conversions may spend together (every profile's and journey's conversion of the same body). */
  cpuMsPerPage: 500,
  /** CPU all conversions of one audit may spend together (views, journeys, excerpts). */
  cpuMsPerAudit: 3_000,
  /**
   * The estimated work one conversion may do (estimateConversion's units: about a character copied or rewritten by
   * turndown, 0.7 to 2 ns each on the two-core machine it was measured on): 150 million is 100 to 300 ms, inside
   * the page's time budget with room for a slower machine. The largest ordinary pages measured (a 730 KB page of
   * 8,000 paragraphs, 2,400 navigation links) estimate at 25 to 40 million.
   */
  work: 150_000_000,
} as const;

/** Why a page's conversion stopped before its end. */
export interface ConversionCut {
  /** Characters of the page's HTML that were converted (its first ones). */
  convertedChars: number;
  /** Characters of HTML the page has. */
  htmlChars: number;
  /** markdown: the page's Markdown would pass the output budget; work: its conversion would pass the time budget;
   *  page-time / audit-time: the page's or the audit's conversion time was spent before this conversion. */
  budget: 'markdown' | 'work' | 'page-time' | 'audit-time';
  /** The Markdown the whole page would make, as estimated. */
  estimatedMarkdown: number;
  /** The deepest nesting of quotes and list items whose lines are prefixed, as estimated. */
  nesting: number;
}

/** One sentence naming the budget, for views, journeys and findings. */
export function describeCut(cut: ConversionCut): string {
  const budget = CONVERSION_BUDGET;
  const why =
    cut.budget === 'page-time'
      ? `this page's conversions had spent their ${budget.cpuMsPerPage} ms of CPU`
      : cut.budget === 'audit-time'
        ? `the audit's conversions had spent their ${thousands(budget.cpuMsPerAudit)} ms of CPU`
        : cut.nesting > 1
          ? `the page's nesting (${cut.nesting} levels of quotes or list items, each prefixing every line inside it) multiplies its Markdown to about ${thousands(cut.estimatedMarkdown)} characters, over the budget of ${thousands(budget.markdownChars)} characters and ${budget.cpuMsPerPage} ms of CPU per page`
          : `its Markdown would be about ${thousands(cut.estimatedMarkdown)} characters, over the budget of ${thousands(budget.markdownChars)} characters and ${budget.cpuMsPerPage} ms of CPU per page`;
  return `Converted the first ${thousands(cut.convertedChars)} of ${thousands(cut.htmlChars)} characters of HTML: ${why}.`;
}

/** Elements whose text the conversion drops (convert.ts NEVER_CONTENT; not imported: convert.ts loads turndown). */
const NEVER_CONVERTED = new Set(['script', 'style', 'template']);
/** Elements whose lines turndown prefixes, and by how many characters: `> ` for a quote, four spaces for a list item. */
const LINE_PREFIX: Readonly<Record<string, number>> = { blockquote: 2, li: 4 };
/** Elements whose rule rewrites its whole content with regular expressions (each rewrite re-reads it). */
const REWRITES: Readonly<Record<string, number>> = { blockquote: 3, li: 12, pre: 2, code: 1 };
/** Elements whose content turndown surrounds with blank lines (its block list). */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'audio', 'blockquote', 'body', 'canvas', 'center', 'dd', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html', 'isindex', 'li', 'main', 'menu', 'nav', 'noframes',
  'noscript', 'ol', 'output', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
/**
 * What turndown spends on a node besides its content (finding its rule, whitespace and blank checks), in the units
 * of `work` (about a character's copy each): an inline element reads its text and its neighbours' for flanking
 * whitespace, a void one (br, img) still runs its rule.
 */
const NODE_WORK = { text: 2_000, block: 2_000, inline: 10_000, void: 4_000 } as const;
/** How often (in leaves: text nodes and void elements) the pending cost of the open elements is added up. */
const CHECK_EVERY = 32;

interface Frame {
  name: string;
  /** Markdown its content has made so far (before its own rule). */
  acc: number;
  /** Line breaks in that content (each gets the line prefix of every enclosing quote and list item). */
  lines: number;
  inPre: boolean;
  nesting: number;
  /** Per-element constants, looked up once: its line prefix, its rule's rewrites, whether it is a block, what its
   *  rule adds besides its content (a link's `[…](href)`). */
  prefix: number;
  rewrites: number;
  block: boolean;
  extra: number;
}

export interface ConversionEstimate {
  /** Characters of Markdown the whole page makes. */
  markdown: number;
  /** Characters turndown copies or rewrites on the way (its CPU cost, roughly linear in this). */
  work: number;
  /** The deepest nesting of line-prefixing elements. */
  nesting: number;
  /** Source offset to cut the page at so that what precedes it fits the budget; null when the whole page fits. */
  cut: number | null;
  /** Which budget the cut is for. */
  over: 'markdown' | 'work' | null;
}

function frameOf(name: string, parent: Frame | null, element: Element | null = null): Frame {
  const prefix = LINE_PREFIX[name] ?? 0;
  const href = name === 'a' ? element?.attribs.href : undefined;
  return {
    name,
    acc: 0,
    lines: 0,
    inPre: (parent?.inPre ?? false) || name === 'pre',
    nesting: (parent?.nesting ?? 0) + (prefix > 0 ? 1 : 0),
    prefix,
    rewrites: REWRITES[name] ?? 0,
    block: BLOCKS.has(name),
    extra: href ? href.length + 4 : 0,
  };
}

/** The Markdown an element makes of its content: a prefix on every line for quotes and list items (whose rules trim
 *  the content's leading and trailing blank lines first), blank lines around blocks. */
function outOf(frame: Frame, acc: number, lines: number): number {
  return acc + frame.extra + (frame.prefix > 0 ? frame.prefix * (lines + 1) : 0) + (frame.block ? 2 : 0);
}

/** Each element costs turndown its rule lookup, and its content is joined into one string (a copy at every level),
 *  then rewritten by its rule where that rule uses regular expressions. */
function workOf(frame: Frame, acc: number, out: number): number {
  return (frame.block ? NODE_WORK.block : NODE_WORK.inline) + acc + out * frame.rewrites;
}

/** Adds a child's Markdown to its parent's content: a block child after other content is separated by a blank line. */
function append(frame: Frame, out: number, lines: number, block: boolean): void {
  if (block && frame.acc > 0) frame.lines += 2;
  frame.acc += out;
  frame.lines += lines;
}

/**
 * The Markdown and the work turndown spends on a parsed page (from `root` on, in document order), and where to cut
 * it to stay inside `budget`. A model, not a measurement: each node's rule, each text's characters, each line's
 * prefixes at every enclosing quote and list item, each rule's rewrites of its content, and the copy of its content
 * at every level. Measured against turndown on real and hostile pages in tests/engine/conversion-budget.test.ts.
 */
export function estimateConversion(root: Document | Element, budget: { markdown: number; work: number } = { markdown: CONVERSION_BUDGET.markdownChars, work: CONVERSION_BUDGET.work }): ConversionEstimate {
  const stack: Frame[] = [frameOf('#root', null)];
  let work = 0;
  let deepest = 0;
  let leaves = 0;
  let cut: number | null = null;
  let over: ConversionEstimate['over'] = null;
  let lastFit = 0;

  /** The whole estimate if the page ended here: the open elements closed, innermost first (no allocation: it runs
   *  often on deep pages). */
  const pending = (): { markdown: number; work: number } => {
    let total = work;
    let carriedOut = 0;
    let carriedLines = 0;
    let carriedBlock = false;
    let carried = false;
    for (let index = stack.length - 1; index >= 1; index -= 1) {
      const frame = stack[index]!;
      let acc = frame.acc;
      let lines = frame.lines;
      if (carried) {
        if (carriedBlock && acc > 0) lines += 2;
        acc += carriedOut;
        lines += carriedLines;
      }
      const out = outOf(frame, acc, lines);
      total += workOf(frame, acc, out);
      carriedOut = out;
      carriedLines = lines;
      carriedBlock = frame.block;
      carried = true;
    }
    const markdown = stack[0]!.acc + (carried ? carriedOut : 0);
    return { markdown, work: total + markdown };
  };

  const pendingNodes: Array<{ node: AnyNode; exit: boolean }> = [];
  const children = 'children' in root ? root.children : [];
  for (let index = children.length - 1; index >= 0; index -= 1) pendingNodes.push({ node: children[index]!, exit: false });
  while (pendingNodes.length > 0) {
    const { node, exit } = pendingNodes.pop()!;
    const top = stack[stack.length - 1]!;
    if (exit) {
      const frame = stack.pop()!;
      const out = outOf(frame, frame.acc, frame.lines);
      work += workOf(frame, frame.acc, out);
      append(stack[stack.length - 1]!, out, frame.lines, frame.block);
      continue;
    }
    if (node.type === 'text') {
      const text = node.data;
      // turndown collapses, escapes and wraps each text: a node's cost, and a read of its characters.
      work += NODE_WORK.text + text.length;
      append(top, text.length, top.inPre ? countLines(text) : 0, false);
    } else if (isTag(node)) {
      const element = node as Element;
      const name = element.name.toLowerCase();
      // Script, style and template text is never converted (convert.ts NEVER_CONTENT): turndown only looks the element up.
      if (NEVER_CONVERTED.has(name)) {
        work += NODE_WORK.void;
        continue;
      }
      if (element.children.length === 0) {
        // A void element or an empty one: a line break (br), an image's alt and address, or nothing.
        const out = name === 'br' ? 3 : name === 'img' ? 5 + (element.attribs.alt?.length ?? 0) + (element.attribs.src?.length ?? 0) : name === 'hr' ? 7 : 0;
        work += NODE_WORK.void;
        append(top, out, name === 'br' ? 1 : 0, name === 'hr');
      } else {
        const frame = frameOf(name, top, element);
        if (frame.nesting > deepest) deepest = frame.nesting;
        stack.push(frame);
        pendingNodes.push({ node, exit: true });
        for (let index = element.children.length - 1; index >= 0; index -= 1) pendingNodes.push({ node: element.children[index]!, exit: false });
        continue;
      }
    } else {
      continue;
    }
    leaves += 1;
    // On a deep page every leaf is checked (the pending cost grows fast there); elsewhere every CHECK_EVERY leaves.
    if (cut === null && (stack.length > CHECK_EVERY || leaves % CHECK_EVERY === 0)) {
      const estimate = pending();
      if (estimate.markdown > budget.markdown || estimate.work > budget.work) {
        cut = lastFit;
        over = estimate.markdown > budget.markdown ? 'markdown' : 'work';
      } else {
        lastFit = nextStart(pendingNodes) ?? lastFit;
      }
    }
  }
  const total = { markdown: stack[0]!.acc, work: work + stack[0]!.acc };
  if (cut === null && (total.markdown > budget.markdown || total.work > budget.work)) {
    cut = lastFit;
    over = total.markdown > budget.markdown ? 'markdown' : 'work';
  }
  return { markdown: total.markdown, work: total.work, nesting: deepest, cut, over };
}

/** Where the next node to be visited starts in the source (the place a cut before it leaves whole what precedes). */
function nextStart(pendingNodes: ReadonlyArray<{ node: AnyNode; exit: boolean }>): number | null {
  for (let index = pendingNodes.length - 1; index >= 0; index -= 1) {
    const entry = pendingNodes[index]!;
    if (!entry.exit && entry.node.startIndex !== null) return entry.node.startIndex;
  }
  return null;
}

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/** What one audit's conversions have spent, page by page and together. */
export class ConversionLedger {
  private spent = 0;
  private readonly byPage = new Map<string, number>();

  constructor(private readonly budget: { cpuMsPerPage: number; cpuMsPerAudit: number } = CONVERSION_BUDGET) {}

  /** Which time budget, if any, is spent for the page whose body is `key`. */
  spentFor(key: string): 'page-time' | 'audit-time' | null {
    if (this.spent >= this.budget.cpuMsPerAudit) return 'audit-time';
    if ((this.byPage.get(key) ?? 0) >= this.budget.cpuMsPerPage) return 'page-time';
    return null;
  }

  /** Runs one conversion of the page `key` and charges its CPU time to the page and the audit. */
  charge<T>(key: string, convert: () => T): T {
    const started = threadCpuMs();
    try {
      return convert();
    } finally {
      const ms = Math.max(0, threadCpuMs() - started);
      this.spent += ms;
      this.byPage.set(key, (this.byPage.get(key) ?? 0) + ms);
    }
  }

  /** CPU milliseconds the audit's conversions spent. */
  get total(): number {
    return this.spent;
  }
}

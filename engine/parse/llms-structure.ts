// What an llms.txt says about its own structure (llmstxt.org), as both readers give it: the line reader of the
// plain subset (llms-plain.ts) and the syntax tree (markdown-links.ts).

export interface LlmsSection {
  title: string;
  line: number;
  /** Links inside lists of this section. */
  linkCount: number;
}

export interface LlmsStructure {
  /** The first block is an H1. */
  startsWithH1: boolean;
  h1: string | null;
  /** A blockquote between the H1 and the first H2. */
  summary: string | null;
  sections: LlmsSection[];
  /** Every link target in document order, as written. */
  links: string[];
}

// The command lines the docs show, read out of the fenced code blocks of their Markdown as a shell reads them when they
// are pasted: one rule for every command the docs-as-pasted tests run (issue 63 point 4), the curl lines
// (docs-commands.test.ts) and the `agentgauge` lines (docs-cli-commands.test.ts) alike.
import { readdirSync } from 'node:fs';

export interface DocsLine {
  file: string;
  line: number;
  text: string;
  /** The `export NAME=value` lines before it in its code block: what the shell it is pasted into already holds. */
  exports?: string[];
}

/** The pages whose commands are run: every docs/*.md page and the README. */
export function docsPages(root: string): string[] {
  const docs = readdirSync(`${root}/docs`).filter((name) => name.endsWith('.md')).sort();
  return [...docs.map((name) => `docs/${name}`), 'README.md'];
}

/** Whether a shell string is left open (a quote not closed, outside comments): the command goes on on the next line,
 *  as it does when pasted. */
export function quoteOpen(text: string): boolean {
  let quote: string | null = null;
  let comment = false;
  let previous = '\n';
  for (const char of text) {
    if (comment) comment = char !== '\n';
    else if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '#' && /\s/.test(previous)) comment = true;
    previous = char;
  }
  return quote !== null;
}

/**
 * Every command in a fenced code block whose line matches `starts` (after an optional `$ ` prompt, which is dropped),
 * with its continuation lines (a trailing backslash, or a quoted string left open) joined as a shell joins them, and
 * the block's `export` lines before it.
 */
export function commandLines(file: string, markdown: string, starts: RegExp, name: string): DocsLine[] {
  const found: DocsLine[] = [];
  let fenced = false;
  let exports: string[] = [];
  let current: DocsLine | null = null;
  markdown.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      if (current) throw new Error(`${file}:${current.line}: a ${name} command runs past its code block: ${current.text}`);
      fenced = !fenced;
      exports = [];
      return;
    }
    if (!fenced) return;
    const unprompted = raw.trim().replace(/^\$\s+/, '');
    if (current) current.text += `\n${raw}`;
    else if (starts.test(unprompted)) current = { file, line: index + 1, text: unprompted, ...(exports.length > 0 ? { exports: [...exports] } : {}) };
    else {
      if (/^export\s/.test(unprompted)) exports.push(unprompted);
      return;
    }
    if (current.text.endsWith('\\') || quoteOpen(current.text)) return;
    found.push({ ...current, text: current.text.replace(/\\\n\s*/g, '') });
    current = null;
  });
  if (current) throw new Error(`${file}: a ${name} command never ends: ${(current as DocsLine).text}`);
  return found;
}

/** A shell variable assignment before a command: NAME=value, the value bare, single-quoted or double-quoted (with \"). */
export const ASSIGNMENT = /[A-Z][A-Z0-9_]*=('[^']*'|"(?:[^"\\]|\\.)*"|[^\s'"]*)/;

/** The curl lines of a page. */
export function curlLines(file: string, markdown: string): DocsLine[] {
  return commandLines(file, markdown, /^curl\s/, 'curl');
}

/**
 * The `agentgauge` lines of a page: the installed command (`agentgauge …`), the checkout's (`bin/agentgauge …`), the
 * package run once (`npx @agentgauge/cli …`, and the bare `npx agentgauge …` the docs warn against, so that a page
 * showing it is caught), each possibly after `NAME=value` assignments for its environment.
 */
export function agentgaugeLines(file: string, markdown: string): DocsLine[] {
  return commandLines(file, markdown, new RegExp(`^(${ASSIGNMENT.source}\\s+)*(npx\\s+(@agentgauge\\/cli|agentgauge)|(bin\\/)?agentgauge)\\s`), 'agentgauge');
}

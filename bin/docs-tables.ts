// The tables of the reference docs that are written from the code, never by hand: `npm run docs:caps` (bin/docs-caps.ts)
// writes each block between its markers, and tests/system/cli/checks-docs.test.ts and tests/unit/docs/docs-in-step.test.ts fail
// while a page's copy is stale.
import { CHECK_CATALOG, type CatalogEntry } from '../engine/index';
import { ACTIONS } from '../lib/auth/authorize';
import { OPERATIONS } from '../lib/openapi/operations/index';
import { capsMarkdown } from '../lib/web/check-catalog';

export interface DocBlock {
  /** The page, relative to the repository root. */
  file: string;
  start: string;
  end: string;
  render: () => string;
}

/** The 26 checks as the catalog gives them: id, name, category, scope, weight, the profiles that count it. */
export function checksTableMarkdown(entries: readonly CatalogEntry[] = CHECK_CATALOG): string {
  // Profile "all" applies every check; a check in no profile (web-bot-auth) applies only there.
  const appliesIn = (entry: CatalogEntry) =>
    entry.profiles.includes('base') ? 'every profile' : entry.profiles.length > 0 ? `${entry.profiles.join(', ')} (and all)` : 'all only';
  // Scorecard 2026.12: gates count in Access, emerging standards only as a bonus, the others by evidence grade.
  const weight = (entry: CatalogEntry) =>
    entry.evidence.grade === 'gate'
      ? 'gate (Access)'
      : entry.evidence.grade === 'emerging'
        ? `bonus${entry.informational ? ', informational' : ''}`
        : entry.informational
          ? 'informational (never counted)'
          : String(entry.weight);
  const grade = (entry: CatalogEntry) => (entry.evidence.grade === 'gate' || entry.evidence.grade === 'emerging' ? '–' : entry.evidence.grade);
  return [
    '| Check | Name | Category | Scope | Weight | Evidence | Applies in |',
    '|---|---|---|---|---|---|---|',
    ...entries.map(
      (entry) =>
        `| \`${entry.id}\` | ${entry.name} | ${entry.category} | ${entry.scope} | ${weight(entry)} | ${grade(entry)} | ${appliesIn(entry)} |`,
    ),
  ].join('\n');
}

/** Every API operation of the route registry: method, path, summary and the credential it needs. */
export function operationsTableMarkdown(): string {
  return [
    '| Method | Path | What it does | Credential |',
    '|---|---|---|---|',
    ...OPERATIONS.map((operation) => {
      const credential = operation.action ? `key or token (\`${ACTIONS[operation.action].scope}\`)` : operation.auth === 'ingest-token' ? 'the site\'s ingest token' : 'none';
      return `| \`${operation.method}\` | \`${operation.path}\` | ${operation.summary} | ${credential} |`;
    }),
  ].join('\n');
}

export const DOC_BLOCKS: readonly DocBlock[] = [
  {
    file: 'docs/checks-and-scorecard.md',
    start: '<!-- checks:start (npm run docs:caps writes this table from the check catalog) -->',
    end: '<!-- checks:end -->',
    render: () => checksTableMarkdown(),
  },
  {
    file: 'docs/checks-and-scorecard.md',
    start: '<!-- caps:start (npm run docs:caps writes this table from the check catalog) -->',
    end: '<!-- caps:end -->',
    render: () => capsMarkdown(),
  },
  {
    file: 'docs/api.md',
    start: '<!-- operations:start (npm run docs:caps writes this table from lib/openapi/operations) -->',
    end: '<!-- operations:end -->',
    render: () => operationsTableMarkdown(),
  },
];

/** The block's current text in a page, or null when the page lacks its markers. */
export function blockIn(text: string, block: DocBlock): string | null {
  const start = text.indexOf(block.start);
  const end = text.indexOf(block.end, start);
  if (start < 0 || end < 0) return null;
  return text.slice(start + block.start.length, end).replace(/^\n/, '').replace(/\n$/, '');
}

/** The page with the block rewritten from the code. */
export function withBlock(text: string, block: DocBlock): string {
  const start = text.indexOf(block.start);
  const end = text.indexOf(block.end, start);
  if (start < 0 || end < 0) throw new Error(`${block.file} has no ${block.start} … ${block.end} block`);
  return `${text.slice(0, start + block.start.length)}\n${block.render()}\n${text.slice(end)}`;
}

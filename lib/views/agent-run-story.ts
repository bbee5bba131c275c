// How an agent run reads as a story, for both of its pages (the dashboard's replay and the public /replay/{runId}):
// each step in words, how long it took, what the agent saw; the outcome and the agent in words. Steps are free-form
// JSON (one entry per step; lib/agents writes {action, url, observation, durationMs}, older runs may differ), so
// every field is read only when it has the expected type, and fields this module does not know are told as words too.

export interface StepView {
  /** What the agent did, as a sentence starts: "Opened a page". */
  title: string;
  url: string | null;
  thought: string | null;
  /** What it saw or said. */
  result: string | null;
  /** "took 70 ms", "took 1.3 s", or null (no time recorded, or none worth telling). */
  took: string | null;
  /** Fields of the step nothing above tells, as "label: value" pairs. */
  details: Array<{ label: string; value: string }>;
}

/** What the agents' actions (lib/agents) read as; an unknown action is told with its words spaced. */
const ACTION_WORDS: Record<string, string> = {
  read_robots_txt: 'Checked robots.txt',
  open_url: 'Opened a page',
  read_llms_txt: 'Read llms.txt',
  read_sitemap: 'Read the sitemap',
  follow_link: 'Followed a link',
  search_site: 'Searched the site',
  answer: 'Gave its answer',
  read_markdown_twin: 'Read a Markdown twin',
  ask_model: 'Asked the model',
};

const TITLE_KEYS = ['action', 'type', 'tool', 'name'];
const DURATION_KEYS = ['durationMs'];
const URL_KEYS = ['url', 'href', 'target'];
const THOUGHT_KEYS = ['thought', 'reasoning', 'reason', 'plan'];
const RESULT_KEYS = ['observation', 'result', 'output', 'summary', 'text'];
const TOLD = new Set([...TITLE_KEYS, ...URL_KEYS, ...THOUGHT_KEYS, ...RESULT_KEYS, ...DURATION_KEYS]);

/** "read_llms_txt" → "Read llms txt"; "followLink" → "Follow link". */
function spaced(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? spaced(action);
}

function tookWords(value: unknown): string | null {
  // Under a millisecond (the answer step) is no time worth telling.
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return null;
  return value < 1000 ? `took ${Math.round(value)} ms` : `took ${(value / 1000).toFixed(1)} s`;
}

function firstString(record: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

function valueWords(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.map(valueWords).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${spaced(key).toLowerCase()} ${valueWords(inner)}`)
    .join('; ');
}

export function stepViews(steps: unknown): StepView[] {
  if (!Array.isArray(steps)) return [];
  return steps.map((step, index) => {
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      return { title: `Step ${index + 1}`, url: null, thought: null, result: valueWords(step), took: null, details: [] };
    }
    const record = step as Record<string, unknown>;
    return {
      title: actionWords(firstString(record, TITLE_KEYS) ?? `Step ${index + 1}`),
      url: firstString(record, URL_KEYS),
      thought: firstString(record, THOUGHT_KEYS),
      result: firstString(record, RESULT_KEYS),
      took: tookWords(record.durationMs),
      details: Object.entries(record)
        .filter(([key, value]) => !TOLD.has(key) && value !== null && value !== undefined && value !== '')
        .map(([key, value]) => ({ label: spaced(key), value: valueWords(value) })),
    };
  });
}

/** The model that drove the run, or the agent that needs none. */
export function modelWords(model: string | null): string {
  return model ?? 'built-in agent';
}

export type OutcomeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** The run's outcome in words (its verdict, or while it has none its status) and the tone to show it in. */
export function outcomeOf(run: { verdict: string | null; status: string }): { words: string; tone: OutcomeTone } {
  const verdict = run.verdict?.toLowerCase() ?? null;
  if (verdict !== null) {
    if (/^(succeeded|success|pass|passed|completed|yes)$/.test(verdict)) return { words: 'Reached the goal', tone: 'success' };
    if (/^(partial|warn)/.test(verdict)) return { words: 'Reached part of the goal', tone: 'warning' };
    if (verdict === 'blocked') return { words: 'Blocked by the site', tone: 'danger' };
    return { words: 'Did not reach the goal', tone: 'danger' };
  }
  if (run.status === 'queued') return { words: 'Waiting to start', tone: 'neutral' };
  if (run.status === 'running') return { words: 'Running', tone: 'neutral' };
  if (run.status === 'failed') return { words: 'The run failed', tone: 'danger' };
  return { words: spaced(run.status), tone: 'neutral' };
}

// Agent run steps are free-form JSON (one entry per step). These are the fields a replay shows when present.
export interface StepView {
  title: string;
  url: string | null;
  thought: string | null;
  result: string | null;
  extra: string | null;
}

const TITLE_KEYS = ['action', 'type', 'tool', 'name'];
const URL_KEYS = ['url', 'href', 'target'];
const THOUGHT_KEYS = ['thought', 'reasoning', 'reason', 'plan'];
const RESULT_KEYS = ['observation', 'result', 'output', 'summary', 'text'];
const SHOWN = new Set([...TITLE_KEYS, ...URL_KEYS, ...THOUGHT_KEYS, ...RESULT_KEYS]);

function firstString(record: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

export function stepViews(steps: unknown): StepView[] {
  if (!Array.isArray(steps)) return [];
  return steps.map((step, index) => {
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      return { title: `Step ${index + 1}`, url: null, thought: null, result: typeof step === 'string' ? step : JSON.stringify(step), extra: null };
    }
    const record = step as Record<string, unknown>;
    const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !SHOWN.has(key)));
    return {
      title: firstString(record, TITLE_KEYS) ?? `Step ${index + 1}`,
      url: firstString(record, URL_KEYS),
      thought: firstString(record, THOUGHT_KEYS),
      result: firstString(record, RESULT_KEYS),
      extra: Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : null,
    };
  });
}

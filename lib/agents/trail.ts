// The run's step log with its budgets: every action goes through step(), which refuses to start one more step
// once the step or time budget is spent.
import type { AgentBudget, AgentStep } from './types';

export class BudgetExhausted extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BudgetExhausted';
  }
}

const OBSERVATION_CHARACTERS = 240;

export function shorten(text: string, max = OBSERVATION_CHARACTERS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

export class Trail {
  readonly steps: AgentStep[] = [];
  private readonly startedAt = Date.now();

  constructor(readonly budget: AgentBudget) {}

  get remainingMs(): number {
    return Math.max(0, this.budget.maxMs - (Date.now() - this.startedAt));
  }

  /** Throws BudgetExhausted when no step may start; the caller ends the run with what it has. */
  ensureBudget(): void {
    if (this.steps.length >= this.budget.maxSteps) {
      throw new BudgetExhausted(`The step budget (${this.budget.maxSteps} steps) ran out before the goal was reached.`);
    }
    if (this.remainingMs <= 0) {
      throw new BudgetExhausted(`The time budget (${Math.round(this.budget.maxMs / 1000)} s) ran out before the goal was reached.`);
    }
  }

  /** Records something that happened outside an action (a model call that failed), whatever the budget. */
  note(action: string, url: string | null, observation: string, durationMs: number): void {
    this.steps.push({ action, url, observation: shorten(observation), durationMs });
  }

  /** Runs one action and records it; `observe` turns its result into what the agent saw. */
  async step<T>(action: string, url: string | null, run: () => Promise<T>, observe: (result: T) => string): Promise<T> {
    this.ensureBudget();
    const started = Date.now();
    const result = await run();
    this.steps.push({ action, url, observation: shorten(observe(result)), durationMs: Date.now() - started });
    return result;
  }
}

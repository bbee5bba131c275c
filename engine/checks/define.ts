import type { CheckId } from '../check-ids.js';
import type { CheckOutcome, CodeMeanings, CodeStatuses } from '../findings.js';
import type { OriginArtifacts, OriginInput, PageArtifacts, PageInput } from '../gather/artifacts.js';
import type { CapabilityOutcome, Category, CheckScope, DetectableProfile } from '../types.js';

export interface CheckMeta<Id extends CheckId = CheckId, C extends string = string> {
  /** Permanent kebab-case id. */
  id: Id;
  name: string;
  /** One or two sentences: what is measured and why agents care. */
  description: string;
  category: Category;
  scope: CheckScope;
  informational: boolean;
  /** 'base' = applicable in every profile. */
  profiles: Array<DetectableProfile | 'base'>;
  /**
   * Every finding code the check emits (kebab-case, published as `<id>.<code>`), each with a one-line meaning.
   * Codes are stable: comparisons, fix guides and generated files key on them, so never rename one.
   */
  codes: CodeMeanings<C>;
  /** The statuses of the codes whose tables declare them (see findingsFor); the catalog lists them. */
  statuses?: Partial<CodeStatuses<C>>;
}

/** A check's meta as its file declares it: most checks count in the score and apply to every site, so they say neither. */
export type CheckMetaDeclared<Id extends CheckId = CheckId, C extends string = string> = Omit<CheckMeta<Id, C>, 'informational' | 'profiles'> &
  Partial<Pick<CheckMeta<Id, C>, 'informational' | 'profiles'>>;

/** What names a check wherever it is shown (a report's result, the catalog), in the order both list it. */
export function checkIdentity(meta: CheckMeta): Pick<CheckMeta, 'id' | 'name' | 'description' | 'category' | 'scope'> {
  return { id: meta.id, name: meta.name, description: meta.description, category: meta.category, scope: meta.scope };
}

export interface CheckInput<O extends keyof OriginArtifacts, P extends keyof PageArtifacts> {
  /** Only artifacts that were measured: the runner answers for the rest (see gather/problem.ts). */
  origin: { [K in O]: OriginInput<K> };
  /** For page checks: the page being measured. For origin checks: the start page. */
  page: { [K in P]: PageInput<K> };
  /** URL of the page being measured (the start URL for origin checks). */
  url: string;
  startUrl: string;
  isStartPage: boolean;
}

export interface CheckDefinition<
  O extends keyof OriginArtifacts = keyof OriginArtifacts,
  P extends keyof PageArtifacts = keyof PageArtifacts,
  Id extends CheckId = CheckId,
  C extends string = string,
> {
  meta: CheckMeta<Id, C>;
  requires: { origin: readonly O[]; page: readonly P[] };
  /** Pure: no I/O, no clock, no randomness. Throwing makes an `error` result. */
  run(input: CheckInput<O, P>): CheckOutcome<C>;
}

/** A check whose `run` can only emit the codes its meta declares (anything else is a compile error). */
export function defineCheck<
  Id extends CheckId,
  C extends string,
  O extends keyof OriginArtifacts = never,
  P extends keyof PageArtifacts = never,
>(check: {
  meta: CheckMetaDeclared<Id, C>;
  requires: { origin?: readonly O[]; page?: readonly P[] };
  run(input: CheckInput<O, P>): CheckOutcome<NoInfer<C>>;
}): CheckDefinition<O, P, Id, C> {
  const { id, name, description, category, scope, informational = false, profiles = ['base'], codes, statuses } = check.meta;
  const meta: CheckMeta<Id, C> = { id, name, description, category, scope, informational, profiles, codes, ...(statuses ? { statuses } : {}) };
  return { meta, requires: { origin: check.requires.origin ?? [], page: check.requires.page ?? [] }, run: check.run };
}

/**
 * A capability check (engine/capability-ids.ts): its outcome carries the capability as the same artifacts show it
 * (checks.md 2026-12c), judged beside the score, never instead of it.
 */
export function withCapability<O extends keyof OriginArtifacts, P extends keyof PageArtifacts, Id extends CheckId, C extends string>(
  check: CheckDefinition<O, P, Id, C>,
  capabilityOf: (input: CheckInput<O, P>) => CapabilityOutcome,
): CheckDefinition<O, P, Id, C> {
  return { ...check, run: (input) => ({ ...check.run(input), capability: capabilityOf(input) }) };
}

import type { CheckId } from '../check-ids.js';
import type { OriginArtifacts, PageArtifacts } from '../gather/artifacts.js';
import type { Category, CheckOutcome, CheckScope, DetectableProfile } from '../types.js';

export interface CheckMeta<Id extends CheckId = CheckId> {
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
}

export interface CheckInput<O extends keyof OriginArtifacts, P extends keyof PageArtifacts> {
  origin: Pick<OriginArtifacts, O>;
  /** For page checks: the page being measured. For origin checks: the start page. */
  page: Pick<PageArtifacts, P>;
  /** URL of the page being measured (the start URL for origin checks). */
  url: string;
  startUrl: string;
  isStartPage: boolean;
}

export interface CheckDefinition<
  O extends keyof OriginArtifacts = keyof OriginArtifacts,
  P extends keyof PageArtifacts = keyof PageArtifacts,
  Id extends CheckId = CheckId,
> {
  meta: CheckMeta<Id>;
  requires: { origin: readonly O[]; page: readonly P[] };
  /** Pure: no I/O, no clock, no randomness. Throwing makes an `error` result. */
  run(input: CheckInput<O, P>): CheckOutcome;
}

export function defineCheck<
  Id extends CheckId,
  O extends keyof OriginArtifacts = never,
  P extends keyof PageArtifacts = never,
>(
  check: {
    meta: CheckMeta<Id>;
    requires: { origin?: readonly O[]; page?: readonly P[] };
    run(input: CheckInput<O, P>): CheckOutcome;
  },
): CheckDefinition<O, P, Id> {
  return { meta: check.meta, requires: { origin: check.requires.origin ?? [], page: check.requires.page ?? [] }, run: check.run };
}

// One outcome from the catalogs a site publishes (checks.md, api-catalog, 2026-11): pass when one catalog is valid and
// nothing published is wrong, warn when something published has problems, fail when no catalog is valid. A kind of
// catalog the site does not publish never costs points: with only the RFC 9727 part in play, the outcome is exactly
// that part's.
import { outcome, type CheckOutcome, type DraftFinding } from '../../findings.js';
import type { ApiCatalogArtifact } from '../../gather/api-catalog.js';

export interface CatalogPart<C extends string> {
  /** The site publishes (or advertises) something of this kind. */
  present: boolean;
  /** At least one document of this kind is a valid catalog. */
  valid: boolean;
  /** Points while valid (100 = nothing wrong); 0 when not valid. */
  score: number;
  findings: Array<DraftFinding<C>>;
  /** What was published could not be fetched at all. */
  unmeasured: boolean;
  /** Records that point at catalogs (DNS-AID) rather than a catalog: they never make the check pass on their own. */
  pointsOnly?: boolean;
  /** Points a `pointsOnly` part takes off the valid catalogs' score. */
  penalty?: number;
}

/** Points a published but unusable catalog takes off beside a valid one. */
const INVALID_BESIDE_VALID = 20;
const VALID_FLOOR = 30;

/** The RFC 9727 part from the linkset's own outcome. */
export function linksetPart<C extends string>(artifact: ApiCatalogArtifact, judged: CheckOutcome<C>): CatalogPart<C> {
  const present = artifact.file.kind === 'ok';
  return { present, valid: present && judged.score > 0, score: judged.score, findings: judged.findings, unmeasured: false };
}

const soften = <C extends string>(finding: DraftFinding<C>, to: 'warn' | 'info'): DraftFinding<C> =>
  finding.status === 'fail' ? { ...finding, status: to } : finding;

export function combineCatalogParts<C extends string>(parts: ReadonlyArray<CatalogPart<C>>): CheckOutcome<C> {
  const [first, ...others] = parts;
  if (!first) return outcome(0, []);
  // Nothing but the RFC 9727 part in play: the check judges as it always did.
  if (others.every((part) => !part.present)) return outcome(first.score, [...first.findings, ...others.flatMap((part) => part.findings)]);

  const catalogs = parts.filter((part) => !part.pointsOnly);
  const valid = catalogs.filter((part) => part.valid);
  if (valid.length === 0) {
    const findings = parts.flatMap((part) => part.findings);
    const measuredNothing = catalogs.every((part) => !part.present || part.unmeasured) && catalogs.some((part) => part.unmeasured);
    return measuredNothing ? { score: 0, findings, error: true } : outcome(0, findings);
  }
  const invalidPublished = catalogs.filter((part) => part.present && !part.valid).length;
  const pointsPenalty = parts.reduce((sum, part) => sum + (part.pointsOnly ? (part.penalty ?? 0) : 0), 0);
  const score = Math.min(...valid.map((part) => part.score)) - INVALID_BESIDE_VALID * invalidPublished - pointsPenalty;
  // A kind not published is only mentioned (info); one published wrongly beside a valid catalog is a warning.
  const findings = parts.flatMap((part) => part.findings.map((finding) => soften(finding, part.present ? 'warn' : 'info')));
  return outcome(Math.max(VALID_FLOOR, score), findings);
}

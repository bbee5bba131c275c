// The RSL half of `content-signals` (checks.md 2026-11): RSL 1.0 licenses state the same choices as a Content-Signal
// line. A site with no RSL declaration gets nothing from here; a license used wrongly is a warning that says why.
import { CAPS } from '../../fetch/types.js';
import { findingsFor, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../../findings.js';
import type { RslArtifact, RslDeclaration } from '../../gather/rsl.js';
import type { ContentSignalValue } from '../../parse/content-signal.js';
import type { UsagePreferences } from '../../parse/content-usage.js';
import { MAX_RSL_DOCUMENTS, RSL_MEDIA_TYPE, RSL_NAMESPACE, type RslLicense, type RslUse } from '../../parse/rsl.js';
import { responseEvidence } from './file-findings.js';

export const RSL_CODES = {
  'rsl-valid': 'A site-wide RSL license for every agent states all three uses.',
  'rsl-incomplete': 'An RSL license states only some uses.',
  'rsl-group': 'An RSL license for a named group only.',
  'rsl-problems': 'An RSL license outside the 1.0 vocabularies.',
  'rsl-unusable': `A declared RSL license that cannot be used (broken, over ${CAPS.rsl / 1024} KiB, DOCTYPE, root).`,
  'rsl-relative-url': 'A relative License URL.',
  'rsl-wrong-type': 'An RSL license of another media type.',
  'rsl-commas': 'RSL tokens separated by commas.',
  'rsl-not-fetched': `RSL licenses beyond the ${MAX_RSL_DOCUMENTS} fetched.`,
  'usage-contradiction': 'A Content-Signal or Content-Usage preference an RSL license contradicts.',
} as const satisfies CodeMeanings;
export type RslCode = keyof typeof RSL_CODES;
export const RSL_STATUSES = {
  'rsl-valid': ['pass'],
  'rsl-incomplete': ['warn'],
  'rsl-group': ['info'],
  'rsl-problems': ['warn'],
  'rsl-unusable': ['warn'],
  'rsl-relative-url': ['warn'],
  'rsl-wrong-type': ['warn'],
  'rsl-commas': ['info'],
  'rsl-not-fetched': ['info'],
  'usage-contradiction': ['warn'],
} as const satisfies CodeStatuses<RslCode>;
const { info, pass, warn } = findingsFor(RSL_STATUSES);

export interface RslJudgement {
  /** The site declares at least one RSL license. */
  present: boolean;
  findings: Array<DraftFinding<RslCode>>;
  /** Points the best usable license for every agent earns, judged like a Content-Signal line; null when none. */
  lineScore: number | null;
  /** The most the check may score given what is wrong with the licenses (100 when nothing is). */
  cap: number;
}

const USES: readonly RslUse[] = ['search', 'ai-input', 'ai-train'];
const EXAMPLE = `<rsl xmlns="${RSL_NAMESPACE}"><content url="/"><license><permits type="usage">search ai-input</permits><prohibits type="usage">ai-train</prohibits></license></content></rsl>`;

function where(declaration: RslDeclaration): string {
  const source =
    declaration.via === 'robots'
      ? `robots.txt line ${declaration.line}: License: ${declaration.written}`
      : declaration.via === 'inline'
        ? `<script type="${RSL_MEDIA_TYPE}"> ${declaration.written}`
        : `${declaration.via === 'link-header' ? 'Link header' : '<link>'} ${declaration.written}`;
  return declaration.file ? `${source} — ${responseEvidence(declaration.file)}` : source;
}

/** Why a declared license cannot be used, or null when it parsed. */
function unusableReason(declaration: RslDeclaration): string | null {
  if (declaration.via !== 'inline' && declaration.url === null) return 'its reference is not an http(s) URL';
  if (declaration.skipped) return null;
  const file = declaration.file;
  if (file) {
    if (file.failure) return `it could not be fetched (${file.failure.message})`;
    if (file.kind !== 'ok') return file.kind === 'absent' || file.kind === 'unreachable' ? `it answers HTTP ${file.response?.status}` : `it answers ${file.kind === 'empty' ? 'an empty body' : 'an HTML page'}, not a license`;
    if (file.response?.overCap) return `it is larger than the ${CAPS.rsl / 1024} KiB cap for license documents, so it was not read`;
  }
  const parsed = declaration.parsed;
  return parsed && !parsed.ok ? parsed.message : null;
}

/** Every agent: a global record, one in the `*` group, or a link on the start page. */
function appliesToEveryAgent(declaration: RslDeclaration): boolean {
  return declaration.userAgents === null || declaration.userAgents.some((agent) => agent.trim() === '*');
}

function statedUses(licenses: readonly RslLicense[]): RslUse[] {
  return USES.filter((use) => licenses.some((license) => license.permits.has(use) || license.prohibits.has(use)));
}

export function judgeRsl(artifact: RslArtifact, signals: readonly ContentSignalValue[], usages: readonly UsagePreferences[]): RslJudgement {
  const findings: Array<DraftFinding<RslCode>> = [];
  const declarations = artifact.declarations;
  if (declarations.length === 0) return { present: false, findings, lineScore: null, cap: 100 };
  let cap = 100;
  let lineScore: number | null = null;
  const capAt = (points: number) => {
    cap = Math.min(cap, points);
  };

  for (const declaration of declarations.filter((item) => item.relative)) {
    findings.push(warn('rsl-relative-url', `robots.txt line ${declaration.line}: the License record "${declaration.written}" is a relative URL; RSL requires an absolute one.`, where(declaration), `Write it as an absolute URL, e.g. "License: https://example.com/license.xml".`));
    capAt(90);
  }
  const skipped = declarations.filter((item) => item.skipped);
  if (skipped.length > 0) findings.push(info('rsl-not-fetched', `${skipped.length} declared RSL license${skipped.length === 1 ? ' was' : 's were'} not fetched (at most ${MAX_RSL_DOCUMENTS} per audit).`, skipped.map((item) => item.written).join('; '), null));

  const usable: Array<{ declaration: RslDeclaration; licenses: RslLicense[]; problems: string[] }> = [];
  const seen = new Set<string>();
  for (const declaration of declarations) {
    const key = declaration.url ?? `${declaration.written}#${declaration.via}`;
    const reason = unusableReason(declaration);
    if (reason) {
      if (!seen.has(`unusable ${key}`)) {
        findings.push(warn('rsl-unusable', `The RSL license declared by ${declaration.via === 'robots' ? 'robots.txt' : declaration.via === 'inline' ? 'an inline script' : 'a license link'} cannot be used: ${reason}.`, where(declaration), `Serve a well-formed RSL 1.0 document (no DOCTYPE) at an absolute URL as ${RSL_MEDIA_TYPE}, e.g. ${EXAMPLE}`));
        seen.add(`unusable ${key}`);
      }
      capAt(90);
      continue;
    }
    const parsed = declaration.parsed;
    if (!parsed || !parsed.ok) continue;
    const first = !seen.has(key);
    seen.add(key);
    if (first && declaration.file?.response) {
      const type = declaration.file.response.contentType;
      if (type !== RSL_MEDIA_TYPE) {
        findings.push(warn('rsl-wrong-type', `The RSL license at ${declaration.url} is served as ${type || 'an unspecified type'}.`, where(declaration), `Serve it with "Content-Type: ${RSL_MEDIA_TYPE}".`));
        capAt(90);
      }
    }
    if (first && parsed.notes.length > 0) findings.push(info('rsl-commas', 'The RSL license separates tokens with commas; they were read, but RSL 1.0 separates them with spaces.', parsed.notes.join('; '), 'Separate tokens with spaces, e.g. <permits type="usage">search ai-input</permits>.'));
    if (first && parsed.problems.length > 0) {
      findings.push(warn('rsl-problems', `The RSL license has ${parsed.problems.length} problem${parsed.problems.length === 1 ? '' : 's'} with the 1.0 vocabularies.`, `${where(declaration)}: ${parsed.problems.join('; ')}`, 'Use the RSL 1.0 tokens: usage all, ai-all, ai-train, ai-input, ai-index, search; payment types purchase, subscription, training, crawl, use, contribution, attribution, free; <amount currency="USD">…</amount>.'));
      capAt(80);
    }
    usable.push({ declaration, licenses: parsed.licenses, problems: parsed.problems });
  }

  // Site-wide licenses for every agent count like a Content-Signal line; ones for a named group are reported for it.
  const rootLicenses = (licenses: readonly RslLicense[]) => licenses.filter((license) => license.contentUrl === '/' || /^https?:\/\/[^/]+\/?$/i.test(license.contentUrl));
  for (const { declaration, licenses, problems } of usable) {
    const forRoot = rootLicenses(licenses);
    if (!appliesToEveryAgent(declaration)) {
      findings.push(info('rsl-group', `An RSL license applies to the robots.txt group of ${declaration.userAgents!.join(', ')} only; it states ${statedUses(forRoot).join(', ') || 'none of search, ai-input, ai-train'} for "/".`, where(declaration), null));
      continue;
    }
    const stated = statedUses(forRoot);
    const missing = USES.filter((use) => !stated.includes(use));
    if (forRoot.length > 0 && missing.length === 0 && problems.length === 0) {
      findings.push(pass('rsl-valid', 'An RSL license for "/" that applies to every agent states search, ai-input and ai-train.', where(declaration), null));
      lineScore = 100;
    } else {
      findings.push(warn('rsl-incomplete', forRoot.length === 0 ? 'The RSL license has no <content url="/"> covering the whole site.' : `The RSL license for "/" does not state ${missing.join(', ')}.`, where(declaration), `State every use, e.g. ${EXAMPLE}`));
      lineScore = Math.max(lineScore ?? 0, 30 + 20 * stated.length);
    }
  }

  const contradictions = findContradictions(usable.filter((item) => appliesToEveryAgent(item.declaration)).flatMap((item) => rootLicenses(item.licenses)), signals, usages);
  if (contradictions.length > 0) {
    findings.push(warn('usage-contradiction', `A Content-Signal or Content-Usage preference and an RSL license disagree about ${contradictions.length === 1 ? 'one use' : `${contradictions.length} uses`}.`, contradictions.join('; '), 'Make robots.txt, the headers and the RSL license state the same choice for each use.'));
    capAt(80);
  }
  return { present: true, findings, lineScore, cap };
}

/** The AIPREF categories (draft-ietf-aipref-vocab-08) an RSL use states the same choice about: AI Use is using content as input to a model (RSL ai-input). */
const AIPREF_USE: Record<string, RslUse> = { 'train-ai': 'ai-train', 'ai-use': 'ai-input', search: 'search' };

function findContradictions(licenses: readonly RslLicense[], signals: readonly ContentSignalValue[], usages: readonly UsagePreferences[]): string[] {
  const found: string[] = [];
  const rsl = (use: RslUse): 'yes' | 'no' | null => {
    const permits = licenses.some((license) => license.permits.has(use));
    const prohibits = licenses.some((license) => license.prohibits.has(use));
    return permits === prohibits ? null : permits ? 'yes' : 'no';
  };
  for (const signal of signals) {
    for (const use of USES) {
      const said = signal.signals[use];
      const licensed = rsl(use);
      if (said && licensed && said !== licensed) found.push(`Content-Signal ${use}=${said}, RSL ${licensed === 'yes' ? 'permits' : 'prohibits'} ${use}`);
    }
  }
  for (const usage of usages) {
    for (const [category, use] of Object.entries(AIPREF_USE)) {
      const said = usage.preferences[category as keyof UsagePreferences['preferences']];
      const licensed = rsl(use);
      if (said && licensed && (said === 'y') !== (licensed === 'yes')) found.push(`Content-Usage ${category}=${said}, RSL ${licensed === 'yes' ? 'permits' : 'prohibits'} ${use}`);
    }
  }
  return [...new Set(found)];
}

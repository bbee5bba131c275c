import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { SkillSample } from '../gather/agent-skills.js';
import { createHash } from 'node:crypto';
import { filesEntryProblems, isFilesIndex, skillDigest, skillEntries, skillFiles } from '../parse/agent-skills-index.js';
import { isObject } from '../parse/json-values.js';
import { AGENT_SKILLS_SCHEMA } from '../well-known.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import type { AgentSkillsArtifact } from '../gather/agent-skills.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';

const LEGACY_PATH = 20;
const LEGACY_SHAPE = 20;
/** Each lost in proportion to the share of entries (or samples) affected. */
const INVALID_ENTRIES = 30;
const BROKEN_URLS = 30;
const DIGEST_MISMATCH = 30;

const NAME = /^[a-z0-9-]{1,64}$/;
const HEX_DIGEST = /^[0-9a-f]{64}$/;

const CODES = {
  ...DOCUMENT_CODES,
  'no-skills': 'The index has no skills (a non-empty "skills" array is required).',
  'legacy-path': 'The index is served only at the legacy path /.well-known/skills/index.json.',
  'legacy-shape': 'The index has the legacy 0.1.0 shape (no "$schema", or "files" lists).',
  'invalid-entries': 'Some skill entries are invalid (name, type, description, url or digest).',
  'entries-valid': 'Every skill entry is valid.',
  'urls-broken': 'Some sampled skill URLs do not answer 2xx.',
  'digest-mismatch': 'Some sampled skills do not match their sha256 digest.',
  'digests-match': 'Sampled skills answer and match their sha256 digest.',
  'over-cap': 'Some sampled skills are over 5 MiB, so their digests were not verified.',
  'files-shape': 'The RFC\'s 0.2.0 files shape (files[{path, digest}]).',
  'linked-index': 'A rel="agent-skills-index" link, followed as a hint only.',
} as const;
type Code = keyof typeof CODES;

const INDEX_HINT = `Publish /.well-known/agent-skills/index.json with "$schema": "${AGENT_SKILLS_SCHEMA}" and skills[] entries of name, type ("skill-md" or "archive"), description, url and digest ("sha256:<hex>").`;

/** The entry's declared SHA-256 in hex: `digest: "sha256:<hex>"` (0.2.0) or a bare `sha256` field. */
function declaredDigest(entry: Record<string, unknown>): string | null {
  if (typeof entry.digest === 'string' && entry.digest.toLowerCase().startsWith('sha256:'))
    return entry.digest.slice(7).toLowerCase();
  if (typeof entry.sha256 === 'string') return entry.sha256.toLowerCase();
  return null;
}

function entryProblems(entry: unknown, filesShape = false): string[] {
  if (!isObject(entry)) return ['not an object'];
  const problems: string[] = [];
  if (typeof entry.name !== 'string' || !NAME.test(entry.name))
    problems.push(`name ${JSON.stringify(entry.name ?? null)} is not 1–64 of [a-z0-9-]`);
  if (filesShape) {
    if (typeof entry.description !== 'string' || entry.description.trim() === '') problems.push('description is missing');
    return [...problems, ...filesEntryProblems(entry)];
  }
  if (entry.type !== 'skill-md' && entry.type !== 'archive')
    problems.push(`type ${JSON.stringify(entry.type ?? null)} is not "skill-md" or "archive"`);
  if (typeof entry.url !== 'string' || entry.url === '') problems.push('url is missing');
  if (typeof entry.description !== 'string' || entry.description.trim() === '') problems.push('description is missing');
  const digest = declaredDigest(entry);
  if (digest === null || !HEX_DIGEST.test(digest)) problems.push('digest is not "sha256:" plus 64 hex digits');
  return problems;
}

function sampleVerdicts(samples: SkillSample[], entries: unknown[]) {
  return samples.map((sample) => {
    const entry = entries.find((item) => isObject(item) && item.name === sample.name);
    const declared = sample.file ? sample.file.declared : isObject(entry) ? declaredDigest(entry) : null;
    const answered = sample.status !== null && sample.status >= 200 && sample.status < 300;
    return {
      sample,
      answered,
      declared,
      matches: sample.sha256 !== null && declared !== null ? sample.sha256 === declared : null,
    };
  });
}

/** Skills (files shape) whose declared digest is not the RFC's skill-level digest of their declared files. */
function skillDigestMismatches(entries: unknown[]): Array<{ name: string; declared: string; computed: string }> {
  return entries.flatMap((entry) => {
    if (!isObject(entry) || typeof entry.digest !== 'string') return [];
    const files = skillFiles(entry);
    if (files.length === 0 || files.some((file) => file.hex === null)) return [];
    const computed = skillDigest(files, (bytes) => createHash('sha256').update(bytes).digest('hex'));
    return computed === entry.digest.toLowerCase() ? [] : [{ name: String(entry.name), declared: entry.digest, computed }];
  });
}

export const agentSkills = withCapability(defineCheck({
  meta: {
    id: 'agent-skills',
    name: 'Agent skills',
    description:
      'An Agent Skills Discovery index lists the skills agents can load to work with your product, with digests to verify them.',
    category: 'Actions',
    scope: 'origin',
    profiles: ['docs', 'mcp', 'agent'],
    codes: CODES,
  },
  requires: { origin: ['agentSkills', 'platforms'] },
  run({ origin }) {
    const artifact = origin.agentSkills;
    if (!artifact.index) {
      const documents = [artifact.current, artifact.legacy].filter((document) => document !== null);
      const findings = documents.flatMap((document) => {
        const problem = documentProblem(`The agent skills index at ${document.url}`, document, INDEX_HINT);
        return problem ? [about(document.url, problem)] : [];
      });
      return outcome(0, findings);
    }
    const index = artifact.index;
    const evidence = documentEvidence(index.path === 'current' ? artifact.current : artifact.legacy!);
    const entries = skillEntries(index.value);
    if (entries.length === 0) {
      return outcome(0, [
        fail(
          'no-skills',
          `The agent skills index at ${index.url} has no skills (a non-empty "skills" array is required).`,
          evidence,
          INDEX_HINT,
        ),
      ]);
    }
    const findings: Array<DraftFinding<Code>> = [];
    let score = 100;
    if (index.path === 'legacy') {
      score -= LEGACY_PATH;
      findings.push(
        warn(
          'legacy-path',
          `The skills index is served only at the legacy path ${index.url}.`,
          evidence,
          'Serve it at /.well-known/agent-skills/index.json (Agent Skills Discovery 0.2.0).',
        ),
      );
    }
    if (artifact.linkedIndex) {
      findings.push(info('linked-index', `The start page links a skills index with rel="agent-skills-index" (registered nowhere); only ${index.url} is judged.`, `${artifact.linkedIndex.url} — ${artifact.linkedIndex.status === null ? 'no answer' : `HTTP ${artifact.linkedIndex.status}`}`, null));
    }
    // checks.md 2026-11: the discovery RFC's second 0.2.0 shape is current too, with its own required fields.
    const filesShape = isFilesIndex(index.value);
    if (filesShape) findings.push(info('files-shape', 'The index has the discovery RFC\'s 0.2.0 files shape: file digests and each skill\'s digest over its files are checked.', evidence, null));
    const schema = isObject(index.value) ? index.value.$schema : undefined;
    const legacyShape =
      !filesShape && (typeof schema !== 'string' || entries.some((entry) => isObject(entry) && Array.isArray(entry.files)));
    if (legacyShape) {
      score -= LEGACY_SHAPE;
      findings.push(
        warn(
          'legacy-shape',
          'The index has the legacy 0.1.0 shape (no "$schema", or "files" lists instead of one artifact per skill).',
          evidence,
          `Add "$schema": "${AGENT_SKILLS_SCHEMA}" and give each skill a type, url and digest.`,
        ),
      );
    }
    const invalid = entries
      .map((entry, position) => ({ position, problems: entryProblems(entry, filesShape) }))
      .filter((item) => item.problems.length > 0);
    if (invalid.length > 0) {
      score -= (INVALID_ENTRIES * invalid.length) / entries.length;
      findings.push(
        warn(
          'invalid-entries',
          `${invalid.length} of ${entries.length} skill entr${entries.length === 1 ? 'y is' : 'ies are'} invalid.`,
          invalid
            .slice(0, 5)
            .map((item) => `skills[${item.position}]: ${item.problems.join(', ')}`)
            .join('; '),
          INDEX_HINT,
        ),
      );
    } else {
      findings.push(
        pass(
          'entries-valid',
          `All ${entries.length} skill entr${entries.length === 1 ? 'y is' : 'ies are'} valid (name, type, description, url, sha256 digest).`,
          evidence,
          null,
        ),
      );
    }
    const verdicts = sampleVerdicts(artifact.samples, entries);
    const broken = verdicts.filter((verdict) => !verdict.answered);
    if (verdicts.length > 0 && broken.length > 0) {
      score -= (BROKEN_URLS * broken.length) / verdicts.length;
      findings.push(
        warn(
          'urls-broken',
          `${broken.length} of ${verdicts.length} sampled skill URL(s) do not answer 2xx.`,
          broken
            .map(
              ({ sample }) =>
                `${sample.url} — ${sample.status === null ? (sample.failure?.message ?? 'no answer') : `HTTP ${sample.status}`}`,
            )
            .join('; '),
          'Make every skill url answer 200 with the artifact.',
        ),
      );
    }
    const mismatched = verdicts.filter((verdict) => verdict.matches === false);
    const skillMismatches = filesShape ? skillDigestMismatches(entries) : [];
    if (skillMismatches.length > 0) {
      score -= Math.max(1, (DIGEST_MISMATCH * skillMismatches.length) / entries.length);
      findings.push(
        warn(
          'digest-mismatch',
          `${skillMismatches.length} skill digest(s) do not match the SHA-256 over their files' sorted {path}\\0{hex}\\n lines.`,
          skillMismatches.map((item) => `${item.name}: declared ${item.declared}, computed ${item.computed}`).join('; '),
          'Recompute each skill\'s digest from its files as the discovery RFC\'s "Skill-Level Digest" steps describe.',
        ),
      );
    }
    if (mismatched.length > 0) {
      score -= Math.max(1, (DIGEST_MISMATCH * mismatched.length) / verdicts.length);
      findings.push(
        warn(
          'digest-mismatch',
          `${mismatched.length} sampled skill(s) do not match their sha256 digest.`,
          mismatched
            .map(({ sample, declared }) => `${sample.url}: declared ${declared}, served ${sample.sha256}`)
            .join('; '),
          'Regenerate the digests after every change to a skill (sha256 of the exact bytes served).',
        ),
      );
    }
    const verified = verdicts.filter((verdict) => verdict.matches === true);
    if (verified.length > 0)
      findings.push(
        pass(
          'digests-match',
          `${verified.length} sampled skill(s) answer and match their sha256 digest.`,
          verified.map(({ sample }) => sample.url).join(', '),
          null,
        ),
      );
    const overCap = verdicts.filter((verdict) => verdict.answered && verdict.sample.overCap);
    if (overCap.length > 0)
      findings.push(
        warn(
          'over-cap',
          `${overCap.length} sampled skill(s) are over 5 MiB, so their digests were not verified.`,
          overCap.map(({ sample }) => sample.url).join(', '),
          null,
        ),
      );
    return outcome(Math.max(1, score), findings);
  },
}), ({ origin }) => skillsCapability(origin.agentSkills, origin.platforms));

/**
 * The agent skills capability (checks.md 2026-12c): exercised when a skill the index lists was fetched and its bytes
 * match the digest the index declares; probed when the index's skills answer 2xx; declared when an index loads and no
 * skill it lists answered. Could not ask when the index location asks for authentication.
 */
function skillsCapability(artifact: AgentSkillsArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const index = artifact.index;
  if (index) {
    const loaded = index.path === 'current' ? artifact.current : artifact.legacy;
    const response = loaded?.kind === 'ok' ? platformEvidenceOf(loaded.response) : null;
    const verdicts = sampleVerdicts(artifact.samples, skillEntries(index.value));
    const verified = verdicts.find((verdict) => verdict.matches === true);
    if (verified) return capabilityYes('agent-skills', platforms.detected, { level: 'exercised', basis: 'exchange', url: verified.sample.url, response, detail: `The skill ${verified.sample.name} (${verified.sample.url}) answered with bytes that match the digest the index at ${index.url} declares.` });
    const answered = verdicts.find((verdict) => verdict.answered);
    if (answered) return capabilityYes('agent-skills', platforms.detected, { level: 'probed', basis: 'file', url: answered.sample.url, response, detail: `The skill ${answered.sample.name} the index at ${index.url} lists answers HTTP ${answered.sample.status}.` });
    return capabilityYes('agent-skills', platforms.detected, { level: 'declared', basis: 'file', url: index.url, response, detail: `An agent skills index loads at ${index.url}, but no skill it lists answered.` });
  }
  const notAsked = firstNotAsked([artifact.current.file.result]);
  if (notAsked) return capabilityNotAsked('agent-skills', notAsked.reason, artifact.current.url, notAsked.detail);
  return capabilityNo('agent-skills', null, `No agent skills index answers at ${artifact.current.url}${artifact.legacy ? ` or ${artifact.legacy.url}` : ''}.`);
}

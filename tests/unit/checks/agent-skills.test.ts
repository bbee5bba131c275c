// agent-skills (checks.md, check 21): run on hand-built skills index artifacts.
import { describe, expect, it } from 'vitest';
import { agentSkills } from '../../../engine/checks/agent-skills.js';
import type { AgentSkillsArtifact, SkillSample } from '../../../engine/gather/agent-skills.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const INDEX = `${ORIGIN}/.well-known/agent-skills/index.json`;
const LEGACY = `${ORIGIN}/.well-known/skills/index.json`;
const DIGEST = 'a'.repeat(64);
const SKILL = { name: 'site-guide', type: 'skill-md', description: 'How to use the site.', url: `${ORIGIN}/skills/site-guide/SKILL.md`, digest: `sha256:${DIGEST}` };
const INDEX_BODY = { $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json', skills: [SKILL] };

function artifact(value: unknown, samples: SkillSample[] = [], url = INDEX): AgentSkillsArtifact {
  const document = jsonDocument(url, value);
  return {
    current: url === INDEX ? document : absentDocument(INDEX),
    legacy: url === LEGACY ? document : null,
    index: { url, path: url === INDEX ? 'current' : 'legacy', value },
    samples,
    linkedIndex: null,
  };
}

const sample = (sha256: string | null, status: number | null = 200): SkillSample => ({
  name: SKILL.name,
  url: SKILL.url,
  status,
  failure: null,
  sha256,
  overCap: false,
});
const run = (value: AgentSkillsArtifact) => runCheck(agentSkills, { origin: { agentSkills: value } });

describe('agent-skills', () => {
  it('passes a 0.2.0 index whose sampled skills answer and match their digests', () => {
    const outcome = run(artifact(INDEX_BODY, [sample(DIGEST)]));
    expect(verdicts(outcome)).toEqual(['pass entries-valid', 'pass digests-match']);
    expect(outcome.score).toBe(100);
  });

  it('warns about the legacy path and shape, invalid entries, broken URLs and digest mismatches', () => {
    const outcome = run(artifact({ skills: [{ ...SKILL, type: 'zip' }] }, [sample('b'.repeat(64))], LEGACY));
    expect(verdicts(outcome)).toEqual(['warn legacy-path', 'warn legacy-shape', 'warn invalid-entries', 'warn digest-mismatch']);
    // 100 − 20 − 20 − 30 − 30 is 0: an index that was found never scores 0 (that would be a fail).
    expect(outcome.score).toBe(1);
    expect(verdicts(run(artifact(INDEX_BODY, [sample(null, 404)])))).toEqual(['pass entries-valid', 'warn urls-broken']);
  });

  it('fails an index without skills, and reports what answered where no index loaded', () => {
    expect(verdicts(run(artifact({ skills: [] })))).toEqual(['fail no-skills']);
    const none = run({ current: jsonDocument(INDEX, '{oops'), legacy: absentDocument(LEGACY), index: null, samples: [], linkedIndex: null });
    expect(verdicts(none)).toEqual([`fail document-unparseable ${INDEX}`, `fail file-absent ${LEGACY}`]);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hangUp, html, json, type Routes, text } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('agent-skills', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
const SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
const REVIEW = '---\nname: code-review\ndescription: Review code.\n---\n# Code review\n';
const DEPLOY = '---\nname: deploy\ndescription: Deploy the app.\n---\n# Deploy\n';
const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

const entry = (name: string, body: string, digest = sha256(body)) => ({
  name,
  type: 'skill-md',
  description: `The ${name} skill.`,
  url: `/.well-known/agent-skills/${name}/SKILL.md`,
  digest: `sha256:${digest}`,
});

const skillFiles: Routes = {
  '/.well-known/agent-skills/code-review/SKILL.md': text(REVIEW, 'text/markdown'),
  '/.well-known/agent-skills/deploy/SKILL.md': text(DEPLOY, 'text/markdown'),
};

describe('agent-skills', () => {
  it('passes for a 0.2.0 index whose skills answer and match their digests', async () => {
    const { result } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({
        $schema: SCHEMA,
        skills: [entry('code-review', REVIEW), entry('deploy', DEPLOY)],
      }),
      ...skillFiles,
    });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      'pass: All 2 skill entries are valid (name, type, description, url, sha256 digest).',
      'pass: 2 sampled skill(s) answer and match their sha256 digest.',
    ]);
  });

  it('warns on a digest mismatch and names both digests', async () => {
    const { result, site: s } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({
        $schema: SCHEMA,
        skills: [entry('code-review', REVIEW), entry('deploy', DEPLOY, sha256('old'))],
      }),
      ...skillFiles,
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(85);
    const mismatch = result.findings.find(
      (finding) => finding.message === '1 sampled skill(s) do not match their sha256 digest.',
    );
    expect(mismatch?.detail).toBe(
      `${s.origin}/.well-known/agent-skills/deploy/SKILL.md: declared ${sha256('old')}, served ${sha256(DEPLOY)}`,
    );
  });

  it('warns on the legacy path and shape, invalid names and broken URLs', async () => {
    const { result, site: s } = await measure({
      '/': page,
      '/.well-known/skills/index.json': json({
        skills: [entry('code-review', REVIEW), { ...entry('Bad_Name', 'x'), url: '/missing.md' }],
      }),
      ...skillFiles,
    });
    expect(result.status).toBe('warn');
    // 100 - 20 (legacy path) - 20 (legacy shape) - 15 (1 of 2 entries invalid) - 15 (1 of 2 URLs broken)
    expect(result.score).toBe(30);
    expect(messages(result)).toEqual([
      `warn: The skills index is served only at the legacy path ${s.origin}/.well-known/skills/index.json.`,
      'warn: The index has the legacy 0.1.0 shape (no "$schema", or "files" lists instead of one artifact per skill).',
      'warn: 1 of 2 skill entries are invalid.',
      'warn: 1 of 2 sampled skill URL(s) do not answer 2xx.',
      'pass: 1 sampled skill(s) answer and match their sha256 digest.',
    ]);
  });

  it('fails when absent', async () => {
    const { result, site: s } = await measure({ '/': page });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual([
      `fail: The agent skills index at ${s.origin}/.well-known/agent-skills/index.json was not found (HTTP 404).`,
      `fail: The agent skills index at ${s.origin}/.well-known/skills/index.json was not found (HTTP 404).`,
    ]);
  });

  it('fails for an index without skills', async () => {
    const { result, site: s } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({ $schema: SCHEMA, skills: [] }),
    });
    expect(result.status).toBe('fail');
    expect(messages(result)[0]).toBe(
      `fail: The agent skills index at ${s.origin}/.well-known/agent-skills/index.json has no skills (a non-empty "skills" array is required).`,
    );
  });

  it('is an error when the index fetch breaks', async () => {
    const { result } = await measure({ '/': page, '/.well-known/agent-skills/index.json': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the agent skills index/);
  });

  it('is not applicable under the api profile', async () => {
    const { result } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({ $schema: SCHEMA, skills: [entry('code-review', REVIEW)] }),
      ...skillFiles,
    }, { profile: 'api' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });
});

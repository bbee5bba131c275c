// agent-skills, the discovery RFC's second 0.2.0 shape (checks.md 2026-11; cloudflare/agent-skills-discovery-rfc
// v0.2.0, "Discovery Index" and "Integrity and Verification").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { skillDigest } from '../../../engine/parse/agent-skills-index.js';
import { html, json, text } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('agent-skills', { timeout: 3000 });

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
const SKILL_MD = '# Hello\n';
const RUN_SH = '#!/bin/sh\n';
const FILES = [
  { path: 'scripts/run.sh', digest: `sha256:${sha256(RUN_SH)}` },
  { path: 'SKILL.md', digest: `sha256:${sha256(SKILL_MD)}` },
];
const codes = (result: { findings: Array<{ code: string; status: string }> }) => result.findings.map((finding) => `${finding.status} ${finding.code}`);

describe('agent-skills: the files shape', () => {
  // The RFC's "Skill-Level Digest" worked example: SKILL.md "# Hello\n" and scripts/run.sh "#!/bin/sh\n".
  it('reproduces the discovery RFC worked example digest', () => {
    expect(sha256(SKILL_MD)).toBe('90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be');
    expect(sha256(RUN_SH)).toBe('a8076d3d28d21e02012b20eaf7dbf75409a6277134439025f282e368e3305abf');
    const files = FILES.map((file) => ({ path: file.path, hex: file.digest.slice(7) }));
    expect(skillDigest(files, sha256)).toBe('sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e');
  });

  it('passes an index of version 0.2.0 whose files answer and match, and whose skill digest is the RFC digest', async () => {
    const { result, site } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({
        version: '0.2.0',
        skills: [{ name: 'hello', description: 'Says hello.', digest: 'sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e', files: FILES }],
      }),
      '/.well-known/agent-skills/hello/SKILL.md': text(SKILL_MD, 'text/markdown'),
      '/.well-known/agent-skills/hello/scripts/run.sh': text(RUN_SH),
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(['info agent-skills.files-shape', 'pass agent-skills.entries-valid', 'pass agent-skills.digests-match']);
    expect(site.requests).toEqual(expect.arrayContaining(['GET /.well-known/agent-skills/hello/SKILL.md', 'GET /.well-known/agent-skills/hello/scripts/run.sh']));
  });

  it('warns about a skill digest that is not the digest over its files, and a file that does not match', async () => {
    const { result } = await measure({
      '/': page,
      '/.well-known/agent-skills/index.json': json({ version: '0.2.0', skills: [{ name: 'hello', description: 'Says hello.', digest: `sha256:${'0'.repeat(64)}`, files: FILES }] }),
      '/.well-known/agent-skills/hello/SKILL.md': text('# Changed\n', 'text/markdown'),
      '/.well-known/agent-skills/hello/scripts/run.sh': text(RUN_SH),
    });
    expect(result.status).toBe('warn');
    const mismatches = result.findings.filter((finding) => finding.code === 'agent-skills.digest-mismatch');
    expect(mismatches.map((finding) => finding.message)).toEqual([
      "1 skill digest(s) do not match the SHA-256 over their files' sorted {path}\\0{hex}\\n lines.",
      '1 sampled skill(s) do not match their sha256 digest.',
    ]);
    expect(mismatches[0]!.detail).toBe(`hello: declared sha256:${'0'.repeat(64)}, computed sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e`);
  });

  it('names entries without SKILL.md or with climbing paths, and follows an agent-skills-index link only as a hint', async () => {
    const { result } = await measure({
      '/': html('<!doctype html><html><head><title>Home</title></head><body></body></html>', { link: '</skills/index.json>; rel="agent-skills-index"' }),
      '/.well-known/agent-skills/index.json': json({ version: '0.2.0', skills: [{ name: 'hello', description: 'Says hello.', digest: `sha256:${'0'.repeat(64)}`, files: [{ path: '../etc/passwd', digest: `sha256:${'1'.repeat(64)}` }] }] }),
      '/skills/index.json': json({ skills: [] }),
    });
    expect(codes(result)).toContain('info agent-skills.linked-index');
    expect(result.findings.find((finding) => finding.code === 'agent-skills.linked-index')!.detail).toMatch(/\/skills\/index\.json — HTTP 200$/);
    const invalid = result.findings.find((finding) => finding.code === 'agent-skills.invalid-entries')!;
    expect(invalid.detail).toBe('skills[0]: files has no SKILL.md, path "../etc/passwd" is absolute or climbs with ".."');
  });
});

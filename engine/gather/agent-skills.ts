// Agent Skills Discovery (0.2.0): the skills index, and up to 5 skill artifacts fetched to verify their digests.
import { createHash } from 'node:crypto';
import type { FetchFailure } from '../fetch/types.js';
import { isFilesIndex, skillEntries, skillFiles } from '../parse/agent-skills-index.js';
import { isObject } from '../parse/json-values.js';
import { resolveUrl } from '../parse/urls.js';
import { AGENT_SKILLS_INDEX_PATH, AGENT_SKILLS_LEGACY_INDEX_PATH } from '../well-known.js';
import { responseLinks } from '../parse/link-header.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { probeLink } from './probe-link.js';
import { fetchCurrentOrLegacy, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

export interface SkillSample {
  name: string;
  url: string;
  /** HTTP status, or null when the fetch failed. */
  status: number | null;
  failure: FetchFailure | null;
  /** Hex SHA-256 of the body; null when not fetched whole (failed, non-2xx or over the cap). */
  sha256: string | null;
  overCap: boolean;
  /** In the files shape: the file's path within the skill and its declared hex digest (a sample is one file). */
  file?: { path: string; declared: string | null };
}

export interface AgentSkillsArtifact {
  current: JsonDocument;
  /** Fetched only when the current location has no index. */
  legacy: JsonDocument | null;
  index: { url: string; path: 'current' | 'legacy'; value: unknown } | null;
  samples: SkillSample[];
  /** A start-page `Link: rel="agent-skills-index"` target (registered nowhere: a hint only), with its HEAD status. */
  linkedIndex: { url: string; status: number | null } | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    agentSkills: AgentSkillsArtifact;
  }
}

export const MAX_SKILL_SAMPLES = 5;

export const agentSkillsGatherer = defineOriginGatherer('agentSkills', async (ctx) => {
  const { current, legacy, loaded: index } = await fetchCurrentOrLegacy(
    ctx,
    `${ctx.origin}${AGENT_SKILLS_INDEX_PATH}`,
    `${ctx.origin}${AGENT_SKILLS_LEGACY_INDEX_PATH}`,
  );
  const targets: Array<{ name: string; url: string; file?: SkillSample['file'] }> = [];
  if (index && isFilesIndex(index.value)) {
    // Files shape: each file lives at /.well-known/agent-skills/{name}/{path}; the sample is files across skills.
    for (const entry of skillEntries(index.value)) {
      if (!isObject(entry) || typeof entry.name !== 'string') continue;
      for (const file of skillFiles(entry)) {
        if (targets.length >= MAX_SKILL_SAMPLES) break;
        const url = resolveUrl(`${encodeURIComponent(entry.name)}/${file.path}`, index.url);
        // A path the RFC forbids (absolute, climbing) is reported by the check, never fetched.
        if (url && file.path !== '' && !file.path.startsWith('/') && !file.path.split('/').includes('..')) targets.push({ name: entry.name, url, file: { path: file.path, declared: file.hex } });
      }
    }
  } else {
    for (const entry of skillEntries(index?.value)) {
      if (targets.length >= MAX_SKILL_SAMPLES) break;
      if (!isObject(entry) || typeof entry.url !== 'string') continue;
      const url = resolveUrl(entry.url, index!.url);
      if (url) targets.push({ name: typeof entry.name === 'string' ? entry.name : '(unnamed)', url });
    }
  }
  const samples = await Promise.all(
    targets.map(async ({ name, url, file }): Promise<SkillSample> => {
      // Archives may be larger than a JSON document; the llms cap (5 MiB) bounds what is hashed.
      const result = await ctx.fetch({ url, cap: 'llms' });
      if (!result.ok) return { name, url, status: null, failure: result.error, sha256: null, overCap: false, ...(file ? { file } : {}) };
      const response = result.response;
      const whole = response.status >= 200 && response.status < 300 && !response.overCap;
      return {
        name,
        url,
        status: response.status,
        failure: null,
        sha256: whole ? createHash('sha256').update(response.body).digest('hex') : null,
        overCap: response.overCap,
        ...(file ? { file } : {}),
      };
    }),
  );
  return { current, legacy, index, samples, linkedIndex: await linkedIndexHint(ctx) };
}, (skills) => {
  const failed = skills.index ? undefined : [skills.current, skills.legacy].find((document) => document?.kind === 'error');
  return failed?.kind === 'error' ? ArtifactProblem.unmeasured('the agent skills index', failed.failure) : skills;
});

/** A `Link: rel="agent-skills-index"` on the start page: followed only as a hint (HEAD), never judged as the index. */
async function linkedIndexHint(ctx: GatherContext): Promise<AgentSkillsArtifact['linkedIndex']> {
  const page = await ctx.getPage('page', ctx.startUrl);
  const link = responseLinks(page.response).find((item) => item.rels.includes('agent-skills-index') && item.target);
  if (!link?.target) return null;
  const probe = await probeLink(ctx, link.target);
  return { url: link.target, status: probe.status };
}

/** Profile auto-detection: a skills index with at least one entry. */
export function agentSkillsEvidence(artifact: AgentSkillsArtifact): string[] {
  const count = skillEntries(artifact.index?.value).length;
  return artifact.index && count > 0 ? [`Agent skills index at ${artifact.index.url} (${count} skill(s))`] : [];
}

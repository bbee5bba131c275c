// Our own Agent Skills Discovery index (0.2.0) and the SKILL.md files it lists. A skill's bytes come from
// skillMarkdown alone: the route serves them and the index hashes them, so a digest cannot drift from the file.
import { createHash } from 'node:crypto';
import { AGENT_SKILLS_INDEX_PATH, AGENT_SKILLS_SCHEMA } from '@/engine/light';
import { auditSkill } from './audit-skill';
import { fixSkill } from './fix-skill';
import type { SkillSource } from './types';

export const SKILL_MEDIA_TYPE = 'text/markdown; charset=utf-8';

const SKILLS: readonly SkillSource[] = [auditSkill, fixSkill];

/** /.well-known/agent-skills/{name}/SKILL.md, the spec's conventional location. */
export function skillPath(name: string): string {
  return AGENT_SKILLS_INDEX_PATH.replace(/index\.json$/, `${name}/SKILL.md`);
}

/** The SKILL.md of a skill we publish (front matter, then instructions), or null for any other name. */
export function skillMarkdown(name: string, origin: string): string | null {
  const skill = SKILLS.find((candidate) => candidate.name === name);
  if (!skill) return null;
  return `---\nname: ${skill.name}\ndescription: ${skill.description}\n---\n\n${skill.body(origin)}`;
}

export function agentSkillsIndex(origin: string) {
  return {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: SKILLS.map((skill) => ({
      name: skill.name,
      type: 'skill-md',
      description: skill.description,
      url: `${origin}${skillPath(skill.name)}`,
      digest: `sha256:${createHash('sha256').update(skillMarkdown(skill.name, origin)!, 'utf8').digest('hex')}`,
    })),
  };
}

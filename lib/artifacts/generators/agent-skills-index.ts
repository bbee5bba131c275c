// /.well-known/agent-skills/index.json (Agent Skills Discovery 0.2.0): lists the generated SKILL.md with its digest.
import { createHash } from 'node:crypto';
import { AGENT_SKILLS_SCHEMA } from '@/engine/light';
import { ARTIFACT_PATHS } from '../kinds';
import { siteNameOf } from '../site-input';
import { SKILL_NAME, agentSkill } from './agent-skill';
import type { Generator } from './types';

export const agentSkillsIndex: Generator = (input) => {
  const skill = agentSkill(input).body;
  const index = {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: [
      {
        name: SKILL_NAME,
        type: 'skill-md',
        description: `How to find information on ${siteNameOf(input)} and which pages to read first.`,
        url: `${input.origin}${ARTIFACT_PATHS['agent-skill']}`,
        digest: `sha256:${createHash('sha256').update(skill, 'utf8').digest('hex')}`,
      },
    ],
  };
  return { contentType: 'application/json', body: `${JSON.stringify(index, null, 2)}\n` };
};

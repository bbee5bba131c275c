// GET /api/v1/index/agents: each agent profile's verdicts in every edition, with its read rate, the share of sites
// that block it for any cause (blockedRate) and its outcomes by cause, oldest first. Unknown and not measured never
// count in a rate or share.
import type { z } from 'zod';
import { AGENT_PROFILE_IDS, agentProfile } from '@/engine/light';
import { allEditions } from '@/lib/editions/editions';
import { ApiError } from '@/lib/errors/api-errors';
import type { IndexAgentSeries } from '@/lib/schemas/editions';
import { NOTHING_PUBLISHED } from './get-index-edition';

export async function getIndexAgentSeries(): Promise<z.input<typeof IndexAgentSeries>> {
  const editions = await allEditions();
  if (editions.length === 0) throw new ApiError('not-found', NOTHING_PUBLISHED);
  return {
    profiles: AGENT_PROFILE_IDS.map((profile) => ({
      profile,
      name: agentProfile(profile).name,
      series: editions.map((edition) => {
        const { reads, partial, blocked, pay, unknown, readRate, outcomes } = edition.population.agents.find((agent) => agent.profile === profile)!;
        const measured = reads + partial + blocked;
        return {
          edition: edition.number,
          title: edition.title,
          publishedAt: edition.publishedAt.toISOString(),
          reads,
          partial,
          blocked,
          pay,
          unknown,
          readRate,
          blockedRate: measured === 0 ? null : blocked / measured,
          outcomes,
        };
      }),
    })),
  };
}

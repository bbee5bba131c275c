// One SKILL.md listed in the agent skills index, served as the exact bytes the index's digest was computed from.
import { AGENT_SKILLS_INDEX_PATH } from '@/engine/light';
import { SKILL_MEDIA_TYPE, skillMarkdown } from '@/lib/agent-skills';
import { ApiError } from '@/lib/errors/api-errors';
import { publicOrigin } from '@/lib/net/public-origin';
import { errorResponse } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ skill: string }> }): Promise<Response> {
  const { skill } = await params;
  const markdown = skillMarkdown(skill, publicOrigin(request));
  if (markdown === null) return errorResponse(new ApiError('not-found', `No skill of that name is published here; ${AGENT_SKILLS_INDEX_PATH} lists them.`));
  return new Response(markdown, {
    headers: { 'content-type': SKILL_MEDIA_TYPE, 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' },
  });
}

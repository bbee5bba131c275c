// JSON for the dashboard's polling of agent runs and Answers passes (React Query): ?work=agent-runs|answers-passes.
import { ApiError } from '@/lib/errors/api-errors';
import { Uuid } from '@/lib/schemas/common';
import { SITE_WORK, siteWorkProgress, type SiteWork } from '@/lib/services/site-work-progress';
import { sessionJson } from '../session-json';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: siteId } = await params;
  const work = new URL(request.url).searchParams.get('work') ?? '';
  return sessionJson('the work of a site', async (organizationId) => {
    if (!Uuid.safeParse(siteId).success) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
    if (!(SITE_WORK as readonly string[]).includes(work)) throw new ApiError('invalid-parameter', `The query parameter "work" must be one of ${SITE_WORK.join(', ')}.`);
    return siteWorkProgress(organizationId, siteId, work as SiteWork);
  });
}

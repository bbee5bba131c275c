// JSON for the dashboard's polling of agent runs and Answers passes (React Query), authenticated by the session cookie
// like the pages; ?work=agent-runs|answers-passes. Outside /api on purpose, as scan-status is: not part of the public
// API, so it has no OpenAPI operation.
import { getSessionUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import { errorResponse, jsonResponse, NO_STORE } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { Uuid } from '@/lib/schemas/common';
import { SITE_WORK, siteWorkProgress, type SiteWork } from '@/lib/services/site-work-progress';

const NO_STORE_HEADERS = { 'cache-control': NO_STORE };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: siteId } = await params;
  const work = new URL(request.url).searchParams.get('work') ?? '';
  try {
    const user = await getSessionUser();
    if (!user?.active) throw new ApiError('unauthorized', 'Sign in to read the work of a site.');
    if (!Uuid.safeParse(siteId).success) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
    if (!(SITE_WORK as readonly string[]).includes(work)) throw new ApiError('invalid-parameter', `The query parameter "work" must be one of ${SITE_WORK.join(', ')}.`);
    return jsonResponse(await siteWorkProgress(user.active.organizationId, siteId, work as SiteWork), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return errorResponse(translateError(error), NO_STORE_HEADERS);
  }
}

import { withApiKey } from '@/lib/http/route';
import { deleteSiteJourney as deleteOperation, updateSiteJourney as updateOperation } from '@/lib/openapi/operations';
import { deleteJourney } from '@/lib/services/delete-journey';
import { updateJourney } from '@/lib/services/update-journey';

export const PATCH = withApiKey(updateOperation, ({ auth, params, body }) => updateJourney(auth, params.id, params.journeyId, body));
export const DELETE = withApiKey(deleteOperation, ({ auth, params }) => deleteJourney(auth, params.id, params.journeyId));

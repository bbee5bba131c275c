import { withApiKey } from '@/lib/http/route';
import { rescanSiteIndexEntry } from '@/lib/openapi/operations';
import { rescanIndexEntry } from '@/lib/services/rescan-index-entry';

export const POST = withApiKey(rescanSiteIndexEntry, ({ auth, params }) => rescanIndexEntry(auth, params.id));

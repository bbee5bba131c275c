import { withApiKey } from '@/lib/http/route';
import { startAnswersPass } from '@/lib/openapi/operations';
import { startAnswersPass as queueAnswersPass } from '@/lib/services/start-answers-pass';

export const POST = withApiKey(startAnswersPass, ({ auth, params, body }) => queueAnswersPass(auth, params.id, body));

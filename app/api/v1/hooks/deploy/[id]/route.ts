import { DEPLOY_HOOK_BODY_LIMIT_BYTES } from '@/lib/deploy-hooks/providers';
import { readBodyText } from '@/lib/net/body';
import { publicRoute } from '@/lib/http/route';
import { callDeployHook as callOperation } from '@/lib/openapi/operations';
import { receiveDeployHook } from '@/lib/services/receive-deploy-hook';

// The body is read here, raw: the platform signs its bytes.
export const POST = publicRoute(
  callOperation,
  async ({ params, request }) => receiveDeployHook(params.id, request.headers, await readBodyText(request, DEPLOY_HOOK_BODY_LIMIT_BYTES)),
  undefined,
  { ownBody: true },
);

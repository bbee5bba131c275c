import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { svgRoute } from '@/lib/http/svg-route';
import { getIndexBadge as operation } from '@/lib/openapi/operations';
import { getIndexBadge } from '@/lib/services/get-index-badge';

// /badge/<host>/index.svg: the folder [file] is the host here.
export const GET = svgRoute(
  operation,
  ({ file }) => ({ host: String(file) }),
  async ({ host }) => {
    const badge = await getIndexBadge(host);
    return { svg: badge.svg, status: badge.measured ? 200 : 404 };
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods();

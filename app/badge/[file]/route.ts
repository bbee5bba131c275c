import { ApiError } from '@/lib/errors/api-errors';
import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { svgRoute } from '@/lib/http/svg-route';
import { getPublicBadge as operation } from '@/lib/openapi/operations';
import { getPublicBadge } from '@/lib/services/get-public-badge';

// The path's last segment is `<host>.svg`.
export const GET = svgRoute(
  operation,
  ({ file }) => {
    const match = /^(.+)\.svg$/i.exec(String(file));
    if (!match) throw new ApiError('not-found', 'Badges are served at /badge/<host>.svg.');
    return { host: match[1] };
  },
  async ({ host }) => {
    const badge = await getPublicBadge(host);
    return { svg: badge.svg, status: badge.measured ? 200 : 404 };
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods();

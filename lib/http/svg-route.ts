// Route wrapper for an operation whose body is an SVG image (the score badge): parse the path with the operation's
// schema, call one service, answer the image with its ETag (304 on If-None-Match) and the operation's Cache-Control.
// Invalid input and outages get the JSON error body every route answers.
import type { z } from 'zod';
import type { OperationSpec } from '@/lib/openapi/define-operation';
import { matchesIfNoneMatch, strongEtag } from './etag';
import { NO_STORE, errorResponse } from './respond';
import { translateError } from './translate-error';
import { parseInput } from '@/lib/net/validate';

export interface SvgBody {
  svg: string;
  /** The status of the answer: 200, or 404 for an image that says there is nothing to show. */
  status: 200 | 404;
}

export function svgRoute<P extends z.ZodType>(
  operation: OperationSpec<P, undefined, undefined, z.ZodType>,
  pathOf: (params: Record<string, string | string[] | undefined>) => unknown,
  handler: (params: z.output<P>) => Promise<SvgBody>,
): (request: Request, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response> {
  return async (request, context) => {
    try {
      const params = parseInput(operation.params!, pathOf(await context.params), 'path');
      const { svg, status } = await handler(params);
      const etag = strongEtag(svg);
      const headers = new Headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': (status === 200 ? operation.cacheControl : operation.errorBodies?.[404]?.cacheControl) ?? NO_STORE,
        etag,
        // The badge is an image: it must not run script even when opened on its own.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
      if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
        headers.delete('content-type');
        return new Response(null, { status: 304, headers });
      }
      return new Response(svg, { status, headers });
    } catch (error) {
      return errorResponse(translateError(error), { 'cache-control': NO_STORE });
    }
  };
}

// GET /cli/agentgauge-cli-<version>.tgz, /cli/latest.tgz and their .sha256 checksums: the CLI package this service
// serves (lib/services/get-cli-package.ts), so `npm i -g <public URL>/cli/latest.tgz` installs it.
import { ApiError } from '@/lib/errors/api-errors';
import { matchesIfNoneMatch } from '@/lib/http/etag';
import { NO_STORE, errorResponse } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { CLI_LATEST_FILE, getCliPackageFile } from '@/lib/services/get-cli-package';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** latest.tgz changes with every release: revalidated each time (the ETag makes that a 304); a versioned name for an hour. */
function cacheControl(file: string): string {
  return file.startsWith(CLI_LATEST_FILE) ? 'no-cache' : 'public, max-age=3600';
}

export async function GET(request: Request, context: Context): Promise<Response> {
  const { file } = await context.params;
  try {
    const answer = await getCliPackageFile(file);
    const { pkg } = answer;
    const etag = `"${pkg.sha256Hex}${answer.kind === 'checksum' ? '.sha256' : ''}"`;
    const headers = new Headers({
      'cache-control': cacheControl(file),
      etag,
      'x-content-type-options': 'nosniff',
    });
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    if (answer.kind === 'checksum') {
      headers.set('content-type', 'text/plain; charset=utf-8');
      return new Response(answer.text, { status: 200, headers });
    }
    headers.set('content-type', 'application/gzip');
    headers.set('content-disposition', `attachment; filename="${pkg.name}"`);
    // RFC 9530: the tarball's digests; npm's integrity for it is "sha512-" followed by the sha-512 value.
    headers.set('repr-digest', `sha-256=:${pkg.sha256Base64}:, sha-512=:${pkg.sha512Base64}:`);
    return new Response(new Uint8Array(pkg.bytes), { status: 200, headers });
  } catch (error) {
    return errorResponse(translateError(error), { 'cache-control': NO_STORE });
  }
}

const refuse = () =>
  errorResponse(new ApiError('method-not-allowed', 'The CLI package is read-only; use GET or HEAD.'), { allow: 'GET, HEAD', 'cache-control': NO_STORE });
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;

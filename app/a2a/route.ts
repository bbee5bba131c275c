// The A2A endpoint (JSON-RPC binding, A2A 1.0): see lib/a2a/request.ts.
import { handleA2aRequest, refuseNonPost } from '@/lib/a2a/request';

export const dynamic = 'force-dynamic';

export const POST = handleA2aRequest;
export const GET = refuseNonPost;
export const PUT = refuseNonPost;
export const PATCH = refuseNonPost;
export const DELETE = refuseNonPost;

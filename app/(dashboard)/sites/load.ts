// Site pages read through the same services as the API; a site the organization does not own is a 404 page.
import { forbidden, notFound } from 'next/navigation';
import { requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { Uuid } from '@/lib/schemas/common';
import { refusalMessage } from '@/lib/web/refusal-message';

/** The active organization's id (members included: only key management is restricted). */
export async function activeOrganizationId(): Promise<string> {
  const { membership } = await requireMembership();
  return membership.organizationId;
}

/** Runs a service read; "not found" (another organization's site, a missing scan) becomes the 404 page. */
export async function readOrNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not-found') notFound();
    throw error;
  }
}

/** Runs a service read whose "not found" is an expected state of the page (no finished scan yet): null then. */
export async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not-found') return null;
    throw error;
  }
}

/** The message of an expected service error (bad input, refused target, quota), to show inline. */
export function serviceErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return refusalMessage(error);
  throw error;
}

/**
 * For form actions without state to show a refusal in: a 403 of the service becomes the 403 page, a 404 (or an id
 * that names nothing) the 404 page, instead of an error page with status 500.
 */
export function refusalAsPage(error: unknown): never {
  if (error instanceof ApiError && error.status === 403) forbidden();
  if (error instanceof ApiError && (error.status === 404 || error.code === 'invalid-parameter')) notFound();
  throw error;
}

/** A site id from the URL: anything but a UUID names no site. */
export function requireSiteId(id: string): string {
  if (!Uuid.safeParse(id).success) notFound();
  return id;
}

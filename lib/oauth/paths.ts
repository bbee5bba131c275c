// Where the authorization server answers, apart from the server itself: the HTTP front decides on every request
// whether a path is the authorization server's without loading oidc-provider (about a second of module loading,
// paid on the first OAuth request instead of at every start).
import { OAUTH_AUTHORIZATION_SERVER_PATH, OPENID_CONFIGURATION_PATH } from '@/engine/light';

export const OAUTH_PATH_PREFIX = '/oauth/';
export const INTERACTION_PATH = '/authorize';
export const REGISTRATION_PATH = '/oauth/register';

/** The consent page's form target: under the interaction cookie's path (see front.ts). */
export const COMPLETE_PATH = new RegExp(`^${INTERACTION_PATH}/([A-Za-z0-9_-]{1,100})/complete$`);

/** Whether the authorization server answers this path (the rest goes to Next). */
export function isOAuthPath(pathname: string): boolean {
  return (
    pathname.startsWith(OAUTH_PATH_PREFIX) ||
    pathname === OAUTH_AUTHORIZATION_SERVER_PATH ||
    pathname === OPENID_CONFIGURATION_PATH ||
    COMPLETE_PATH.test(pathname)
  );
}

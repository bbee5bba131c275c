// The name and flags of next-auth's session cookie, apart from next-auth's options (which load Next's request
// context), so the HTTP front can read the cookie too (lib/oauth/front.ts).

/** Secure (__Secure-) cookies when the service is reached over HTTPS as configured; plain ones on http://. */
export function usesSecureCookies(): boolean {
  return (process.env.NEXTAUTH_URL ?? process.env.AGENTGAUGE_PUBLIC_URL ?? '').startsWith('https://');
}

export function sessionCookieName(): string {
  return `${usesSecureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

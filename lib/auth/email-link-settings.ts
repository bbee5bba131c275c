// Whether this installation sends mail (EMAIL_SERVER and EMAIL_FROM) and whether email sign-in links are on, kept
// apart from the provider (which imports next/server) so the start-up script and the workers (owners' alert mails)
// can read them without loading Next.
import { configuredPublicOrigin } from '@/lib/net/public-origin';

export interface EmailLinkSettings {
  server: string;
  from: string;
}

/** The mail server and sender when both are set (sign-in links and owners' alert mails), else null. */
export function configuredMailer(): EmailLinkSettings | null {
  const server = process.env.EMAIL_SERVER?.trim();
  const from = process.env.EMAIL_FROM?.trim();
  return server && from ? { server, from } : null;
}

export function emailLinkSettings(): EmailLinkSettings | null {
  return configuredPublicOrigin() ? configuredMailer() : null;
}

/** Why email links are off although a mail server is configured (one line for the start-up log), or null. */
export function emailLinkOffReason(): string | null {
  if (!configuredMailer() || configuredPublicOrigin()) return null;
  return 'Email sign-in is off: EMAIL_SERVER and EMAIL_FROM are set, but sign-in links need a configured public URL (set AGENTGAUGE_PUBLIC_URL).';
}

// Sign-in by emailed link (next-auth's Email provider), switched on only when EMAIL_SERVER (an SMTP URL such as
// smtp://user:pass@mail.example.com:587) and EMAIL_FROM are both set, and the service has a configured public URL
// (AGENTGAUGE_PUBLIC_URL or NEXTAUTH_URL): a link carries a sign-in token, so it must point at the operator's own
// address, never at one derived from a request. Links go only to emails that already have an
// account, like every other way in: nobody signs up by typing an address.
import { headers } from 'next/headers';
import { after } from 'next/server';
import EmailProvider, { type SendVerificationRequestParams } from 'next-auth/providers/email';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/net/client-ip';
import { throttleSignInLinkRequest } from '@/lib/rate-limit/sign-in';
import { errorMessage, logger } from '@/lib/observability/logger';
import type { EmailLinkSettings } from './email-link-settings';
import { mailTransport } from '@/lib/mail/transport';

export const SIGN_IN_LINK_MAX_AGE_MINUTES = 15;

export function emailLinkProvider(settings: EmailLinkSettings) {
  return EmailProvider({
    server: settings.server,
    from: settings.from,
    maxAge: SIGN_IN_LINK_MAX_AGE_MINUTES * 60,
    // The mail goes out after the answer: the answer is the same, and as quick, whether or not the email has an
    // account, so the form does not reveal which addresses exist. A failed delivery is logged on the server.
    // Asking again and again must not flood an inbox: requests are throttled per client address and per client and
    // email (lib/rate-limit/sign-in.ts), for every address alike, and a refused request is answered as an error.
    sendVerificationRequest: async ({ identifier, url }: SendVerificationRequestParams) => {
      await throttleSignInLinkRequest(clientIp({ headers: await headers() }), identifier);
      after(() => deliverSignInLink(settings, identifier, url));
    },
  });
}

async function deliverSignInLink(settings: EmailLinkSettings, email: string, url: string): Promise<void> {
  try {
    const db = await getDb();
    const user = await db.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) return;
    const result = await mailTransport(settings.server).sendMail({
      to: email,
      from: settings.from,
      subject: 'Your Agent Gauge sign-in link',
      text: signInLinkText(url),
      html: signInLinkHtml(url),
    });
    const refused = [...result.rejected, ...(result.pending ?? [])];
    if (refused.length > 0) throw new Error(`the SMTP server refused ${refused.length} recipient(s)`);
  } catch (error) {
    // The message only: an SMTP error object can carry the server's connection details.
    logger.error(`A sign-in link could not be sent: ${errorMessage(error)}`);
  }
}

function signInLinkText(url: string): string {
  return [
    'Open this link to sign in to Agent Gauge:',
    '',
    url,
    '',
    `It works once and expires in ${SIGN_IN_LINK_MAX_AGE_MINUTES} minutes. If you did not ask for it, ignore this email.`,
    '',
  ].join('\n');
}

function signInLinkHtml(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<p>Open this link to sign in to Agent Gauge:</p>` +
    `<p><a href="${href}">Sign in to Agent Gauge</a></p>` +
    `<p>It works once and expires in ${SIGN_IN_LINK_MAX_AGE_MINUTES} minutes. If you did not ask for it, ignore this email.</p>`
  );
}

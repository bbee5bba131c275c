import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Card } from '@/components/card';
import { SIGN_IN_LINK_MAX_AGE_MINUTES } from '@/lib/auth/email-link';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { emailLinkEnabled, enabledOAuthProviders } from '@/lib/auth/next-auth-options';
import { getSessionUser } from '@/lib/auth/session';
import { CheckEmailNotice } from './check-email-notice';
import { OAuthButton } from './oauth-button';
import { SignInForm } from './sign-in-form';

// Email and password always. "Continue with GitHub" only with GITHUB_ID and GITHUB_SECRET set; "Email me a link" only
// with EMAIL_SERVER (an SMTP URL) and EMAIL_FROM set (see README, Configuration). Both admit existing accounts only.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to the Agent Gauge dashboard to manage your sites, reports and API keys.',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ next?: string; error?: string; check?: string }> };

/** next-auth sends failed sign-ins here with its error code; the ones a visitor can act on get their own words. */
function errorMessage(code: string): string {
  if (code === 'Verification') return 'That sign-in link has expired or was already used. Ask for a new one below.';
  if (code === 'EmailSignin') return 'No sign-in link could be sent to that address. Check it, or sign in with your password.';
  return "That sign-in did not work. Accounts are created by your organization's operator.";
}

export default async function SignInPage({ searchParams }: Props) {
  const { next: asked, error, check } = await searchParams;
  // Only a path on this site: the value comes from the address bar.
  const next = safeRedirectPath(asked, '/sites');
  if (await getSessionUser()) redirect(next);
  const providers = enabledOAuthProviders();
  const emailLinkMinutes = emailLinkEnabled() ? SIGN_IN_LINK_MAX_AGE_MINUTES : null;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Sign in to Agent Gauge</h1>
      <Card>
        {error && (
          <p role="alert" className="mb-4 text-sm text-red-800">
            {errorMessage(error)}
          </p>
        )}
        {check === 'email' && emailLinkMinutes !== null && (
          <div role="status" className="mb-6 border-b border-slate-200 pb-6">
            <CheckEmailNotice minutes={emailLinkMinutes} />
          </div>
        )}
        <SignInForm next={next} emailLinkMinutes={emailLinkMinutes} />
        {providers.length > 0 && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            {providers.map((provider) => (
              <OAuthButton key={provider.id} id={provider.id} name={provider.name} next={next} />
            ))}
          </div>
        )}
      </Card>
      <p className="mt-4 text-sm text-slate-700">No account? Your organization&apos;s owner or the service operator creates them.</p>
    </>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Card } from '@/components/Card';
import { enabledOAuthProviders } from '@/lib/auth/next-auth-options';
import { getSessionUser } from '@/lib/auth/session';
import { OAuthButton } from './oauth-button';
import { SignInForm } from './sign-in-form';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to the Agent Gauge dashboard to manage your sites, reports and API keys.',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ next?: string; error?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  const { next = '/sites', error } = await searchParams;
  if (await getSessionUser()) redirect('/sites');
  const providers = enabledOAuthProviders();
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Sign in to Agent Gauge</h1>
      <Card>
        {error && (
          <p role="alert" className="mb-4 text-sm text-red-800">
            That sign-in did not work. Accounts are created by your organization&apos;s operator.
          </p>
        )}
        <SignInForm next={next} />
        {providers.length > 0 && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            {providers.map((provider) => (
              <OAuthButton key={provider.id} id={provider.id} name={provider.name} />
            ))}
          </div>
        )}
      </Card>
      <p className="mt-4 text-sm text-slate-700">No account? Your organization&apos;s owner or the service operator creates them.</p>
    </>
  );
}

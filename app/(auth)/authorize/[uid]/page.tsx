// The consent screen of the service's own authorization server (lib/oauth): an assistant asks to act for the signed-in
// user; they pick the organization, see the scopes, and approve or deny. The form posts to the HTTP front
// (/authorize/<uid>/complete), which checks the browser and the user again and sends the browser back to the client.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { getSessionUser } from '@/lib/auth/session';
import { INTERACTION_COOKIE } from '@/lib/auth/oauth-interaction';
import { SCOPE_DESCRIPTIONS, READ_SCOPE } from '@/lib/auth/oauth-scopes';
import { getAuthorizationRequest } from '@/lib/services/get-authorization-request';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Authorize an application', robots: { index: false } };

type Props = { params: Promise<{ uid: string }>; searchParams: Promise<{ error?: string }> };

export default async function AuthorizePage({ params, searchParams }: Props) {
  const { uid } = await params;
  const { error } = await searchParams;
  const user = await getSessionUser();
  if (!user) redirect(`/sign-in?next=${encodeURIComponent(`/authorize/${uid}`)}`);
  const view = await getAuthorizationRequest(user, uid);
  // The provider's cookie names the interaction this browser started; another browser's link is not ours to approve.
  const sameBrowser = (await cookies()).get(INTERACTION_COOKIE)?.value === uid;
  if (!view || !sameBrowser) {
    return (
      <>
        <h1 className="mb-6 text-2xl font-semibold">Authorization request not found</h1>
        <Card>
          <p className="text-sm text-slate-800">
            This authorization request has expired or was started in another browser. Start again from your assistant.
          </p>
        </Card>
      </>
    );
  }
  const active = user.active?.organizationId;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Connect {view.clientName} to Agent Gauge</h1>
      <Card>
        {error && (
          <p role="alert" className="mb-4 text-sm text-red-800">
            {error}
          </p>
        )}
        <form method="post" action={`/authorize/${uid}/complete`} className="space-y-6">
          <p className="text-sm text-slate-800">
            <strong>{view.clientName}</strong> asks to act for you ({user.email}). After you decide, you return to{' '}
            <code>{view.redirectHost}</code>.
          </p>
          {view.organizations.length === 0 ? (
            <p className="text-sm text-slate-800">You do not belong to any organization yet, so there is nothing to grant.</p>
          ) : (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-slate-900">Organization</legend>
                {view.organizations.map((organization, index) => (
                  <label key={organization.organizationId} className="mt-2 flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="organizationId"
                      value={organization.organizationId}
                      required
                      defaultChecked={active ? organization.organizationId === active : index === 0}
                    />
                    {organization.name} <span className="text-slate-600">({organization.role})</span>
                  </label>
                ))}
              </fieldset>
              <fieldset>
                <legend className="text-sm font-medium text-slate-900">Access</legend>
                {view.scopes.map((scope) => (
                  <label key={scope} className="mt-2 flex items-start gap-2 text-sm">
                    {scope === READ_SCOPE ? (
                      <>
                        <input type="checkbox" checked disabled aria-describedby={`${scope}-text`} />
                        <input type="hidden" name="scope" value={scope} />
                      </>
                    ) : (
                      <input type="checkbox" name="scope" value={scope} defaultChecked aria-describedby={`${scope}-text`} />
                    )}
                    <span id={`${scope}-text`}>
                      <code>{scope}</code>: {SCOPE_DESCRIPTIONS[scope]}
                    </span>
                  </label>
                ))}
                <p className="mt-2 text-sm text-slate-700">
                  What your role in the organization does not allow stays refused. Access lasts until you revoke it on the
                  API keys page, for a year at most, and lapses after 30 days unused; the assistant&apos;s access tokens last
                  one hour and are renewed while it is connected.
                </p>
              </fieldset>
            </>
          )}
          <div className="flex gap-3">
            {view.organizations.length > 0 && (
              <Button type="submit" name="decision" value="approve">
                Approve
              </Button>
            )}
            <Button type="submit" name="decision" value="deny" variant="secondary" formNoValidate>
              Deny
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}

import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { configuredMailer } from '@/lib/auth/email-link-settings';
import { requireUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors/api-errors';
import { listWebhooks } from '@/lib/services/list-webhooks';
import { readEmailAlerts } from '@/lib/services/set-email-alerts';
import { can } from '@/lib/auth/authorize';
import { formatDateTime } from '@/lib/format/dates';
import { configuredPublicOrigin } from '@/lib/net/public-origin';
import { deleteWebhookAction, setEmailAlertsAction } from './actions';
import { CreateWebhookForm } from './create-webhook-form';
import { DeliveryLog } from './delivery-log';

export const metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  const user = await requireUser();
  const membership = user.active;
  if (!membership) {
    return (
      <>
        <PageHeader title="Webhooks" />
        <EmptyState title="You do not belong to an organization yet.">Ask an operator to add you.</EmptyState>
      </>
    );
  }
  const actor = membership;
  const canManage = can(actor, 'webhook:manage');
  let webhooks;
  try {
    webhooks = (await listWebhooks(actor, { limit: 50 })).webhooks;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    return (
      <>
        <PageHeader title="Webhooks" />
        <EmptyState title="Webhooks are a paid-plan feature.">{error.message}</EmptyState>
      </>
    );
  }
  const emailAlerts = await readEmailAlerts(membership.organizationId);
  const mailReady = configuredMailer() !== null && configuredPublicOrigin() !== null;
  return (
    <>
      <PageHeader
        title="Webhooks"
        description={
          <>
            Signed POSTs (Standard Webhooks) to your endpoints when scans finish, a site regresses, fixes are verified or runs end, for{' '}
            {membership.organizationName}.
          </>
        }
      />
      <Card title="Alert mails" className="mb-8">
        <form action={setEmailAlertsAction} className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="enabled" defaultChecked={emailAlerts} disabled={!canManage} />
            Mail the owners when a scheduled scan fails or a site regresses
          </label>
          {canManage && (
            <Button type="submit" variant="secondary">
              Save
            </Button>
          )}
        </form>
        {!mailReady && (
          <p className="mt-2 text-sm text-slate-700">
            This installation sends no mail: it needs EMAIL_SERVER, EMAIL_FROM and AGENTGAUGE_PUBLIC_URL (for the link in each mail).
          </p>
        )}
      </Card>
      {canManage ? (
        <Card title="Create a webhook" className="mb-8">
          <CreateWebhookForm />
        </Card>
      ) : (
        <p className="mb-6 text-sm text-slate-700">Your role is {membership.role}: owners and admins create, test and delete webhooks.</p>
      )}
      <h2 className="mb-3 text-lg font-semibold">Endpoints</h2>
      {webhooks.length === 0 && <EmptyState title="No webhooks yet.">{canManage ? 'Create one above.' : 'Ask an owner or admin to create one.'}</EmptyState>}
      <div className="space-y-6">
        {webhooks.map((webhook) => (
          <Card key={webhook.id} title={webhook.url}>
            <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              {webhook.status === 'disabled' ? (
                <Badge tone="danger">{webhook.disabledAt ? `Disabled ${formatDateTime(webhook.disabledAt)}` : 'Disabled'}</Badge>
              ) : (
                <Badge tone={webhook.failingSince ? 'warning' : 'success'}>{webhook.failingSince ? 'Failing' : 'Active'}</Badge>
              )}
              {webhook.events.map((event) => (
                <code key={event} className="rounded bg-slate-100 px-1.5 py-0.5">
                  {event}
                </code>
              ))}
            </div>
            {webhook.status === 'disabled' && webhook.disabledReason && (
              <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-950">
                {webhook.disabledReason}
              </p>
            )}
            <DeliveryLog webhookId={webhook.id} canManage={canManage} />
            {canManage && (
              <div className="mt-4">
                <ConfirmDialog
                  trigger="Delete"
                  title={`Delete the webhook for ${webhook.url}?`}
                  confirmLabel="Delete webhook"
                  formAction={deleteWebhookAction}
                  hiddenFields={{ webhookId: webhook.id }}
                >
                  It receives no further events, and its delivery log is deleted.
                </ConfirmDialog>
              </div>
            )}
          </Card>
        ))}
      </div>
    </>
  );
}

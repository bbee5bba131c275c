import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { can } from '@/lib/auth/authorize';
import { requireUser } from '@/lib/auth/session';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { cliInstallLine } from '@/lib/services/get-cli-package';
import { listApiKeys, type ApiKeyListItem } from '@/lib/services/list-api-keys';
import { listOAuthGrants, type OAuthGrantListItem } from '@/lib/services/list-oauth-grants';
import { revokeGrantAction, revokeKeyAction } from './actions';
import { CreateKeyForm } from './create-key-form';
import { formatDateTime } from '@/components/site/format';

export const metadata = { title: 'API keys' };

function dateOrNever(date: Date | null): string {
  return formatDateTime(date, 'Never');
}

export default async function KeysPage() {
  const user = await requireUser();
  const membership = user.active;
  if (!membership || !can(membership, 'api-key:manage')) {
    return (
      <>
        <PageHeader title="API keys" />
        <EmptyState title="Only owners and admins can manage API keys.">
          {membership
            ? `Your role in ${membership.organizationName} is ${membership.role}. Ask an owner or admin for a key.`
            : 'You do not belong to an organization yet.'}
        </EmptyState>
      </>
    );
  }
  const [keys, grants, origin] = await Promise.all([listApiKeys(membership.organizationId), listOAuthGrants(membership), pagePublicOrigin()]);
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys authenticate <code>/api/v1/me</code>, <code>/mcp</code> and the remote engine for {membership.organizationName}. Send
            one as <code>Authorization: Bearer &lt;key&gt;</code>. Assistants can instead connect with OAuth: they ask you to
            sign in and approve, and appear under Connected applications.
          </>
        }
      />
      {!membership.paid && (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          This organization is on the free plan: the API answers 403 to its keys until it has an active paid plan.
        </p>
      )}
      <Card title="Create a key" className="mb-8">
        <CreateKeyForm />
      </Card>
      <Card title="Use a key with the CLI" className="mb-8">
        <p className="text-sm">Install the CLI (the <code>agentgauge</code> command, Node.js 22.12 or newer) from this service, then point it at this service with a key:</p>
        <pre className="mt-2 whitespace-pre-wrap break-all rounded bg-slate-100 p-2 font-mono text-sm">
          <code>{`${cliInstallLine(origin)}\nexport AGENTGAUGE_URL=${origin} AGENTGAUGE_API_KEY=<key>\nagentgauge sites`}</code>
        </pre>
      </Card>
      <h2 className="mb-3 text-lg font-semibold">Keys</h2>
      <DataTable<ApiKeyListItem>
        caption="API keys of the organization"
        rows={keys}
        rowKey={(key) => key.id}
        empty={<EmptyState title="No keys yet.">Create one above.</EmptyState>}
        columns={[
          { key: 'name', header: 'Name', cell: (key) => <span className="font-medium break-words">{key.name}</span> },
          { key: 'prefix', header: 'Prefix', cell: (key) => <code className="font-mono">{key.displayPrefix}…</code> },
          { key: 'created', header: 'Created', cell: (key) => dateOrNever(key.createdAt) },
          { key: 'used', header: 'Last used', cell: (key) => dateOrNever(key.lastUsedAt) },
          {
            key: 'actions',
            header: <span className="sr-only">Status and actions</span>,
            cell: (key) =>
              key.revokedAt ? (
                <Badge tone="danger">Revoked {formatDateTime(key.revokedAt)}</Badge>
              ) : (
                <ConfirmDialog
                  trigger="Revoke"
                  title={`Revoke “${key.name}”?`}
                  confirmLabel="Revoke key"
                  formAction={revokeKeyAction}
                  hiddenFields={{ keyId: key.id }}
                >
                  Requests with this key will be refused (401) immediately. This cannot be undone.
                </ConfirmDialog>
              ),
          },
        ]}
      />
      <h2 className="mb-3 mt-8 text-lg font-semibold">Connected applications</h2>
      <DataTable<OAuthGrantListItem>
        caption="Applications connected to the organization with OAuth"
        rows={grants}
        rowKey={(grant) => grant.id}
        empty={<EmptyState title="No connected applications.">An assistant connects when a member approves it.</EmptyState>}
        columns={[
          { key: 'client', header: 'Application', cell: (grant) => <span className="font-medium">{grant.clientName}</span> },
          { key: 'user', header: 'Approved by', cell: (grant) => grant.userEmail },
          { key: 'scopes', header: 'Scopes', cell: (grant) => <code className="font-mono">{grant.scopes.join(' ')}</code> },
          { key: 'created', header: 'Connected', cell: (grant) => dateOrNever(grant.createdAt) },
          { key: 'used', header: 'Last used', cell: (grant) => dateOrNever(grant.lastUsedAt) },
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            cell: (grant) => (
              <ConfirmDialog
                trigger="Revoke"
                title={`Revoke “${grant.clientName}”?`}
                confirmLabel="Revoke access"
                formAction={revokeGrantAction}
                hiddenFields={{ grantId: grant.id }}
              >
                Its access and refresh tokens are refused (401) immediately; it must ask for approval again.
              </ConfirmDialog>
            ),
          },
        ]}
      />
    </>
  );
}

import Link from 'next/link';
import { Badge } from '@/components/badge';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { requireOperator } from '@/lib/auth/require-member';
import { listOrganizationsForAdmin, type AdminOrganizationItem } from '@/lib/services/list-organizations-for-admin';
import { formatDate } from '@/lib/format/dates';
import { PlanForm } from './plan-form';

export const metadata = { title: 'Admin' };

export default async function AdminPage() {
  await requireOperator();
  const organizations = await listOrganizationsForAdmin();
  return (
    <>
      <PageHeader title="Organizations and plans" description="Operators only (ADMIN_EMAILS). Paid access follows the plan and its end date." />
      <p className="mb-4 text-sm text-slate-700">
        <Link href="/admin/index" className="text-blue-800 underline">
          The index
        </Link>
        : publish a finished fleet run as an edition, and read the verdict reports of listed sites.
      </p>
      <DataTable<AdminOrganizationItem>
        caption="Organizations"
        rows={organizations}
        rowKey={(organization) => organization.id}
        empty={<EmptyState title="No organizations yet.">Create one with the admin CLI in the service checkout: bin/agentgauge admin org create.</EmptyState>}
        columns={[
          {
            key: 'name',
            header: 'Organization',
            cell: (organization) => (
              <>
                <span className="font-medium">{organization.name}</span>
                <span className="block font-mono text-xs text-slate-700">{organization.id}</span>
              </>
            ),
          },
          {
            key: 'access',
            header: 'Access',
            cell: (organization) => (
              <Badge tone={organization.paid ? 'success' : 'neutral'}>{organization.paid ? 'paid' : 'no paid access'}</Badge>
            ),
          },
          {
            key: 'counts',
            header: 'Members · sites · keys',
            cell: (organization) => `${organization.members} · ${organization.sites} · ${organization.activeKeys}`,
          },
          {
            key: 'plan',
            header: 'Plan',
            cell: (organization) => (
              <PlanForm
                organizationId={organization.id}
                organizationName={organization.name}
                plan={organization.plan}
                until={organization.plan === 'pro' ? formatDate(organization.paidUntil, '') : ''}
              />
            ),
          },
        ]}
      />
    </>
  );
}

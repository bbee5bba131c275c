import Link from 'next/link';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING } from '@/components/styles';
import { can } from '@/lib/auth/authorize';
import { requireUser } from '@/lib/auth/session';
import { fleetTargetLimit } from '@/lib/fleets/settings';
import { listFleets } from '@/lib/services/list-fleets';
import { formatDateTime } from '@/lib/format/dates';
import { CreateFleetForm } from './create-fleet-form';
import { runTone } from './run-status';

export const metadata = { title: 'Fleets' };

export default async function FleetsPage() {
  const user = await requireUser();
  const membership = user.active;
  if (!membership) {
    return (
      <>
        <PageHeader title="Fleets" />
        <EmptyState title="You do not belong to an organization yet.">Ask the service operator to add you to one.</EmptyState>
      </>
    );
  }
  const { fleets } = await listFleets(membership, { limit: 50 });
  const canCreate = can(membership, 'fleet:create');
  return (
    <>
      <PageHeader
        title="Fleets"
        description={<>Lists of sites scanned in bulk, politely, with the population&apos;s figures: how many pass each check, how many refuse each agent.</>}
      />
      <div className="space-y-8">
        {fleets.length === 0 ? (
          <EmptyState title="No fleet yet">
            <p>Upload a list of your clients&apos; sites, or of the sites you study, then run it: each site&apos;s start page is measured with every agent&apos;s view.</p>
            <p className="mt-2">
              From a terminal: <code className="font-mono">agentgauge fleet create sites.txt</code>, then <code className="font-mono">agentgauge fleet run &lt;fleetId&gt; --wait</code>.
            </p>
          </EmptyState>
        ) : (
          <DataTable
            caption="Fleets with their newest run"
            rows={fleets}
            rowKey={(fleet) => fleet.id}
            columns={[
              {
                key: 'name',
                header: 'Fleet',
                cell: (fleet) => (
                  <Link href={`/fleets/${fleet.id}`} className={`font-medium text-blue-800 underline ${FOCUS_RING}`}>
                    {fleet.name}
                  </Link>
                ),
              },
              { key: 'targets', header: 'Targets', cell: (fleet) => fleet.targetCount.toLocaleString('en-US') },
              {
                key: 'run',
                header: 'Newest run',
                cell: (fleet) =>
                  fleet.lastRun ? (
                    <Link href={`/fleets/${fleet.id}/runs/${fleet.lastRun.id}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
                      <Badge tone={runTone(fleet.lastRun.status)}>{fleet.lastRun.status}</Badge> {fleet.lastRun.done.toLocaleString('en-US')}/{fleet.lastRun.total.toLocaleString('en-US')}
                    </Link>
                  ) : (
                    'Not run yet'
                  ),
              },
              { key: 'created', header: 'Created', cell: (fleet) => formatDateTime(fleet.createdAt) },
            ]}
          />
        )}
        {canCreate ? (
          <Card title="New fleet">
            <p className="mb-4 text-sm text-slate-700">Up to {fleetTargetLimit().limit.toLocaleString('en-US')} targets per fleet on your plan. Repeats of an origin and lines that are not targets are listed, never fatal.</p>
            <CreateFleetForm />
          </Card>
        ) : (
          <EmptyState title="Fleets are a paid-plan feature.">Your organization can read its fleets; creating and running them needs the paid plan.</EmptyState>
        )}
      </div>
    </>
  );
}

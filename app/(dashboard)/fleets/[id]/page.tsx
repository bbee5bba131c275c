import Link from 'next/link';
import { Badge } from '@/components/badge';
import { Breadcrumb } from '@/components/breadcrumb';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING } from '@/components/styles';
import { can, refusalMessage } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { getFleet } from '@/lib/services/get-fleet';
import { listFleetRuns } from '@/lib/services/list-fleet-runs';
import { formatDateTime } from '@/lib/format/dates';
import { readOrNotFound } from '../../sites/load';
import { deleteFleetAction } from '../actions';
import { runTone } from '../run-status';
import { StartRunForm } from '../start-run-form';

export const metadata = { title: 'Fleet' };

export default async function FleetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { membership } = await requireMembership();
  const fleet = await readOrNotFound(() => getFleet(membership, id));
  const { runs } = await listFleetRuns(membership, id, { limit: 50 });
  const active = runs.find((run) => run.status === 'queued' || run.status === 'running');
  const refused = refusalMessage(membership, 'fleet:run');
  return (
    <>
      <Breadcrumb trail={[{ label: 'Fleets', href: '/fleets' }, { label: fleet.name }]} />
      <div className="mt-4">
        <PageHeader title={fleet.name} description={`${fleet.targetCount.toLocaleString('en-US')} targets, created ${formatDateTime(fleet.createdAt)}.`} />
      </div>
      <div className="space-y-8">
        <Card title="Run it">
          <StartRunForm
            fleetId={fleet.id}
            disabledReason={refused ?? (active ? 'A run of this fleet is under way: wait for it to end, or cancel it from its page.' : null)}
          />
        </Card>
        <Card title="Runs">
          <DataTable
            caption="Runs of the fleet, newest first"
            rows={runs}
            rowKey={(run) => run.id}
            empty={<p className="text-sm text-slate-700">No run yet: start one above.</p>}
            columns={[
              {
                key: 'created',
                header: 'Started',
                cell: (run) => (
                  <Link href={`/fleets/${fleet.id}/runs/${run.id}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
                    {formatDateTime(run.createdAt)}
                  </Link>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (run) => (
                  <>
                    <Badge tone={runTone(run.status)}>{run.status}</Badge>
                    {run.cancelledAt && <span className="ml-1 text-sm text-slate-700">{formatDateTime(run.cancelledAt)}</span>}
                  </>
                ),
              },
              { key: 'done', header: 'Done', cell: (run) => `${run.done.toLocaleString('en-US')}/${run.total.toLocaleString('en-US')}` },
              { key: 'scanned', header: 'Scanned', cell: (run) => run.counts.scanned.toLocaleString('en-US') },
              { key: 'finished', header: 'Ended', cell: (run) => formatDateTime(run.finishedAt) },
            ]}
          />
        </Card>
        {can(membership, 'fleet:delete') && (
          <ConfirmDialog trigger="Delete fleet" title={`Delete the fleet “${fleet.name}”?`} confirmLabel="Delete fleet" formAction={deleteFleetAction} hiddenFields={{ fleetId: fleet.id }}>
            Its targets, runs, rows and reports are deleted; a run in progress is cancelled first.
          </ConfirmDialog>
        )}
      </div>
    </>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format/dates';
import { readDeliveriesAction, sendTestAction } from './actions';

const TONES: Record<string, BadgeTone> = { pending: 'info', delivered: 'success', failed: 'danger' };

/** "Send test" and the endpoint's delivery log, refreshed every few seconds while a delivery is pending. */
export function DeliveryLog({ webhookId, canManage }: { webhookId: string; canManage: boolean }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [testing, startTest] = useTransition();
  const log = useQuery({
    queryKey: ['webhook-deliveries', webhookId],
    queryFn: async () => {
      const result = await readDeliveriesAction(webhookId);
      if (!result.ok) throw new Error(result.error);
      return result.page;
    },
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2000 : false),
  });

  function sendTest() {
    setNotice(null);
    startTest(async () => {
      const result = await sendTestAction(webhookId);
      setNotice(result.ok ? result.message : result.error);
      await log.refetch();
    });
  }

  return (
    <div className="space-y-3">
      {canManage && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={sendTest} disabled={testing}>
            {testing ? 'Sending…' : 'Send test'}
          </Button>
          {notice && (
            <p role="status" className="text-sm text-slate-700">
              {notice}
            </p>
          )}
        </div>
      )}
      {log.isError && <ErrorState title="The delivery log could not be read">{log.error.message}</ErrorState>}
      {log.data && log.data.deliveries.length === 0 && <p className="text-sm text-slate-700">No deliveries yet.</p>}
      {log.data && log.data.deliveries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Deliveries, newest first</caption>
            <thead className="text-slate-700">
              <tr>
                <th className="py-1 pr-3 font-medium">Event</th>
                <th className="py-1 pr-3 font-medium">Status</th>
                <th className="py-1 pr-3 font-medium">Response</th>
                <th className="py-1 pr-3 font-medium">Attempts</th>
                <th className="py-1 pr-3 font-medium">Created</th>
                <th className="py-1 pr-3 font-medium">Next attempt</th>
              </tr>
            </thead>
            <tbody>
              {log.data.deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-t border-slate-200 align-top" data-testid="webhook-delivery">
                  <td className="py-1 pr-3">
                    <code>{delivery.event}</code>
                  </td>
                  <td className="py-1 pr-3">
                    <Badge tone={TONES[delivery.status] ?? 'neutral'}>{delivery.status}</Badge>
                  </td>
                  <td className="py-1 pr-3" title={delivery.lastError ?? undefined}>
                    {delivery.lastResponseCode ?? '—'}
                    {delivery.lastError && <span className="block max-w-xs text-xs text-slate-700">{delivery.lastError}</span>}
                  </td>
                  <td className="py-1 pr-3">{delivery.attempts}</td>
                  <td className="py-1 pr-3">{formatDateTime(delivery.createdAt)}</td>
                  <td className="py-1 pr-3">{formatDateTime(delivery.nextAttemptAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

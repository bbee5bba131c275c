'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { ScanPollState } from '@/lib/schemas/me';
import { Badge, type BadgeTone } from '../badge';
import { Button } from '../button';
import { ErrorState } from '../error-state';
import { formatScore } from './format';

export type ScanNowResult = { ok: true; scanId: string; alreadyRunning: boolean } | { ok: false; error: string };

type ScanStatus = ScanPollState['status'];

const TONES: Record<ScanStatus, BadgeTone> = { queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger' };
const LABELS: Record<ScanStatus, string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

async function readScan(siteId: string, scanId: string): Promise<ScanPollState> {
  const response = await fetch(`/sites/${siteId}/scan-status?scan=${encodeURIComponent(scanId)}`, { cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as (ScanPollState & { message?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.message ?? `Reading the scan failed (HTTP ${response.status}).`);
  return body;
}

/**
 * "Scan now" and the live status of the site's scan. Polls as often as the service asks (pollAfterSeconds) while the
 * scan is queued or running; when it settles, the server-rendered report, history and failure notice are refreshed.
 */
export function ScanNow({
  siteId,
  activeScanId,
  scanNow,
}: {
  siteId: string;
  activeScanId: string | null;
  scanNow: (siteId: string) => Promise<ScanNowResult>;
}) {
  const router = useRouter();
  const [scanId, setScanId] = useState<string | null>(activeScanId);
  const [notice, setNotice] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, startTransition] = useTransition();
  const refreshed = useRef<string | null>(null);

  const scan = useQuery({
    queryKey: ['scan', siteId, scanId],
    queryFn: () => readScan(siteId, scanId!),
    enabled: scanId !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const seconds = query.state.data?.pollAfterSeconds;
      return seconds ? seconds * 1000 : false;
    },
  });

  const status = scan.data?.status;
  useEffect(() => {
    // A finished scan changes the page: a new report, or a failure's trace beside the last good score.
    if ((status === 'succeeded' || status === 'failed') && scanId && refreshed.current !== scanId) {
      refreshed.current = scanId;
      router.refresh();
    }
  }, [status, scanId, router]);

  const active = status === 'queued' || status === 'running' || (scanId !== null && scan.isPending);

  function start() {
    setStartError(null);
    setNotice(null);
    startTransition(async () => {
      const result = await scanNow(siteId);
      if (!result.ok) {
        setStartError(result.error);
        return;
      }
      setNotice(result.alreadyRunning ? 'A scan of this site was already queued or running; showing its status.' : null);
      setScanId(result.scanId);
    });
  }

  return (
    <div className="flex min-h-10 flex-col items-start gap-2 sm:items-end">
      <Button onClick={start} disabled={starting || active}>
        {starting ? 'Queueing…' : active ? 'Scan in progress' : 'Scan now'}
      </Button>
      <div aria-live="polite" className="min-h-6 text-sm text-slate-800" data-testid="scan-status" data-status={status ?? ''}>
        {notice && <p>{notice}</p>}
        {scan.data && (
          <p className="flex flex-wrap items-center gap-2">
            <span>Scan</span>
            <Badge tone={TONES[scan.data.status]}>{LABELS[scan.data.status]}</Badge>
            {scan.data.status === 'succeeded' && (
              <span>
                Score {formatScore(scan.data.score)}
                {scan.data.grade ? ` (grade ${scan.data.grade.label})` : ''}: the report below is up to date.
              </span>
            )}
            {scan.data.status === 'failed' && <span>{scan.data.error}</span>}
            {active && <span>Checking again in {scan.data.pollAfterSeconds ?? 2} s.</span>}
          </p>
        )}
      </div>
      {startError && <ErrorState title="The scan was not started">{startError}</ErrorState>}
      {scan.error && <ErrorState title="The scan status could not be read">{scan.error.message}</ErrorState>}
    </div>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { SiteWork, SiteWorkProgress } from '@/lib/services/site-work-progress';

const NOUNS: Record<SiteWork, [one: string, many: string]> = {
  'agent-runs': ['agent run', 'agent runs'],
  'answers-passes': ['Answers pass', 'Answers passes'],
};

async function readProgress(siteId: string, work: SiteWork): Promise<SiteWorkProgress> {
  const response = await fetch(`/sites/${siteId}/work-status?work=${work}`, { cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as (SiteWorkProgress & { message?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.message ?? `Reading the progress failed (HTTP ${response.status}).`);
  return body;
}

/**
 * Keeps a server-rendered page of agent runs or Answers passes current while some are queued or running: polls their
 * progress as the scan status does (React Query, as often as the service asks) and re-renders the page when the
 * version it was rendered with is out of date. Says so, so nobody reloads by hand; quiet when nothing runs.
 */
export function LiveRefresh({ siteId, work, active, version }: { siteId: string; work: SiteWork; active: number; version: string }) {
  const router = useRouter();
  const refreshedFor = useRef(version);
  const progress = useQuery({
    queryKey: ['site-work', siteId, work],
    queryFn: () => readProgress(siteId, work),
    enabled: active > 0,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      // Until the first answer, and while work is under way.
      return data && data.pollAfterSeconds === null ? false : (data?.pollAfterSeconds ?? 2) * 1000;
    },
  });

  const latest = progress.data?.version;
  useEffect(() => {
    if (latest && latest !== version && latest !== refreshedFor.current) {
      refreshedFor.current = latest;
      router.refresh();
    }
  }, [latest, version, router]);

  // A new run started on this page re-renders it with active > 0: start asking again.
  const { refetch } = progress;
  useEffect(() => {
    if (active > 0) void refetch();
  }, [active, version, refetch]);

  // A page rendered with nothing under way is newer than the last poll, which may have seen the work still running
  // (the refresh it caused rendered after the work ended, and polling stops with it): the page's count wins.
  const running = active > 0 ? (progress.data?.active ?? active) : 0;
  const [one, many] = NOUNS[work];
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-700" data-testid="live-status" data-active={running}>
      {running > 0 ? `${running} ${running === 1 ? one : many} under way: this page updates by itself as ${running === 1 ? 'it runs' : 'they run'}.` : ''}
      {progress.error ? ` Reading the progress failed (${progress.error.message}); reload the page to see the latest.` : ''}
    </p>
  );
}

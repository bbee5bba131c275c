// Scheduled scans as data: the schedules a site may have, their periods, and how due times are spread so that a
// thousand daily sites added in the same minute do not all start in the same second.
export const SCHEDULES = ['daily', 'weekly'] as const;
export type Schedule = (typeof SCHEDULES)[number];

const HOUR_MS = 3_600_000;
export const SCHEDULE_PERIOD_MS: Record<Schedule, number> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };

/** A site whose due time passed while no worker ran (or a quota deferral) starts within this window, not at once. */
export const CATCH_UP_SPREAD_MS = 15 * 60_000;

export function isSchedule(value: unknown): value is Schedule {
  return typeof value === 'string' && (SCHEDULES as readonly string[]).includes(value);
}

/** A random offset in [0, spreadMs): the jitter behind every due time (spreading load needs no secret randomness). */
export function jitter(spreadMs: number): number {
  return Math.floor(Math.random() * Math.max(0, spreadMs));
}

/** The first due time when a schedule is switched on: somewhere in the coming period, so sites spread evenly. */
export function firstDueAt(schedule: Schedule, now: Date): Date {
  return new Date(now.getTime() + jitter(SCHEDULE_PERIOD_MS[schedule]));
}

/**
 * The due time after a scheduled scan was queued for `due`: one period later, which keeps each site's time of day
 * (and so the spread). When that is already past (workers were down for a period or more), the site catches up
 * within CATCH_UP_SPREAD_MS rather than with every other late site at once.
 */
export function nextDueAt(schedule: Schedule, due: Date, now: Date): Date {
  const next = due.getTime() + SCHEDULE_PERIOD_MS[schedule];
  return next > now.getTime() ? new Date(next) : new Date(now.getTime() + jitter(CATCH_UP_SPREAD_MS));
}

/** A site's schedule fields as the API shows them (site list, site report, PATCH answer). */
export function scheduleFields(site: { schedule: string | null; nextScanAt: Date | string | null }): {
  schedule: Schedule | null;
  nextScanAt: string | null;
} {
  return {
    schedule: isSchedule(site.schedule) ? site.schedule : null,
    nextScanAt: site.schedule && site.nextScanAt ? new Date(site.nextScanAt).toISOString() : null,
  };
}

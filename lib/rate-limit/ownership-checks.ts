// The ownership-check limit (policy.ts OWNERSHIP_CHECK_LIMIT): one unit per check asked for, counted per organization
// and host before anything is sent, in the one service every surface calls (API, dashboard, MCP), so each answers
// the same 429 with Retry-After.
import { consumeWindow } from './fixed-window';
import { OWNERSHIP_CHECK_LIMIT, ownershipCheckLimit } from './policy';
import { quotaRefusal } from './refusal';

export async function takeOwnershipCheck(organizationId: string, host: string, now: number = Date.now()): Promise<void> {
  const limit = ownershipCheckLimit();
  await consumeWindow(
    { scope: 'ownership-check:organization-host', subject: `${organizationId} ${host}`, ...limit },
    (retryAfterSeconds) =>
      quotaRefusal(
        {
          counted: `Ownership checks of ${host} by your organization`,
          points: limit.points,
          label: OWNERSHIP_CHECK_LIMIT.label,
          env: OWNERSHIP_CHECK_LIMIT.env,
          windowSeconds: limit.windowSeconds,
          retryAfterSeconds,
        },
        now,
      ),
    now,
  );
}

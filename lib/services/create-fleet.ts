// POST /api/v1/me/fleets: a list of sites as data. Every line is normalised (lib/fleets/normalize-target.ts) and
// deduplicated by origin; a bad line (or a repeat) is listed in `rejected` with its reason and never fails the
// upload. A list over the plan's limit is refused whole (422, the limit named). The fleet and its targets are written
// in one transaction.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { normalizeTarget, type NormalizedTarget } from '@/lib/fleets/normalize-target';
import { isHeaderRow, type UploadLine } from '@/lib/fleets/parse-upload';
import { fleetTargetLimit } from '@/lib/fleets/settings';
import { ApiError } from '@/lib/http/errors';
import type { CreatedFleet } from '@/lib/schemas/me/fleets';

/** Rejected lines listed at most (an upload of garbage must not make a garbage-sized answer). */
export const REJECTED_LISTED = 1000;
const SHOWN_CHARS = 200;
const INSERT_CHUNK = 2000;
// A large list on the embedded database: the transaction may wait for the single session and takes a while.
const CREATE_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };

export async function createFleet(actor: Actor, input: { name: string; lines: UploadLine[] }): Promise<z.input<typeof CreatedFleet>> {
  authorize(actor, 'fleet:create');
  const accepted: Array<NormalizedTarget & { line: number }> = [];
  const rejected: Array<{ line: number; target: string; reason: string }> = [];
  const firstLineOf = new Map<string, number>();
  for (const line of input.lines) {
    const shown = line.text.slice(0, SHOWN_CHARS);
    if (isHeaderRow(line)) {
      rejected.push({ line: line.line, target: shown, reason: 'a header row, not a target' });
      continue;
    }
    const result = normalizeTarget(line.text);
    if (!result.ok) {
      rejected.push({ line: line.line, target: shown, reason: result.reason });
      continue;
    }
    const first = firstLineOf.get(result.target.origin);
    if (first !== undefined) {
      rejected.push({ line: line.line, target: shown, reason: `the same origin (${result.target.origin}) as line ${first}` });
      continue;
    }
    firstLineOf.set(result.target.origin, line.line);
    accepted.push({ ...result.target, line: line.line });
  }
  if (accepted.length === 0) {
    const why = rejected.slice(0, 3).map((entry) => `line ${entry.line}: ${entry.reason}`).join('; ');
    throw new ApiError('invalid-body', `No line of the upload is a target${why ? ` (${why})` : ''}. Send domains, http(s) origins or URLs, one per line.`);
  }
  const { limit, env } = fleetTargetLimit();
  if (accepted.length > limit) {
    throw new ApiError(
      'fleet-too-large',
      `The list holds ${accepted.length.toLocaleString('en-US')} targets; a fleet may hold ${limit.toLocaleString('en-US')} on this plan (the operator sets it with ${env}). Split the list, or remove targets.`,
    );
  }
  const db = await getDb();
  const fleetId = randomUUID();
  const fleet = await db.$transaction(async (tx) => {
    const created = await tx.fleet.create({ data: { id: fleetId, organizationId: actor.organizationId, name: input.name, targetCount: accepted.length } });
    for (let start = 0; start < accepted.length; start += INSERT_CHUNK) {
      await tx.fleetTarget.createMany({
        data: accepted.slice(start, start + INSERT_CHUNK).map((target, index) => ({
          fleetId,
          position: start + index + 1,
          target: target.target,
          origin: target.origin,
          host: target.host,
          registrableDomain: target.registrableDomain,
          startUrl: target.startUrl,
          bare: target.bare,
        })),
      });
    }
    return created;
  }, CREATE_TRANSACTION);
  return {
    id: fleet.id,
    name: fleet.name,
    targetCount: fleet.targetCount,
    rejected: rejected.slice(0, REJECTED_LISTED),
    createdAt: fleet.createdAt.toISOString(),
  };
}

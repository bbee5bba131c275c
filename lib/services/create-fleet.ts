// POST /api/v1/me/fleets and the dashboard's upload form: a list of sites as data. The upload takes one unit of the
// key's and the organization's upload limits first (lib/rate-limit/upload-units.ts; a refused upload gives it back),
// then its body is read under FLEET_UPLOAD_MAX_BYTES (413 past it) and parsed in an audit process, never on this
// process's event loop (lib/fleets/parse-in-pool.ts): every line normalised (lib/fleets/normalize-target.ts) and
// deduplicated by origin, a bad line (or a repeat) listed in `rejected` with its reason. The parse stops at the plan's
// limit + 1 target: a list over the limit is refused whole (422, the limit named). The fleet and its targets are
// written in one transaction.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { parseUploadInPool } from '@/lib/fleets/parse-in-pool';
import { fleetTargetLimit } from '@/lib/fleets/settings';
import type { AcceptedTarget } from '@/lib/fleets/upload-task';
import { ApiError } from '@/lib/errors/api-errors';
import { fleetUploadCounters } from '@/lib/rate-limit/fleet-uploads';
import { withUploadUnits } from '@/lib/rate-limit/upload-units';
import type { CreatedFleet } from '@/lib/schemas/me/fleets';
import type { FleetUpload } from '@/lib/fleets/upload';
import { count } from '@/lib/format/numbers';

const INSERT_CHUNK = 10_000;
// A large list on the embedded database: the transaction may wait for the single session and takes a while.
const CREATE_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };

export async function createFleet(actor: Actor & { credential?: { id: string } }, upload: FleetUpload): Promise<z.input<typeof CreatedFleet>> {
  authorize(actor, 'fleet:create');
  return withUploadUnits(fleetUploadCounters({ organizationId: actor.organizationId, credentialId: actor.credential?.id ?? null }), () => create(actor.organizationId, upload));
}

async function create(organizationId: string, upload: FleetUpload): Promise<z.input<typeof CreatedFleet>> {
  const body = await upload.read();
  const { limit, env } = fleetTargetLimit();
  const parsed = await parseUploadInPool(body, upload.mediaType, limit, organizationId);
  if (parsed.kind === 'over-limit') {
    throw new ApiError(
      'fleet-too-large',
      `The list holds more than ${count(limit)} targets (target ${count(limit + 1)} is on line ${count(parsed.linesRead)}, where reading stopped); a fleet may hold ${count(limit)} on this plan (the operator sets it with ${env}). Split the list, or remove targets.`,
    );
  }
  const name = parsed.name ?? upload.name ?? `Fleet uploaded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const fleet = await writeFleet(organizationId, name, parsed.accepted);
  return { id: fleet.id, name: fleet.name, targetCount: fleet.targetCount, rejected: parsed.rejected, createdAt: fleet.createdAt.toISOString() };
}

/**
 * The fleet and its targets in one transaction. The targets go in as one JSON parameter a chunk (json_to_recordset),
 * not through createMany: Prisma's query compiler runs in this process and compiling a 1,000-row createMany cost about
 * 250 ms of its CPU per upload (a profile of bench:upload), the largest share of what an upload still costs it.
 */
async function writeFleet(organizationId: string, name: string, accepted: AcceptedTarget[]) {
  const db = await getDb();
  const fleetId = randomUUID();
  return db.$transaction(async (tx) => {
    const created = await tx.fleet.create({ data: { id: fleetId, organizationId, name, targetCount: accepted.length } });
    for (let start = 0; start < accepted.length; start += INSERT_CHUNK) {
      const rows = accepted.slice(start, start + INSERT_CHUNK).map((target, index) => ({
        id: randomUUID(),
        position: start + index + 1,
        target: target.target,
        origin: target.origin,
        host: target.host,
        registrable_domain: target.registrableDomain,
        start_url: target.startUrl,
        bare: target.bare,
      }));
      await tx.$executeRaw`
        INSERT INTO fleet_targets (id, fleet_id, position, target, origin, host, registrable_domain, start_url, bare)
        SELECT r.id, ${fleetId}::uuid, r.position, r.target, r.origin, r.host, r.registrable_domain, r.start_url, r.bare
        FROM json_to_recordset(${JSON.stringify(rows)}::json)
          AS r(id uuid, position int, target text, origin text, host text, registrable_domain text, start_url text, bare boolean)`;
    }
    return created;
  }, CREATE_TRANSACTION);
}

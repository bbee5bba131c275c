// On PostgreSQL without NEXTAUTH_SECRET, every instance of the service (each host with its own DATA_DIR) must sign
// sessions and OAuth ID tokens with one secret: the first instance to start generates it and stores it in the
// database; the others read that one (ON CONFLICT DO NOTHING, then read: two first starts at once still agree).
import { randomBytes } from 'node:crypto';
import { getDb, isDatabaseUnavailable } from '@/lib/db';
import { errorMessage, logger } from '@/lib/observability/logger';
import { secretInDatabase, useSharedSecret } from './secret';

const NAME = 'nextauth-secret';
const RETRY_MS = 5_000;

export async function loadSharedSecret(): Promise<void> {
  if (!secretInDatabase()) return;
  const db = await getDb();
  await db.instanceSecret.createMany({ data: [{ name: NAME, value: randomBytes(32).toString('base64url') }], skipDuplicates: true });
  useSharedSecret((await db.instanceSecret.findUniqueOrThrow({ where: { name: NAME } })).value);
}

/** loadSharedSecret, retried every few seconds while the database is out of reach (sign-ins answer 503 meanwhile). */
export function loadSharedSecretWhenReachable(): void {
  const attempt = () =>
    loadSharedSecret().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, `Reading the shared session secret: ${errorMessage(error)}`);
      setTimeout(attempt, RETRY_MS).unref();
    });
  void attempt();
}

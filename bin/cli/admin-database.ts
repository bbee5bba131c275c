// What every `agentgauge admin …` command shares: the database opened as a short-lived tool around its work, and
// its answer printed as a sentence or (--json) one JSON object.
import { CliError, EXIT } from './exit-codes.js';

export interface JsonFlag {
  json?: boolean;
}

/** Loads the database and the admin services only when an admin command runs, so other commands stay light.
 *  The first open decides how the database is opened: here as a short-lived tool, before the services fetch it. */
export async function withDatabase<T>(run: () => Promise<T>): Promise<T> {
  const { getDb, closeDb, isDatabaseUnavailable, DatabaseSetupError, setDatabaseNotice } = await import('../../lib/db/index.js');
  const { AdminError } = await import('../../lib/services/admin/errors.js');
  // Warnings (a half-created database folder set aside) reach the operator; the service's start-up notes do not.
  setDatabaseNotice((level, line) => void (level === 'warn' && process.stderr.write(`agentgauge: warning: ${line}\n`)));
  try {
    await getDb({ serve: false });
    return await run();
  } catch (error) {
    if (error instanceof AdminError) throw new CliError(error.code === 'invalid-input' ? EXIT.usage : EXIT.failure, error.message);
    if (isDatabaseUnavailable(error)) throw new CliError(EXIT.failure, `the database is unavailable: ${(error as Error).message}`);
    if (error instanceof DatabaseSetupError) throw new CliError(EXIT.failure, error.message);
    throw error;
  } finally {
    await closeDb();
  }
}

export function print(flags: JsonFlag, result: object, sentence: string): void {
  process.stdout.write(flags.json ? `${JSON.stringify(result)}\n` : `${sentence}\n`);
}

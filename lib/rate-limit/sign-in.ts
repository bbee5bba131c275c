// Sign-in throttling keyed by who is trying (the client address) and by what they try (client address + account),
// never by the account alone: an attacker's failures cannot lock an owner out, and spraying one password across many
// accounts from one address is bounded by the per-client window.
import { getDb } from '@/lib/db';
import { consumeQuotas, returnQuotas, type QuotaRequest } from '@/lib/db/usage';
import { ApiError } from '@/lib/errors/api-errors';
import { SIGN_IN_LIMITS, signInLimit } from './policy';

type Pair = { perClient: keyof typeof SIGN_IN_LIMITS; perClientAccount: keyof typeof SIGN_IN_LIMITS; scope: string };

const PASSWORD: Pair = { perClient: 'passwordPerClient', perClientAccount: 'passwordPerClientAccount', scope: 'sign-in:password' };
const LINK: Pair = { perClient: 'linksPerClient', perClientAccount: 'linksPerClientAccount', scope: 'sign-in:link' };

function requestsOf(pair: Pair, client: string, account: string): QuotaRequest[] {
  const perClient = signInLimit(pair.perClient);
  const perClientAccount = signInLimit(pair.perClientAccount);
  return [
    { scope: `${pair.scope}:client`, subject: client, limit: perClient.points, windowSeconds: perClient.windowSeconds },
    // The account is part of the subject, so the counter belongs to this client alone.
    { scope: `${pair.scope}:client-account`, subject: `${client} ${account}`, limit: perClientAccount.points, windowSeconds: perClientAccount.windowSeconds },
  ];
}

async function take(pair: Pair, client: string, account: string, now: Date): Promise<QuotaRequest[]> {
  const requests = requestsOf(pair, client, account);
  const decision = await consumeQuotas(await getDb(), requests, now);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    const what = pair === PASSWORD ? 'failed sign-ins' : 'sign-in link requests';
    const whose = decision.scope.endsWith(':client') ? 'from this address' : 'for this account from this address';
    throw new ApiError('rate-limited', `Too many ${what} ${whose}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfter: decision.retryAfterSeconds,
    });
  }
  return requests;
}

/**
 * Runs one password check under the throttle. The attempt takes its units before the (slow) check, so concurrent
 * guesses cannot slip past the limit, and gives them back when the password was right: only failures count.
 */
export async function throttledPasswordAttempt<T>(client: string, account: string, attempt: () => Promise<T | null>): Promise<T | null> {
  const now = new Date();
  const requests = await take(PASSWORD, client, account, now);
  const result = await attempt();
  if (result !== null) await returnQuotas(await getDb(), requests, now);
  return result;
}

/** Counts one sign-in link request (whether or not the email has an account, so the answer reveals nothing). */
export async function throttleSignInLinkRequest(client: string, account: string): Promise<void> {
  await take(LINK, client, account, new Date());
}

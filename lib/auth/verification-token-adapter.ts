// The next-auth adapter behind email sign-in links, over our Prisma storage. It holds only what the Email provider
// needs with JWT sessions: one-time tokens, and finding and marking existing users. It creates no users: accounts are
// made by operators, and the signIn callback refuses a link for an email without an account before next-auth would
// try. Tokens arrive already hashed by next-auth (SHA-256 of token and secret); the plain token is only in the email.
import type { Adapter, AdapterUser, VerificationToken } from 'next-auth/adapters';
import { getDb, type User } from '@/lib/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdapterUser(user: User): AdapterUser {
  return { id: user.id, email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified };
}

export function verificationTokenAdapter(): Adapter {
  return {
    async getUser(id) {
      if (!UUID.test(id)) return null;
      const user = await (await getDb()).user.findUnique({ where: { id } });
      return user ? toAdapterUser(user) : null;
    },

    async getUserByEmail(email) {
      const user = await (await getDb()).user.findUnique({ where: { email: email.trim().toLowerCase() } });
      return user ? toAdapterUser(user) : null;
    },

    // After a link is used, next-auth records that the address was verified; nothing else of a user changes here.
    async updateUser({ id, emailVerified }) {
      const user = await (await getDb()).user.update({ where: { id }, data: { emailVerified: emailVerified ?? undefined } });
      return toAdapterUser(user);
    },

    async createVerificationToken({ identifier, token, expires }) {
      const db = await getDb();
      // Expired links can never be used: clearing them here keeps the table to the links still open.
      await db.verificationToken.deleteMany({ where: { expires: { lt: new Date() } } });
      await db.verificationToken.create({ data: { tokenHash: token, identifier, expires } });
      return { identifier, token, expires };
    },

    // Deleting the row is the use: of two concurrent requests with the same link, only one gets it back.
    async useVerificationToken({ identifier, token }): Promise<VerificationToken | null> {
      if (!identifier || !token) return null;
      const db = await getDb();
      const rows = await db.$queryRaw<Array<{ identifier: string; expires: Date | string }>>`
        DELETE FROM verification_tokens WHERE token_hash = ${token} AND identifier = ${identifier}
        RETURNING identifier, expires`;
      const row = rows[0];
      if (!row) return null;
      const expires = new Date(row.expires);
      return expires.getTime() > Date.now() ? { identifier: row.identifier, token, expires } : null;
    },

    // GitHub sign-in (when configured) keeps its rule: it is matched to an existing user by email in the signIn
    // callback. No OAuth accounts are stored, so there is never one to find, and linking records nothing.
    getUserByAccount: () => null,
    linkAccount: () => undefined,
  };
}

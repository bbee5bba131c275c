import { hashPassword } from '@/lib/auth/password';
import { getDb, isUniqueViolation, type MembershipRole } from '@/lib/db';
import { AdminError } from './errors';
import { findOrganizationOrThrow } from './find-organization';

export const MIN_PASSWORD_LENGTH = 8;
// bcrypt truncates input after 72 bytes; refuse longer passwords rather than ignore their tail.
const MAX_PASSWORD_BYTES = 72;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CreateUserInput {
  email: string;
  password: string;
  organizationId: string;
  role?: MembershipRole;
  name?: string;
}

export interface CreatedUser {
  id: string;
  email: string;
  organizationId: string;
  role: MembershipRole;
  membershipId: string;
  createdAt: Date;
}

/** The password rule for every password an operator sets. */
export function requireValidPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminError('invalid-input', `the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AdminError('invalid-input', `the password must not exceed ${MAX_PASSWORD_BYTES} bytes`);
  }
}

export async function createUser(input: CreateUserInput): Promise<CreatedUser> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new AdminError('invalid-input', `"${input.email}" is not an email address`);
  requireValidPassword(input.password);
  const organization = await findOrganizationOrThrow(input.organizationId);
  const db = await getDb();
  const role = input.role ?? 'member';
  // Checked before hashing (bcrypt is slow on purpose); the unique index still decides a race.
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new AdminError('conflict', `a user with email ${email} already exists`);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        email,
        name: input.name?.trim() || null,
        passwordHash,
        memberships: { create: { organizationId: organization.id, role } },
      },
      include: { memberships: true },
    });
    const membership = user.memberships[0]!;
    return { id: user.id, email: user.email, organizationId: organization.id, role: membership.role, membershipId: membership.id, createdAt: user.createdAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError('conflict', `a user with email ${email} already exists`);
    throw error;
  }
}

// The admin use cases, API-key verification, the paid-access rule and usage quotas, on both databases.
import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { verifyApiKey, bearerToken } from '@/lib/auth/api-keys';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { consumeQuotas, currentUsage } from '@/lib/db/usage';
import { createOrganization } from '@/lib/services/admin/create-organization';
import { setPlan } from '@/lib/services/admin/set-plan';
import { createApiKey } from '@/lib/services/admin/create-api-key';
import { revokeApiKey } from '@/lib/services/admin/revoke-api-key';
import { addSite } from '@/lib/services/admin/add-site';
import { createUser } from '@/lib/services/admin/create-user';
import { AdminError } from '@/lib/services/admin/errors';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';

const NOW = new Date('2026-06-01T12:00:00.000Z');

async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdminError);
  return { code: (error as AdminError).code, message: (error as AdminError).message };
}

describe.each(DATABASE_KINDS)('admin services on %s', (kind) => {
  const onDatabase = useTestDatabase(kind);

  it('creates a free organization without a subscription, and a pro one with an active subscription', () =>
    onDatabase(async (db) => {
      const free = await createOrganization({ name: '  Acme  ' }, NOW);
      expect(free).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Acme', plan: 'free', subscription: null, createdAt: expect.any(Date) });
      const pro = await createOrganization({ name: 'Beta', plan: 'pro', until: new Date('2026-07-01T00:00:00Z') }, NOW);
      expect(pro.subscription).toEqual({ status: 'active', currentPeriodEnd: new Date('2026-07-01T00:00:00Z') });
      const stored = await db.organization.findUniqueOrThrow({ where: { id: pro.id }, include: { subscription: true } });
      expect(stored.plan).toBe('pro');
      expect(hasPaidAccess(stored.subscription, NOW)).toBe(true);
      expect(hasPaidAccess(stored.subscription, new Date('2026-07-01T00:00:00Z'))).toBe(false);
      expect(await rejection(createOrganization({ name: ' ' }))).toEqual({ code: 'invalid-input', message: 'the organization name is empty' });
    }));

  it('sets plans: pro is paid access until the date, free ends it', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Plans' }, NOW);
      const pro = await setPlan({ organizationId: org.id, plan: 'pro' }, NOW);
      expect(pro).toEqual({ id: org.id, plan: 'pro', subscription: { status: 'active', currentPeriodEnd: null } });
      const free = await setPlan({ organizationId: org.id, plan: 'free' }, NOW);
      expect(free).toEqual({ id: org.id, plan: 'free', subscription: { status: 'canceled', currentPeriodEnd: NOW } });
      const subscription = await db.subscription.findUniqueOrThrow({ where: { organizationId: org.id } });
      expect(hasPaidAccess(subscription, NOW)).toBe(false);
      expect(await rejection(setPlan({ organizationId: org.id, plan: 'pro', until: new Date('2026-01-01') }, NOW))).toEqual({
        code: 'invalid-input',
        message: 'the end date 2026-01-01T00:00:00.000Z is not in the future',
      });
      expect((await rejection(setPlan({ organizationId: '00000000-0000-4000-8000-000000000000', plan: 'pro' }))).code).toBe('not-found');
    }));

  it('creates an API key shown once and stored only as its SHA-256 hash', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Keys', plan: 'pro' }, NOW);
      const created = await createApiKey({ organizationId: org.id, name: 'ci' });
      expect(created.key).toMatch(/^ag_live_[0-9A-Za-z]{43}$/);
      expect(created.displayPrefix).toBe(created.key.slice(0, 12));
      expect(created.name).toBe('ci');
      const row = await db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
      expect(row.hashedKey).toBe(createHash('sha256').update(created.key).digest('hex'));
      const everything = JSON.stringify(await db.$queryRawUnsafe('SELECT * FROM api_keys'));
      expect(everything).not.toContain(created.key);
      expect(everything).not.toContain(created.key.slice(12));
      expect((await createApiKey({ organizationId: org.id })).name).toBe('Default');
    }));

  it('verifies keys: paid organization, last use recorded, and nothing after revocation', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Verify', plan: 'pro' }, NOW);
      const { id, key } = await createApiKey({ organizationId: org.id });
      const verified = await verifyApiKey(db, bearerToken(`Bearer ${key}`), NOW);
      expect(verified).toMatchObject({ organization: { id: org.id, plan: 'pro' }, paid: true, apiKey: { id, lastUsedAt: NOW } });
      expect(verified?.apiKey).not.toHaveProperty('hashedKey');
      expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(NOW);
      const tampered = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
      expect(await verifyApiKey(db, tampered, NOW)).toBeNull();
      expect(await verifyApiKey(db, 'ag_live_short', NOW)).toBeNull();

      const revoked = await revokeApiKey({ keyId: id }, NOW);
      expect(revoked).toEqual({ id, organizationId: org.id, name: 'Default', revokedAt: NOW, alreadyRevoked: false });
      expect(await verifyApiKey(db, key, NOW)).toBeNull();
      const again = await revokeApiKey({ keyId: id }, new Date('2026-06-02T00:00:00Z'));
      expect(again).toEqual({ ...revoked, alreadyRevoked: true });
      expect((await rejection(revokeApiKey({ keyId: '00000000-0000-4000-8000-000000000000' }))).code).toBe('not-found');
    }));

  it('reports a free organization as not paid', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Free' }, NOW);
      const { key } = await createApiKey({ organizationId: org.id });
      expect(await verifyApiKey(db, key, NOW)).toMatchObject({ organization: { id: org.id }, subscription: null, paid: false });
    }));

  it('adds sites by normalized URL and host, once per organization', () =>
    onDatabase(async () => {
      const org = await createOrganization({ name: 'Sites' }, NOW);
      const site = await addSite({ organizationId: org.id, url: 'Docs.Example.COM/guide?x=1#top' });
      expect(site).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        organizationId: org.id,
        url: 'https://docs.example.com/guide',
        host: 'docs.example.com',
        createdAt: expect.any(Date),
      });
      expect(await rejection(addSite({ organizationId: org.id, url: 'https://docs.example.com/' }))).toEqual({
        code: 'conflict',
        message: `organization ${org.id} already has a site on docs.example.com`,
      });
      expect((await rejection(addSite({ organizationId: org.id, url: 'ftp://example.com' }))).code).toBe('invalid-input');
      expect((await rejection(addSite({ organizationId: org.id, url: 'https://u:p@example.com' }))).code).toBe('invalid-input');
      const other = await createOrganization({ name: 'Other' }, NOW);
      expect((await addSite({ organizationId: other.id, url: 'docs.example.com' })).host).toBe('docs.example.com');
    }));

  it('applies the same rules as every other way of adding a site: one canonical host, SSRF rules (issue 15 point 2)', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Dotted' }, NOW);
      const site = await addSite({ organizationId: org.id, url: 'Example.COM.' });
      expect([site.url, site.host]).toEqual(['https://example.com/', 'example.com']);
      // "example.com." and "example.com" name one host, so they are one site of the organization.
      expect(await rejection(addSite({ organizationId: org.id, url: 'https://example.com/' }))).toEqual({
        code: 'conflict',
        message: `organization ${org.id} already has a site on example.com`,
      });
      expect(await db.site.count({ where: { organizationId: org.id } })).toBe(1);
      expect(await rejection(addSite({ organizationId: org.id, url: 'https://example.com:8443/' }))).toEqual({
        code: 'invalid-input',
        message: '"https://example.com:8443/" cannot be a site: Only ports 80 and 443 can be fetched, not port 8443. (rule: port) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).',
      });
      expect(await rejection(addSite({ organizationId: org.id, url: 'http://[::ffff:127.0.0.1]/' }))).toEqual({
        code: 'invalid-input',
        message: '"http://[::ffff:127.0.0.1]/" cannot be a site: The address 127.0.0.1 is in the loopback range; only public addresses can be audited. (rule: private-address) To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).',
      });
      const punycode = await addSite({ organizationId: org.id, url: 'BÜCHER.example.' });
      expect([punycode.url, punycode.host]).toEqual(['https://xn--bcher-kva.example/', 'xn--bcher-kva.example']);
    }));

  it('creates users with a bcrypt password hash and a membership', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Users' }, NOW);
      const user = await createUser({ email: ' Ana@Example.COM ', password: 'correct horse', organizationId: org.id, role: 'owner' });
      expect(user).toMatchObject({ email: 'ana@example.com', organizationId: org.id, role: 'owner' });
      const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { memberships: true } });
      expect(await bcrypt.compare('correct horse', stored.passwordHash!)).toBe(true);
      expect(stored.passwordHash).not.toContain('correct horse');
      expect(stored.memberships).toEqual([expect.objectContaining({ id: user.membershipId, organizationId: org.id, role: 'owner' })]);
      expect(await rejection(createUser({ email: 'ana@example.com', password: 'another one', organizationId: org.id }))).toEqual({
        code: 'conflict',
        message: 'a user with email ana@example.com already exists',
      });
      expect((await rejection(createUser({ email: 'bob@example.com', password: 'short', organizationId: org.id }))).code).toBe('invalid-input');
      expect((await createUser({ email: 'bob@example.com', password: 'long enough', organizationId: org.id })).role).toBe('member');
    }));

  it('allows one queued-or-running scan per site', () =>
    onDatabase(async (db) => {
      const org = await createOrganization({ name: 'Scans' }, NOW);
      const site = await addSite({ organizationId: org.id, url: 'scans.example' });
      const base = { organizationId: org.id, siteId: site.id, trigger: 'api' };
      const queued = await db.scan.create({ data: { ...base, status: 'queued' } });
      await expect(db.scan.create({ data: { ...base, status: 'running' } })).rejects.toMatchObject({ code: 'P2002' });
      await db.scan.update({ where: { id: queued.id }, data: { status: 'succeeded', score: 80 } });
      await db.scan.create({ data: { ...base, status: 'succeeded' } });
      await db.scan.create({ data: { ...base, status: 'running' } });
      expect(await db.scan.count({ where: { siteId: site.id } })).toBe(3);
    }));

  it('counts quota use atomically and all-or-nothing', () =>
    onDatabase(async (db) => {
      const org = { scope: 'engine-audit:org', subject: `org-${kind}`, limit: 3, windowSeconds: 3600 };
      const target = { scope: 'engine-audit:target', subject: 'example.com', limit: 5, windowSeconds: 3600 };
      const halfPast = new Date('2026-06-01T12:30:00.000Z');
      const decisions = await Promise.all(Array.from({ length: 8 }, () => consumeQuotas(db, [org, target], halfPast)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
      expect(decisions.find((decision) => !decision.allowed)).toEqual({
        allowed: false,
        scope: 'engine-audit:org',
        subject: org.subject,
        limit: 3,
        retryAfterSeconds: 1800,
      });
      // The refused calls consumed nothing: the target counted only the three allowed audits.
      expect(await currentUsage(db, target, halfPast)).toBe(3);
      expect(await currentUsage(db, org, halfPast)).toBe(3);
      expect(await consumeQuotas(db, [org], new Date('2026-06-01T13:00:00.000Z'))).toEqual({ allowed: true });
    }));
});

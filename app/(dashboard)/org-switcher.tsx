import { Button } from '@/components/button';
import { FOCUS_RING, cx } from '@/components/styles';
import type { SessionUser } from '@/lib/auth/session';
import { switchOrganizationAction } from './session-actions';

/** Shown only to users in several organizations; a plain form, so it works without JavaScript. */
export function OrgSwitcher({ user }: { user: SessionUser }) {
  if (user.memberships.length < 2 || !user.active) return null;
  return (
    // Keyed by the active organization: after a switch the select remounts showing the new choice.
    <form key={user.active.organizationId} action={switchOrganizationAction} className="flex items-center gap-2">
      <label htmlFor="organization-switch" className="sr-only">
        Organization
      </label>
      <select
        id="organization-switch"
        name="organizationId"
        defaultValue={user.active.organizationId}
        className={cx('min-h-10 max-w-48 rounded-md border border-slate-400 bg-white px-2 text-sm', FOCUS_RING)}
      >
        {user.memberships.map((membership) => (
          <option key={membership.organizationId} value={membership.organizationId}>
            {membership.organizationName} ({membership.role})
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        Switch
      </Button>
    </form>
  );
}

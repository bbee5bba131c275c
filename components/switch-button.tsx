import type { ReactNode } from 'react';
import { FOCUS_RING, cx } from './styles';

/**
 * An on/off switch that submits its form: `on` is what it shows (the state the pending request is moving to), and
 * its label and status are elements of the caller's, named by id.
 */
export function SwitchButton({ on, labelledBy, describedBy, disabled }: { on: boolean; labelledBy: string; describedBy: string; disabled: boolean }) {
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={cx(
        'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        on ? 'bg-blue-700' : 'bg-slate-400',
        FOCUS_RING,
      )}
    >
      <span aria-hidden="true" className={cx('inline-block size-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-5' : 'translate-x-0.5')} />
    </button>
  );
}

/**
 * A switch that flips one boolean field of a site as a plain form POST (it works without JavaScript): the site's id
 * and the value it switches to go as hidden fields. `id` names its label (`<id>-label`) and its status
 * (`<id>-status`, an element of `children`, which follow the label).
 */
export function SiteSwitchForm({
  action,
  siteId,
  field,
  on,
  pending,
  refused,
  id,
  label,
  children,
}: {
  action: (formData: FormData) => void;
  siteId: string;
  field: string;
  on: boolean;
  pending: boolean;
  refused: string | null;
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <form action={action} className="flex items-start gap-3">
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name={field} value={on ? 'false' : 'true'} />
      <SwitchButton on={pending ? !on : on} labelledBy={`${id}-label`} describedBy={`${id}-status`} disabled={refused !== null || pending} />
      <div className="min-w-0 text-sm">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </p>
        {children}
      </div>
    </form>
  );
}

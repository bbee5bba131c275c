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

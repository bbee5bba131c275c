import { NOT_APPLICABLE_LABEL, STATUS_LABELS, asResultStatus, type ShownStatus } from './status';
import { cx } from './styles';

const GLYPHS = { pass: '✓', warn: '!', fail: '✕', info: 'i', error: '?', 'not-applicable': '–', resolved: '✓' } as const;
const COLORS = {
  pass: 'bg-green-700 text-white',
  warn: 'bg-amber-600 text-black',
  fail: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
  error: 'bg-slate-600 text-white',
  'not-applicable': 'border border-slate-400 bg-white text-slate-700',
  resolved: 'bg-green-700 text-white',
} as const;
const LABELS: Record<ShownStatus, string> = { ...STATUS_LABELS, 'not-applicable': NOT_APPLICABLE_LABEL };

/**
 * A status as a shape and a color, with its name for screen readers (never color alone). `resolved` draws a finding
 * that a later scan no longer finds: the check mark of a pass, named "Resolved" with what it was.
 */
export function StatusIcon({ status, className, resolved = false }: { status: string; className?: string; resolved?: boolean }) {
  const known: ShownStatus = status === 'not-applicable' ? status : asResultStatus(status);
  const shown = resolved ? 'resolved' : known;
  return (
    <span
      role="img"
      aria-label={resolved ? `Resolved (was ${LABELS[known].toLowerCase()})` : LABELS[known]}
      data-status={shown}
      className={cx('inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold', COLORS[shown], className)}
    >
      <span aria-hidden="true">{GLYPHS[shown]}</span>
    </span>
  );
}

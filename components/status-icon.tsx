import { STATUS_LABELS, asResultStatus } from './status';
import { cx } from './styles';

const GLYPHS = { pass: '✓', warn: '!', fail: '✕', info: 'i', error: '?' } as const;
const COLORS = {
  pass: 'bg-green-700 text-white',
  warn: 'bg-amber-600 text-black',
  fail: 'bg-red-700 text-white',
  info: 'bg-blue-700 text-white',
  error: 'bg-slate-600 text-white',
} as const;

/** A status as a shape and a color, with its name for screen readers (never color alone). */
export function StatusIcon({ status, className }: { status: string; className?: string }) {
  const known = asResultStatus(status);
  return (
    <span
      role="img"
      aria-label={STATUS_LABELS[known]}
      className={cx('inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold', COLORS[known], className)}
    >
      <span aria-hidden="true">{GLYPHS[known]}</span>
    </span>
  );
}

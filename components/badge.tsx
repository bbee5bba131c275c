import type { ReactNode } from 'react';
import { cx } from './styles';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

// Text and background pairs chosen for at least 4.5:1 contrast.
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-blue-100 text-blue-900',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[tone], className)}>{children}</span>;
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { FOCUS_RING, cx } from './styles';

/** A labelled input with an optional hint and error, wired with aria-describedby. */
export function Field({ label, hint, error, id, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode; error?: string | null; id: string }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        className={cx('mt-1 block min-h-10 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900', FOCUS_RING)}
        {...input}
      />
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}

'use client';

import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/**
 * A button that opens a modal <dialog> (focus trapped and Escape handled by the browser) asking for confirmation.
 * The confirm button submits `formAction`, so the mutation itself is a server action.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirmLabel,
  formAction,
  hiddenFields = {},
  variant = 'danger',
}: {
  trigger: string;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  formAction: (formData: FormData) => void | Promise<void>;
  hiddenFields?: Record<string, string>;
  variant?: ButtonVariant;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `confirm-${trigger.replace(/\W+/g, '-').toLowerCase()}-${Object.values(hiddenFields).join('-')}`;
  return (
    <>
      <Button variant={variant} onClick={() => dialog.current?.showModal()}>
        {trigger}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children && <div className="mt-2 text-sm text-slate-700">{children}</div>}
        <form action={formAction} className="mt-6 flex flex-wrap justify-end gap-2" onSubmit={() => dialog.current?.close()}>
          {Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" variant={variant}>
            {confirmLabel}
          </Button>
        </form>
      </dialog>
    </>
  );
}

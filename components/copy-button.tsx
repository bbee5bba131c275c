'use client';

import { useState } from 'react';
import { Button, type ButtonVariant } from './button';

/** Copies text to the clipboard and says so (politely, for screen readers). */
export function CopyButton({ value, label = 'Copy', variant = 'secondary' }: { value: string; label?: string; variant?: ButtonVariant }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant={variant} onClick={copy}>
        {label}
      </Button>
      <span aria-live="polite" className="min-w-16 text-sm text-slate-700">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy by hand' : ''}
      </span>
    </span>
  );
}

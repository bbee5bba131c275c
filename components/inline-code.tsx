import type { ReactNode } from 'react';

/** Text we wrote with its `code` marked by backticks, as text and <code> (never parsed as Markdown or HTML). */
export function WithCode({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="break-words rounded bg-slate-100 px-1 font-mono text-[0.85em] text-slate-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

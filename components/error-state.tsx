import type { ReactNode } from 'react';

export function ErrorState({ title = 'Something went wrong', children, action }: { title?: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

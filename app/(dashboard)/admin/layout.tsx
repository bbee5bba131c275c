import type { ReactNode } from 'react';
import { requireOperator } from '@/lib/auth/require-member';

// Outside the admin pages' loading boundary, so a non-operator gets a real HTTP 404.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireOperator();
  return children;
}

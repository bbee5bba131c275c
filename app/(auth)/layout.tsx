import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/public-frame';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <PublicFrame mainClassName="max-w-md py-12">{children}</PublicFrame>;
}

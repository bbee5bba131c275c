'use client';

import { signIn } from 'next-auth/react';
import { Button } from '@/components/button';

/** OAuth needs next-auth's CSRF-protected POST, which its client helper performs. */
export function OAuthButton({ id, name }: { id: string; name: string }) {
  return (
    <Button variant="secondary" className="w-full" onClick={() => void signIn(id, { callbackUrl: '/sites' })}>
      Continue with {name}
    </Button>
  );
}

'use client';

import { signIn } from 'next-auth/react';
import { Button } from '@/components/button';

/** OAuth needs next-auth's CSRF-protected POST, which its client helper performs. */
export function OAuthButton({ id, name, next }: { id: string; name: string; next: string }) {
  return (
    <Button variant="secondary" className="w-full" onClick={() => void signIn(id, { callbackUrl: next })}>
      Continue with {name}
    </Button>
  );
}

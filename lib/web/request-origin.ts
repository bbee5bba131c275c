import { headers } from 'next/headers';

/** This service's origin as the visitor reached it (for canonical URLs and og tags): AGENTGAUGE_PUBLIC_URL when set. */
export async function requestOrigin(): Promise<string> {
  const configured = process.env.AGENTGAUGE_PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  const incoming = await headers();
  const host = incoming.get('host') ?? 'localhost';
  const protocol = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

// The User-Agent of webhook deliveries: this installation's own public URL (AGENTGAUGE_PUBLIC_URL or NEXTAUTH_URL),
// so a receiver knows whose service calls, or no URL at all when none is configured, never a host of someone else.
import { ENGINE_VERSION } from '@/engine/light';
import { configuredPublicOrigin } from '@/lib/net/public-origin';

export function webhookUserAgent(): string {
  const origin = configuredPublicOrigin();
  return `AgentGauge-Webhooks/${ENGINE_VERSION}${origin ? ` (+${origin})` : ''}`;
}

import { Badge, type BadgeTone } from './badge';

const STATES: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  measuring: { label: 'Measuring', tone: 'info' },
  verified: { label: 'Verified', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
};

/** A verification record's state as the records page and the fix page show it. */
export function VerificationBadge({ status }: { status: string }) {
  const state = STATES[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={state.tone}>{state.label}</Badge>;
}

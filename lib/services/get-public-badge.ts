// The score badge of a host (GET /badge/{host}.svg), from its newest public measurement; never contacts the host.
import { notMeasuredBadge, scoreBadge } from '@/lib/views/score-badge';
import { newestPublicMeasurement } from './public-measurement';

export interface PublicBadge {
  svg: string;
  /** False when the host has no public measurement: the "not measured" badge, answered with 404. */
  measured: boolean;
}

export async function getPublicBadge(host: string): Promise<PublicBadge> {
  const score = (await newestPublicMeasurement(host))?.score;
  if (score === null || score === undefined) return { svg: notMeasuredBadge(host), measured: false };
  return { svg: scoreBadge(host, score), measured: true };
}

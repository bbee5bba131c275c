'use client';

import { RouteError, UNAVAILABLE_HEADING, type RouteErrorProps } from '@/components/route-error';

export default function PublicError(props: RouteErrorProps) {
  return <RouteError {...props} heading={UNAVAILABLE_HEADING} />;
}

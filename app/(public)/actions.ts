'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CLIENT_IP_HEADER } from '@/lib/net/client-ip';
import { translateError } from '@/lib/http/translate-error';
import { runPublicScan } from '@/lib/services/run-public-scan';
import { refusalMessage } from '@/lib/web/refusal-message';
import { reportPath } from '@/lib/views/badge-links';

export interface ScanFormState {
  domain: string;
  error: string | null;
}

/** The public scan form: the same service (and rate limits) as POST /api/v1/scan, then the host's report page. */
export async function scanAction(_previous: ScanFormState, formData: FormData): Promise<ScanFormState> {
  const domain = String(formData.get('domain') ?? '').trim();
  if (!domain) return { domain, error: 'Enter a domain such as example.com.' };
  const callerIp = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  let host: string;
  try {
    host = (await runPublicScan(domain, callerIp)).host;
  } catch (error) {
    return { domain, error: refusalMessage(translateError(error)) };
  }
  redirect(reportPath(host));
}

'use server';

import { revalidatePath } from 'next/cache';
import { requireOperator } from '@/lib/auth/require-member';
import { AdminError } from '@/lib/services/admin/errors';
import { resolveVerdictReport } from '@/lib/services/admin/index-editions';
import { publishIndexEdition } from '@/lib/services/admin/publish-index-edition';

export interface PublishState {
  message: string | null;
  error: string | null;
}

/** The admin page's form: the same service as `agentgauge admin index publish`, the operator's email as publisher. */
export async function publishEditionAction(_previous: PublishState, formData: FormData): Promise<PublishState> {
  const operator = await requireOperator();
  try {
    const published = await publishIndexEdition({
      runId: String(formData.get('runId') ?? ''),
      title: String(formData.get('title') ?? ''),
      list: String(formData.get('list') ?? ''),
      publishedBy: operator.email,
    });
    revalidatePath('/admin/index');
    return { message: `Published edition ${published.edition}: ${published.populationSize} scanned sites of ${published.targets} targets.`, error: null };
  } catch (error) {
    if (error instanceof AdminError) return { message: null, error: error.message };
    throw error;
  }
}

export async function resolveReportAction(formData: FormData): Promise<void> {
  await requireOperator();
  try {
    await resolveVerdictReport(String(formData.get('reportId') ?? ''));
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
  }
  revalidatePath('/admin/index');
}

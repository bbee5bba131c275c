'use client';

import { CreateSecretForm } from '@/components/create-secret-form';
import { createIngestTokenAction } from './actions';

export function IngestTokenForm({ siteId }: { siteId: string }) {
  return (
    <CreateSecretForm
      action={createIngestTokenAction}
      noun="token"
      submitLabel="Create drain token"
      fieldId="token-name"
      placeholder="Cloudflare Logpush"
      hidden={{ siteId }}
      secretOf={(created) => created.token}
      testId="new-ingest-token"
      note={(created) => (
        <p className="mt-3">
          Send logs to <code className="break-all font-mono">{created.ingestUrl}</code> with <code className="font-mono">Authorization: Bearer</code> and the token.
        </p>
      )}
    />
  );
}

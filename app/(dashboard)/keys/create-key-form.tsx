'use client';

import { CreateSecretForm } from '@/components/create-secret-form';
import { createKeyAction } from './actions';

export function CreateKeyForm() {
  return (
    <CreateSecretForm action={createKeyAction} noun="key" submitLabel="Create key" fieldId="key-name" placeholder="CI pipeline" secretOf={(created) => created.key} testId="new-api-key" />
  );
}

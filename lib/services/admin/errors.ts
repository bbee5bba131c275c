// Why an admin use case refused: the CLI turns `invalid-input` into a usage error, the rest into a failure.
export type AdminErrorCode = 'invalid-input' | 'not-found' | 'conflict';

export class AdminError extends Error {
  readonly code: AdminErrorCode;

  constructor(code: AdminErrorCode, message: string) {
    super(message);
    this.name = 'AdminError';
    this.code = code;
  }
}

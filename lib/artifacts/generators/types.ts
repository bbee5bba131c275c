import type { ArtifactInput } from '../site-input';

export interface GeneratedFile {
  contentType: string;
  body: string;
  /** Headers besides Content-Type. */
  headers?: Record<string, string>;
}

export type Generator = (input: ArtifactInput) => GeneratedFile;

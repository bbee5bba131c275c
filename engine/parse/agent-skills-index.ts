// An Agent Skills Discovery index: its skill entries.
import { isObject } from './json-values.js';

export function skillEntries(index: unknown): unknown[] {
  return isObject(index) && Array.isArray(index.skills) ? index.skills : [];
}

// The discovery RFC's second 0.2.0 shape (cloudflare/agent-skills-discovery-rfc, "Discovery Index" and "Integrity and
// Verification"): `version: "0.2.0"`, skills with `digest` and `files[{path, digest}]`, served under
// /.well-known/agent-skills/{name}/{path}; no `$schema`, `type` or per-skill `url`.

export interface SkillFile {
  path: string;
  /** Lower-case hex SHA-256 as declared (without `sha256:`), or null when not in that form. */
  hex: string | null;
}

const SHA256 = /^sha256:([0-9a-f]{64})$/;

/** An index in the files shape: version 0.2.0 and every skill listing its files as objects. */
export function isFilesIndex(index: unknown): boolean {
  if (!isObject(index) || index.version !== '0.2.0') return false;
  const skills = skillEntries(index);
  return skills.length > 0 && skills.every((skill) => isObject(skill) && Array.isArray(skill.files) && skill.files.every(isObject));
}

export function skillFiles(entry: unknown): SkillFile[] {
  if (!isObject(entry) || !Array.isArray(entry.files)) return [];
  return entry.files.filter(isObject).map((file) => ({
    path: typeof file.path === 'string' ? file.path : '',
    hex: typeof file.digest === 'string' ? (SHA256.exec(file.digest)?.[1] ?? null) : null,
  }));
}

/**
 * The skill-level digest: SHA-256 over the `{path}\0{hex}\n` lines of its files sorted by path in byte order
 * (the RFC's "Skill-Level Digest" steps 1–6), as `sha256:{hex}`.
 */
export function skillDigest(files: readonly SkillFile[], sha256: (bytes: Buffer) => string): string {
  const sorted = [...files].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  return `sha256:${sha256(Buffer.from(sorted.map((file) => `${file.path}\0${file.hex ?? ''}\n`).join('')))}`;
}

/** RFC "Files Array" path requirements: relative, forward slashes, no `..`, printable ASCII without \ ? # [ ]. */
function pathProblem(path: string): string | null {
  if (path === '') return 'a file has no path';
  if (path.startsWith('/') || path.split('/').includes('..')) return `path "${path.slice(0, 60)}" is absolute or climbs with ".."`;
  if (!/^[\x20-\x7e]+$/.test(path) || /[\\?#[\]]/.test(path)) return `path "${path.slice(0, 60)}" has characters the RFC excludes`;
  return null;
}

/** Problems of one skill in the files shape (name and description are judged by the caller's shared rules). */
export function filesEntryProblems(entry: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof entry.digest !== 'string' || !SHA256.test(entry.digest)) problems.push('digest is not "sha256:" plus 64 lower-case hex digits');
  const files = skillFiles(entry);
  if (files.length === 0) problems.push('files is empty');
  if (!files.some((file) => file.path === 'SKILL.md')) problems.push('files has no SKILL.md');
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) problems.push(problem);
    if (file.hex === null) problems.push(`the digest of ${file.path.slice(0, 60) || 'a file'} is not "sha256:" plus 64 lower-case hex digits`);
  }
  return [...new Set(problems)];
}

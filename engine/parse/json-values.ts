// Type guards for values read out of parsed JSON (and YAML) documents.

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

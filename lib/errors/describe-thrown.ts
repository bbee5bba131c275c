// Words for anything thrown, for one log or terminal line. Not everything thrown is an Error: PGlite's file system
// (Emscripten's) throws `ErrnoError` objects that carry only `name` and `errno`, and String() of those is
// "[object Object]". Such values are described by their fields instead. No dependencies: the CLI bundles it too.

/** WASI errno numbers (what Emscripten's ErrnoError carries), for the codes a file system operation can give. */
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES: permission denied',
  8: 'EBADF: bad file descriptor',
  10: 'EBUSY: resource busy',
  20: 'EEXIST: file already exists',
  28: 'EINVAL: invalid argument',
  29: 'EIO: input/output error',
  31: 'EISDIR: is a directory',
  37: 'ENAMETOOLONG: file name too long',
  44: 'ENOENT: no such file or directory',
  48: 'ENOMEM: out of memory',
  51: 'ENOSPC: no space left on device',
  54: 'ENOTDIR: not a directory',
  55: 'ENOTEMPTY: directory not empty',
  63: 'EPERM: operation not permitted',
  69: 'EROFS: read-only file system',
};

const MAX_FIELDS = 6;

export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (value === null || typeof value !== 'object') return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  const name = typeof record.name === 'string' && record.name ? record.name : (value.constructor?.name ?? 'object');
  if (name === 'ErrnoError' && typeof record.errno === 'number') {
    const meaning = WASI_ERRNO[record.errno];
    return `file system error ${meaning ?? `errno ${record.errno}`} (ErrnoError errno ${record.errno})`;
  }
  const fields = Object.entries(record)
    .filter(([key, field]) => key !== 'name' && field !== undefined && typeof field !== 'function' && typeof field !== 'object')
    .slice(0, MAX_FIELDS)
    .map(([key, field]) => `${key}=${String(field)}`);
  return fields.length > 0 ? `${name} (${fields.join(', ')})` : `${name} with no message`;
}

// A thrown value that is not an Error is described by its fields (lib/errors/describe-thrown.ts), for the one line a
// failed start prints (unit tier: pure logic; the starts that fail are in tests/system/db/start-failures.test.ts).
import { describe, expect, it } from 'vitest';
import { describeThrown } from '@/lib/errors/describe-thrown';

describe('describing what was thrown', () => {
  it("describes PGlite's ErrnoError (no message) by its fields, never as [object Object]", () => {
    expect(describeThrown({ name: 'ErrnoError', errno: 20 })).toBe('file system error EEXIST: file already exists (ErrnoError errno 20)');
    expect(describeThrown({ name: 'ErrnoError', errno: 999 })).toBe('file system error errno 999 (ErrnoError errno 999)');
    expect(describeThrown({ code: 'X1', detail: 'odd' })).toBe('Object (code=X1, detail=odd)');
    expect(describeThrown(new Error('plain'))).toBe('plain');
    expect(describeThrown('a string')).toBe('a string');
  });
});

// Strict JSON (checks.md, judgement rules, 2026): every JSON document is parsed per RFC 8259, never repaired first.
import { describe, expect, it } from 'vitest';
import { parseDocument, parseJsonOrYamlDocument } from '../../../engine/gather/json-document.js';
import { analyzeLinkset } from '../../../engine/parse/linkset.js';
import { parseStrictJson } from '../../../engine/parse/strict-json.js';
import { ORIGIN, file } from '../../helpers/engine/build.js';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('parseStrictJson', () => {
  it('parses valid UTF-8 JSON, escaped control characters included, and ignores a leading BOM (RFC 8259 §8.1)', () => {
    expect(parseStrictJson(bytes('{"name":"caf', [0xc3, 0xa9], '\\u0007"}'))).toEqual({ ok: true, value: { name: 'café\u0007' } });
    expect(parseStrictJson(bytes([0xef, 0xbb, 0xbf], '[1]'))).toEqual({ ok: true, value: [1] });
  });

  it('refuses bytes that are not UTF-8 (RFC 8259 §8.1), naming the offset', () => {
    expect(parseStrictJson(bytes('{"name":"caf', [0xe9], '"}'))).toEqual({
      ok: false,
      error: 'The document is not valid UTF-8 (RFC 8259 §8.1), at byte 12.',
    });
  });

  it('refuses a raw control character in a string, and NUL anywhere (RFC 8259 §7)', () => {
    const tab = parseStrictJson(bytes('{"name":"a', [0x09], 'b"}'));
    expect(tab.ok).toBe(false);
    const nul = parseStrictJson(bytes('{"name":"a"}', [0x00]));
    expect(nul).toMatchObject({ ok: false });
    expect(!nul.ok && nul.error).toContain('a raw control character U+0000 at offset 12; RFC 8259 §7 requires it escaped');
  });
});

describe('JSON documents are judged on their bytes, not on the repaired text', () => {
  it('a card with an invalid byte, or a NUL the display text drops, is invalid', () => {
    const url = `${ORIGIN}/mcp/server-card`;
    const withByte = { ...file(url, { type: 'application/json', body: '{}' }) };
    withByte.response = { ...withByte.response!, body: bytes('{"name":"caf', [0xe9], '"}'), text: '{"name":"caf\uFFFD"}' };
    expect(parseDocument(withByte)).toMatchObject({ kind: 'invalid', parseError: 'The document is not valid UTF-8 (RFC 8259 §8.1), at byte 12.' });
    const withNul = { ...file(url, { type: 'application/json', body: '{}' }) };
    withNul.response = { ...withNul.response!, body: bytes('{"a":"x', [0x00], '"}'), text: '{"a":"x"}' };
    expect(parseDocument(withNul).kind).toBe('invalid');
  });

  it('a YAML-capable document (OpenAPI) that is JSON in shape is not rescued by the YAML parser', async () => {
    const url = `${ORIGIN}/openapi.json`;
    const doc = { ...file(url, { type: 'application/json', body: '{}' }) };
    doc.response = { ...doc.response!, body: bytes('{"openapi":"3.1.0","info":{"title":"caf', [0xe9], '"}}'), text: '{"openapi":"3.1.0","info":{"title":"caf\uFFFD"}}' };
    expect((await parseJsonOrYamlDocument(doc)).kind).toBe('invalid');
  });

  it('a linkset (RFC 9264) with an invalid byte reports the parse error', () => {
    expect(analyzeLinkset(bytes('{"linkset":[{"anchor":"caf', [0xe9], '"}]}'), ORIGIN).jsonError).toBe(
      'The document is not valid UTF-8 (RFC 8259 §8.1), at byte 26.',
    );
  });
});

// decodeText is exported for other gatherers (e.g. .gz sitemaps); it must never throw and never pass NUL on.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BodyDecodingError, decompressCapped } from '../../../engine/fetch/body.js';
import { charsetOf, decodeText, mediaTypeOf } from '../../../engine/fetch/decode.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('decodeText', () => {
  it('uses the Content-Type charset', () => {
    expect(decodeText(bytes(0x63, 0x61, 0x66, 0xe9), 'text/plain; charset=ISO-8859-1')).toBe('café');
    expect(decodeText(bytes(0x82, 0xa0), 'text/plain; charset="shift_jis"')).toBe('あ');
  });

  it('falls back to UTF-8 for an unknown or missing charset', () => {
    expect(decodeText(Buffer.from('naïve'), 'text/plain; charset=x-no-such-charset')).toBe('naïve');
    expect(decodeText(Buffer.from('naïve'), 'text/plain')).toBe('naïve');
    expect(decodeText(Buffer.from('naïve'))).toBe('naïve');
  });

  it('lets a BOM win over the declared charset, and strips it', () => {
    expect(decodeText(Buffer.concat([bytes(0xef, 0xbb, 0xbf), Buffer.from('é')]), 'text/plain; charset=iso-8859-1')).toBe('é');
    expect(decodeText(bytes(0xff, 0xfe, 0x68, 0x00, 0x69, 0x00), 'text/plain')).toBe('hi');
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x68, 0x00, 0x69))).toBe('hi');
  });

  it('reads a meta charset in HTML without a charset header', () => {
    const page = Buffer.concat([Buffer.from('<html><head><meta charset="windows-1252"><title>'), bytes(0x93, 0x71, 0x94), Buffer.from('</title>')]);
    expect(decodeText(page, 'text/html')).toContain('<title>\u201cq\u201d</title>');
  });

  it('replaces invalid UTF-8 and removes NUL bytes', () => {
    const decoded = decodeText(Buffer.concat([Buffer.from('a\u0000b'), bytes(0xc3, 0x28, 0xff), Buffer.from('c')]), 'text/html; charset=utf-8');
    expect(decoded).toBe('ab\uFFFD(\uFFFDc');
  });

  it('returns an empty string for no bytes', () => {
    expect(decodeText(Buffer.alloc(0), 'text/html')).toBe('');
  });
});

describe('content-type helpers', () => {
  it('extracts the media type and charset', () => {
    expect(mediaTypeOf('Text/HTML; Charset=UTF-8')).toBe('text/html');
    expect(mediaTypeOf(undefined)).toBe('');
    expect(charsetOf('text/html; Charset=UTF-8')).toBe('utf-8');
    expect(charsetOf('text/html')).toBeNull();
  });
});

describe('decompressCapped', () => {
  it('inflates bytes in hand up to the cap', async () => {
    const zipped = zlib.gzipSync(Buffer.alloc(10_000, 'x'));
    expect(await decompressCapped(zipped, 'gzip', 20_000)).toEqual({ body: Buffer.alloc(10_000, 'x'), overCap: false });
    expect(await decompressCapped(zipped, 'gzip', 4_000)).toEqual({ body: Buffer.alloc(4_000, 'x'), overCap: true });
  });

  it('rejects corrupt data with a BodyDecodingError', async () => {
    await expect(decompressCapped(Buffer.from('not gzip'), 'gzip', 1000)).rejects.toBeInstanceOf(BodyDecodingError);
  });
});

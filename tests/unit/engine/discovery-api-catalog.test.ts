import { describe, expect, it } from 'vitest';
import { HOME, html, json, NEVER_ANSWERS, text } from '../../helpers/site.js';
import { messages as allMessages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';
import type { CheckResult } from '../../../engine/index.js';

const IP_LITERAL = 'info: The audited host 127.0.0.1 is an IP address, so there are no DNS-AID names (_agents.<host>) to look up.';
/** The fixtures are IP literals: every result ends with DNS-AID's "nothing to look up" (asserted once below). */
function messages(result: CheckResult): string[] {
  const all = allMessages(result);
  expect(all.at(-1)).toBe(IP_LITERAL);
  return all.slice(0, -1);
}

const { measure } = useCheckAudit('api-catalog', { home: HOME, resolver: NO_DNS });

const PATH = '/.well-known/api-catalog';
const LINKSET = 'application/linkset+json';
const SELF_LINK = { link: `<${PATH}>; rel="api-catalog"` };
const CATALOG = {
  linkset: [
    {
      anchor: '/api',
      'service-desc': [{ href: '/openapi.json', type: 'application/openapi+json' }],
      'service-doc': [{ href: '/docs' }],
    },
  ],
};
/** The description and the documentation the catalog links (RFC 9727 §4: service-desc and service-doc resolve). */
const OPENAPI = {
  '/openapi.json': json({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} }),
  '/docs': html('<!doctype html><html><head><title>API docs</title></head><body><h1>API docs</h1></body></html>'),
};

describe('api-catalog', () => {
  it('passes a linkset with a working service-desc and the Link header on HEAD', async () => {
    const { result, site: { requests } } = await measure({ [PATH]: json(CATALOG, LINKSET, SELF_LINK), ...OPENAPI });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
    expect(messages(result)).toEqual([
      'pass: The API catalog lists 1 service-desc and 0 item links.',
      'pass: HEAD on the API catalog answers a Link header with rel="api-catalog".',
      'pass: All 1 service-desc targets answer 2xx.',
      'pass: All 2 service-desc, service-doc and status links answer with a fitting media type.',
    ]);
    expect(requests).toEqual(expect.arrayContaining([`GET ${PATH}`, `HEAD ${PATH}`, 'HEAD /openapi.json']));
  });

  it('warns when served as application/json and HEAD has no Link header', async () => {
    const { result } = await measure({ [PATH]: json(CATALOG), ...OPENAPI });
    expect(result).toMatchObject({ status: 'warn', score: 65 });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'warn: The API catalog is served as application/json instead of application/linkset+json.',
        'warn: HEAD on the API catalog does not answer a Link header with rel="api-catalog".',
      ]),
    );
  });

  it('warns about string relation values', async () => {
    const catalog = { linkset: [{ anchor: '/api', 'service-desc': '/openapi.json' }] };
    const { result } = await measure({ [PATH]: json(catalog, LINKSET, SELF_LINK), ...OPENAPI });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    const finding = result.findings.find((entry) => entry.status === 'warn');
    expect(finding?.message).toBe('Some relation values in the API catalog are not arrays of objects with "href" (RFC 9264 §4.2).');
    expect(finding?.detail).toBe('"service-desc": "/openapi.json"');
  });

  it('warns when a service-desc target is broken', async () => {
    const { result } = await measure({ [PATH]: json(CATALOG, LINKSET, SELF_LINK), '/docs': OPENAPI['/docs'] });
    expect(result).toMatchObject({ status: 'warn', score: 75 });
    expect(messages(result)).toContain('warn: 1 of 1 service-desc targets do not answer 2xx.');
  });

  it('fails when absent', async () => {
    const { result } = await measure({});
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: The API catalog was not found (HTTP 404).']);
  });

  it('fails on an HTML page, calling it a soft 404', async () => {
    const { result } = await measure({ [PATH]: html('<!doctype html><html><body>Home</body></html>') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual([
      'fail: The API catalog looked like a soft 404: an HTML page was served where a file was expected.',
    ]);
  });

  it('fails on invalid JSON', async () => {
    const { result } = await measure({ [PATH]: text('{"linkset": [', LINKSET) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)[0]).toMatch(/^fail: The API catalog is not valid JSON: /);
  });

  it('fails on an empty linkset', async () => {
    const { result } = await measure({ [PATH]: json({ linkset: [] }, LINKSET, SELF_LINK) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: The API catalog\'s "linkset" is empty.']);
  });

  it('fails when the linkset names no item or service-desc', async () => {
    const catalog = { linkset: [{ anchor: '/api', 'service-doc': [{ href: '/docs' }] }] };
    const { result } = await measure({ [PATH]: json(catalog, LINKSET, SELF_LINK) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: The API catalog lists no "item" or "service-desc" link, so it points agents at no API.']);
  });

  it('is an error when the catalog does not answer in time', async () => {
    const { result } = await measure({ [PATH]: NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the API catalog/);
  });

  it('is not applicable under the docs profile, and keeps its measured score', async () => {
    const { result } = await measure({ [PATH]: json(CATALOG, LINKSET, SELF_LINK), ...OPENAPI }, { profile: 'docs' });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: false, weight: 0 });
  });
});

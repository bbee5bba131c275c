// Journeys over the API (issue 33 point 1), on PGlite and PostgreSQL: the list paged like the other lists, with
// suggestions from the last scan while a site has none (point 5); create, change and remove with exact statuses and
// bodies; a pattern RE2 cannot run refused at save time; 404 for another organization's site; 409 past 20 per site.
// Every body is checked against the served OpenAPI document. The read-only (agentgauge:read) refusal of the writes is
// walked with the other operations in tests/api/scopes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport, seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

const LIST = '/api/v1/me/sites/{id}/journeys';
const ONE = '/api/v1/me/sites/{id}/journeys/{journeyId}';
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(DATABASE_KINDS)('journeys on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let key: string;
  let otherKey: string;
  let siteId: string;
  let emptySiteId: string;
  let otherSiteId: string;

  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(server.baseUrl, path, { key, ...options });
  const listPath = (id: string) => `/api/v1/me/sites/${id}/journeys`;

  beforeAll(async () => {
    server = await startInProcessService({
      database,
      seed: async (db) => {
        const owner = await seedOrganization(db, { name: 'Journeys', subscription: 'active', hosts: ['acme.example', 'blank.example'] });
        key = owner.key;
        siteId = owner.sites[0]!.id;
        emptySiteId = owner.sites[1]!.id;
        const other = await seedOrganization(db, { name: 'Other', subscription: 'active', hosts: ['other.example'] });
        otherKey = other.key;
        otherSiteId = other.sites[0]!.id;
        const finishedAt = new Date('2026-11-01T10:00:00Z');
        const report = {
          ...minimalReport('https://acme.example/', 70, finishedAt),
          siteFacts: {
            siteName: 'Acme',
            robotsKind: 'ok',
            robotsTxt: null,
            sitemaps: [],
            pages: [
              { url: 'https://acme.example/', httpStatus: 200, title: 'Acme', description: 'Widgets for everyone. Questions? Mail hello@acme.example today.', lang: 'en', h1: null },
              { url: 'https://acme.example/pricing', httpStatus: 200, title: 'Pricing', description: 'Starter is free. Pro costs €19 a month.', lang: 'en', h1: 'Plans' },
            ],
          },
        };
        await db.scan.create({
          data: { organizationId: owner.id, siteId, status: 'succeeded', trigger: 'api', engine: report.engine, score: 70, originScore: 70, pageCount: 1, discoveredUrls: 1, report: report as never, startedAt: finishedAt, finishedAt },
        });
      },
    });
    conformance = conformanceOf(await (await fetch(`${server.baseUrl}/.well-known/openapi.json`)).json());
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('suggests journeys from the last scan while the site has none, and none before a first scan', async () => {
    const listed = await api(listPath(siteId));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      siteId,
      host: 'acme.example',
      journeys: [],
      limit: 20,
      total: 0,
      suggestions: [
        { name: 'pricing', question: 'What does Acme cost?', answer: '€19', source: { url: 'https://acme.example/pricing', quote: 'Pro costs €19 a month.' } },
        { name: 'contact', question: 'How can I contact Acme?', answer: 'hello@acme.example', source: { url: 'https://acme.example/', quote: 'Mail hello@acme.example today.' } },
      ],
      nextOffset: null,
      nextStep: `The site has no journeys: confirm a suggestion (edited or not) with POST /api/v1/me/sites/${siteId}/journeys; nothing runs until one is saved.`,
    });
    conformance.assertResponse('GET', LIST, 200, listed.body);
    const blank = await api(listPath(emptySiteId));
    expect(blank.body.suggestions).toEqual([]);
    expect(blank.body.nextStep).toBe(`The site has no journeys: add one with POST /api/v1/me/sites/${emptySiteId}/journeys (a question and how to recognise its answer).`);
  });

  it('saves a journey (201), lists it and stops suggesting', async () => {
    const created = await api(listPath(siteId), { json: { name: 'pricing', question: ' What does the Pro plan cost? ', answer: ['€19', '19 EUR'], start: '/pricing' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'pricing',
      question: 'What does the Pro plan cost?',
      answer: ['€19', '19 EUR'],
      start: '/pricing',
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    conformance.assertResponse('POST', LIST, 201, created.body);
    const listed = await api(listPath(siteId));
    expect(listed.body).toMatchObject({ journeys: [created.body], total: 1, suggestions: [], nextOffset: null });
    expect(listed.body.nextStep).toBe(`The site holds 1 of its 20 journeys; change one with PATCH or remove it with DELETE /api/v1/me/sites/${siteId}/journeys/{journeyId}.`);
  });

  it('refuses bad input with 400 and the reason, a backtracking-prone pattern at save time', async () => {
    const refused = async (body: unknown, message: string) => {
      const answer = await api(listPath(siteId), { json: body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'invalid-body', message });
      conformance.assertResponse('POST', LIST, 400, answer.body);
    };
    await refused(
      { name: 'loop', question: 'Anything?', answer: { pattern: String.raw`(a+)+\1` } },
      'Field "answer.pattern" cannot be used: it uses a backreference, which a linear-time engine (RE2) cannot run.',
    );
    await refused(
      { name: 'ahead', question: 'Price?', answer: { pattern: '\\d+(?= EUR)' } },
      'Field "answer.pattern" cannot be used: it uses a lookahead, which a linear-time engine (RE2) cannot run.',
    );
    await refused({ name: 'broken', question: 'Price?', answer: { pattern: '(unclosed' } }, 'Field "answer.pattern" cannot be used: it is not a valid regular expression (/(unclosed/u: Unterminated group).');
    await refused({ name: 'no-question', answer: 'x' }, 'Field "question" is required.');
    await refused({ name: 'bad', question: 'Q?', answer: 5 }, 'Field "answer" must be a string, a list of 1 to 10 strings (each at most 200 characters), or {"pattern": "..."}.');
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: 'https://evil.example/' }, 'Field "start" must be a path on the site starting with "/", such as "/pricing".');
    await refused({ name: 'a=b', question: 'Q?', answer: 'x' }, 'Field "name" must start with a letter or digit and hold only letters, digits, spaces, ".", "_" and "-".');
    // Issue 44 point 5: a start must stay on the site once parsed (URL parsing reads "\\" as "/").
    const leaves = 'Field "start" must stay on the site, as a path such as "/pricing": ';
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: '/\\127.0.0.1:4702/pricing' }, `${leaves}it holds a backslash, which URL parsing reads as "/".`);
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: '/%5c127.0.0.1:4702/pricing' }, `${leaves}it holds an encoded "%5c", which a server may decode into a path that leaves the site.`);
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: '/%2F%2F127.0.0.1:4702/pricing' }, `${leaves}it holds an encoded "%2F", which a server may decode into a path that leaves the site.`);
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: '//127.0.0.1:4702/pricing' }, 'Field "start" must be a path on the site starting with "/", such as "/pricing".');
    await refused({ name: 'bad', question: 'Q?', answer: 'x', start: '/\\/127.0.0.1:4702/' }, `${leaves}it holds a backslash, which URL parsing reads as "/".`);
    // Issue 44 point 4: a pattern whose compiled program is over the limit (its matching time grows with it).
    await refused(
      { name: 'slow', question: 'Q?', answer: { pattern: String.raw`(?:\w+\s?){1000}Q` } },
      'Field "answer.pattern" cannot be used: its compiled program has 4,003 instructions, over the limit of 1,000 (matching time grows with the program; repeat counts such as {1000} multiply it).',
    );
    await refused({ name: 'x', question: 'Q?', answer: 'x', steps: 3 }, 'Unknown field "steps" in the request body.');
    const linear = await api(listPath(siteId), { json: { name: 'nested', question: 'Anything?', answer: { pattern: '^(a+)+$' } } });
    expect(linear.status).toBe(201);
    expect((await api(`${listPath(siteId)}/${linear.body.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('answers 409 for a name the site already has', async () => {
    const again = await api(listPath(siteId), { json: { name: 'pricing', question: 'Again?', answer: 'x' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'journey-exists', message: 'The site already has a journey named "pricing"; choose another name.' });
    conformance.assertResponse('POST', LIST, 409, again.body);
  });

  it('changes the fields sent (200) and removes a journey (204, then 404)', async () => {
    const created = await api(listPath(siteId), { json: { name: 'hours', question: 'When are you open?', answer: '9am', start: '/visit' } });
    const path = `${listPath(siteId)}/${created.body.id}`;
    const changed = await api(path, { method: 'PATCH', json: { answer: { pattern: '\\d{1,2}(am|pm)' }, start: null } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...created.body, answer: { pattern: '\\d{1,2}(am|pm)' }, start: null, updatedAt: expect.stringMatching(TIMESTAMP) });
    conformance.assertResponse('PATCH', ONE, 200, changed.body);
    const lookbehind = await api(path, { method: 'PATCH', json: { answer: { pattern: '(?<=from )\\d+' } } });
    expect(lookbehind.status).toBe(400);
    expect(lookbehind.body).toEqual({ error: 'invalid-body', message: 'Field "answer.pattern" cannot be used: it uses a lookbehind, which a linear-time engine (RE2) cannot run.' });
    const renamed = await api(path, { method: 'PATCH', json: { name: 'pricing' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error).toBe('journey-exists');
    const removed = await api(path, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const gone = await api(path, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not-found', message: `No journey with id ${created.body.id} exists on this site.` });
    conformance.assertResponse('DELETE', ONE, 404, gone.body);
  });

  it('answers 404 for another organization\'s site and its journeys, the same as for no site', async () => {
    const notOurs = { error: 'not-found', message: `No site with id ${otherSiteId} exists in this organization.` };
    for (const options of [{}, { json: { name: 'x', question: 'Q?', answer: 'x' } }]) {
      const answer = await api(listPath(otherSiteId), options);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notOurs);
    }
    const theirs = await request(server.baseUrl, listPath(otherSiteId), { key: otherKey, json: { name: 'theirs', question: 'Q?', answer: 'x' } });
    expect(theirs.status).toBe(201);
    // Their journey under our site's path, and under theirs with our key: both unavailable.
    const underOurs = await api(`${listPath(siteId)}/${theirs.body.id}`, { method: 'PATCH', json: { answer: 'y' } });
    expect(underOurs.status).toBe(404);
    expect(underOurs.body).toEqual({ error: 'not-found', message: `No journey with id ${theirs.body.id} exists on this site.` });
    const underTheirs = await api(`${listPath(otherSiteId)}/${theirs.body.id}`, { method: 'DELETE' });
    expect(underTheirs.status).toBe(404);
    expect(underTheirs.body).toEqual(notOurs);
    const bad = await api(`${listPath(siteId)}/not-a-uuid`, { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid-parameter', message: 'The path parameter "journeyId" must be a UUID.' });
  });

  it('holds at most 20 journeys per site (409 journey-limit) and pages through them like the other lists', async () => {
    const before = (await api(listPath(siteId))).body.total as number;
    for (let index = before; index < 20; index++) {
      const created = await api(listPath(siteId), { json: { name: `q${String(index).padStart(2, '0')}`, question: `Question ${index}?`, answer: `answer ${index}` } });
      expect(created.status).toBe(201);
    }
    const over = await api(listPath(siteId), { json: { name: 'one-too-many', question: 'Q?', answer: 'x' } });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: 'journey-limit', message: 'The site already has 20 journeys, the most it may have; remove one first.' });
    conformance.assertResponse('POST', LIST, 409, over.body);
    expect(await withDatabase(server.databaseEnv, (db) => db.journey.count({ where: { siteId } }))).toBe(20);
    const names: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await api(`${listPath(siteId)}?limit=8&offset=${offset}`);
      expect(page.status).toBe(200);
      conformance.assertResponse('GET', LIST, 200, page.body);
      names.push(...page.body.journeys.map((journey: { name: string }) => journey.name));
      offset = page.body.nextOffset;
    }
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('pricing');
    const tooLarge = await api(`${listPath(siteId)}?limit=51`);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ error: 'invalid-parameter', message: 'The query parameter "limit" must be an integer from 1 to 50.' });
  });
});

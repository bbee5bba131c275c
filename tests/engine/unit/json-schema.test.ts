// The engine's one JSON Schema setup (engine/parse/json-schema.ts), which compiles MCP tool inputSchemas, WebMCP
// tool inputSchemas of the rendered view and OpenAPI response schemas alike: dialects, formats, caps, and no state
// left behind from one site's schema to the next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECLARED_SCHEMA_LIMITS } from '../../../engine/config.js';
import { documentValidator, schemaProblem } from '../../../engine/parse/json-schema.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const nested = (levels: number): object => (levels === 0 ? { type: 'string' } : { type: 'object', properties: { next: nested(levels - 1) } });

describe('schemaProblem', () => {
  it('compiles 2020-12 by default and draft-07 when $schema names a draft from 04 to 07', async () => {
    expect(await schemaProblem({ type: 'array', prefixItems: [{ type: 'string' }], $defs: { id: { type: 'integer' } } })).toBeNull();
    expect(await schemaProblem({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', definitions: { id: { type: 'integer' } }, properties: { id: { $ref: '#/definitions/id' } } })).toBeNull();
    // The 2020-12 meta-schema has no `definitions` to resolve, so a draft-07 reference compiled as 2020-12 fails.
    expect(await schemaProblem({ type: 'object', properties: { id: { $ref: '#/definitions/id' } } })).toBe("can't resolve reference #/definitions/id from id #");
    expect(await schemaProblem({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'strng' })).toBe(
      'schema is invalid: data/type must be equal to one of the allowed values, data/type must be array, data/type must match a schema in anyOf',
    );
  });

  it('knows the ajv-formats formats, and lets an unknown one pass without writing to stderr or the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const stderr = vi.spyOn(process.stderr, 'write');
    expect(await schemaProblem({ type: 'object', properties: { day: { type: 'string', format: 'date' }, mail: { type: 'string', format: 'email' } } })).toBeNull();
    expect(await schemaProblem({ type: 'object', properties: { code: { type: 'string', format: 'iata-airport' } } })).toBeNull();
    expect([warn.mock.calls, log.mock.calls, stderr.mock.calls]).toEqual([[], [], []]);
  });

  it('refuses what is not a schema object, and schemas over the size or depth cap before compiling them', async () => {
    expect(await schemaProblem('object')).toBe('it is not a JSON object');
    expect(await schemaProblem([{ type: 'string' }])).toBe('it is not a JSON object');
    expect(await schemaProblem(null)).toBe('it is not a JSON object');
    const large = { type: 'object', description: 'x'.repeat(DECLARED_SCHEMA_LIMITS.bytes) };
    expect(await schemaProblem(large)).toBe(`it is ${JSON.stringify(large).length} bytes, over the 64 KiB cap for a compiled schema`);
    expect(await schemaProblem(nested(15))).toBeNull();
    expect(await schemaProblem(nested(16))).toBe('it nests deeper than 32 levels');
  });

  it('leaves no ids behind: the same nested $id compiles again, and a top-level $id resolves nothing', async () => {
    const withId = { type: 'object', $defs: { item: { $id: 'https://tools.example/item', type: 'string' } }, properties: { q: { $ref: 'https://tools.example/item' } } };
    expect(await schemaProblem(withId)).toBeNull();
    expect(await schemaProblem(withId)).toBeNull();
    expect(await schemaProblem({ type: 'object', properties: { q: { $ref: 'https://tools.example/item' } } })).toBe(
      "can't resolve reference https://tools.example/item from id #",
    );
    expect(await schemaProblem({ $id: 'https://site.example/a', type: 'object' })).toBeNull();
    expect(await schemaProblem({ $id: 'https://site.example/a', type: 'object' })).toBeNull();
  });
});

describe('documentValidator', () => {
  it('validates against a schema inside a whole document, with its references and formats, in the same setup', async () => {
    const document = {
      openapi: '3.1.0',
      components: { schemas: { Day: { type: 'string', format: 'date' } } },
      paths: { '/days': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Day' } } } } } } } } },
    };
    const validator = await documentValidator(document, '/paths/~1days/get/responses/200/content/application~1json/schema', 'draft2020');
    if (!('validate' in validator)) throw new Error(validator.problem);
    expect(validator.validate(['2026-11-23'])).toBe(true);
    expect(validator.validate(['23 November'])).toBe(false);
    expect(validator.validate.errors?.[0]).toMatchObject({ instancePath: '/0', message: 'must match format "date"' });
  });
});

// The engine's one JSON Schema setup (engine/parse/json-schema.ts), which compiles MCP tool inputSchemas, WebMCP
// tool inputSchemas of the rendered view and OpenAPI response schemas alike: dialects, formats, caps, and no state
// left behind from one site's schema to the next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECLARED_SCHEMA_LIMITS, SCHEMA_COMPILE_LIMITS } from '../../../engine/config.js';
import { checkDeclaredSchema, createSchemaSession, documentValidator, schemaProblem } from '../../../engine/parse/json-schema.js';

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
    const validator = await documentValidator(document, '/paths/~1days/get/responses/200/content/application~1json/schema', 'draft2020', createSchemaSession());
    if (!('validate' in validator)) throw new Error(JSON.stringify(validator));
    expect(validator.validate(['2026-11-23'])).toEqual({ valid: true, error: null, unrun: [] });
    const invalid = validator.validate(['23 November']);
    expect(invalid.valid).toBe(false);
    expect(invalid.error).toMatchObject({ instancePath: '/0', message: 'must match format "date"' });
  });
});

/** A 30-property object defined once and referred to `refs` times: 7 KB of JSON, the shape that took ~11 s and ~300 MB. */
const refHeavy = (refs: number, salt = '') => ({
  type: 'object',
  description: `Reference-heavy${salt}`,
  $defs: { leaf: { type: 'object', properties: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, { type: 'string', maxLength: 10 }])) } },
  properties: Object.fromEntries(Array.from({ length: refs }, (_, i) => [`q${i}`, { $ref: '#/$defs/leaf' }])),
});
/** `count` properties in one object: compiled as one function nesting a level a keyword (3,000 ran out of stack). */
const flat = (count: number) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string', maxLength: 10 }])) });

describe('compile budgets (SCHEMA_COMPILE_LIMITS)', () => {
  it('compiles each $ref target once: the 7 KB schema referring 200 times to one definition compiles, quickly', async () => {
    const schema = refHeavy(200);
    expect(JSON.stringify(schema).length).toBeLessThan(DECLARED_SCHEMA_LIMITS.bytes);
    const session = createSchemaSession();
    const started = performance.now();
    expect(await checkDeclaredSchema(schema, session)).toEqual({ kind: 'compiles' });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(session.spentMs).toBeGreaterThan(0);
  });

  it('measures what a compile generates before compiling: over the units budget it is "not compiled", never invalid', async () => {
    const schema = flat(SCHEMA_COMPILE_LIMITS.units);
    expect(JSON.stringify(schema).length).toBeLessThan(DECLARED_SCHEMA_LIMITS.bytes);
    const session = createSchemaSession();
    expect(await checkDeclaredSchema(schema, session)).toEqual({
      kind: 'not-compiled',
      reason: 'compiling it would generate code for more than 1,000 keywords, each $ref target counted once (schemaCompileUnits)',
    });
    expect(session.spentMs).toBe(0);
    expect(await schemaProblem(schema)).toBeNull();
    // A hundred references to a hundred distinct definitions count each definition once more: over the budget too.
    const distinct = {
      type: 'object',
      $defs: Object.fromEntries(Array.from({ length: 100 }, (_, j) => [`d${j}`, flat(5)])),
      properties: Object.fromEntries(Array.from({ length: 100 }, (_, j) => [`q${j}`, { $ref: `#/$defs/d${j}` }])),
    };
    expect((await checkDeclaredSchema(distinct, createSchemaSession())).kind).toBe('not-compiled');
  });

  it('stops compiling once the audit\'s compile time is spent, and compiles an identical schema once per process', async () => {
    const session = createSchemaSession();
    expect(await checkDeclaredSchema(refHeavy(20, ' once'), session)).toEqual({ kind: 'compiles' });
    const spent = session.spentMs;
    expect(await checkDeclaredSchema(refHeavy(20, ' once'), session)).toEqual({ kind: 'compiles' });
    expect(session.spentMs).toBe(spent);
    const spentSession = { spentMs: SCHEMA_COMPILE_LIMITS.auditMs };
    expect(await checkDeclaredSchema(refHeavy(20, ' late'), spentSession)).toEqual({
      kind: 'not-compiled',
      reason: "the audit's 5 s budget for compiling schemas is spent (schemaCompileMs)",
    });
    // A verdict already known costs nothing and is given even then.
    expect(await checkDeclaredSchema(refHeavy(20, ' once'), spentSession)).toEqual({ kind: 'compiles' });
    // An invalid schema is still the site's error.
    expect(await checkDeclaredSchema({ type: 'object', properties: { a: { type: 'strng' } } }, createSchemaSession())).toMatchObject({ kind: 'invalid' });
  });
});

describe('documentValidator budgets and patterns', () => {
  const responseDocument = (schema: object, components: object = {}) => ({
    openapi: '3.1.0',
    components: { schemas: components },
    paths: { '/a': { get: { responses: { 200: { content: { 'application/json': { schema } } } } } } },
  });
  const POINTER = '/paths/~1a/get/responses/200/content/application~1json/schema';

  it('runs a site\'s pattern in linear time: ^(a+)+$ against 36 "a"s and a "b" answers at once', async () => {
    const validator = await documentValidator(responseDocument({ type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } }), POINTER, 'draft2020', createSchemaSession());
    if (!('validate' in validator)) throw new Error(JSON.stringify(validator));
    const started = performance.now();
    const result = validator.validate({ code: `${'a'.repeat(36)}b` });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.valid).toBe(false);
    expect(result.error).toMatchObject({ instancePath: '/code', message: 'must match pattern "^(a+)+$"' });
    expect(validator.validate({ code: 'aaaa' })).toEqual({ valid: true, error: null, unrun: [] });
  });

  it('names the patterns it could not run (each counted as a match, so the result is not certain either way)', async () => {
    const schema = { type: 'object', patternProperties: { '^(?!x-)': { type: 'integer' } }, properties: { id: { type: 'string', pattern: '^(\\w)\\1$' } } };
    const validator = await documentValidator(responseDocument(schema), POINTER, 'draft2020', createSchemaSession());
    if (!('validate' in validator)) throw new Error(JSON.stringify(validator));
    expect(validator.validate({ id: 'ab', count: 1 }).unrun).toEqual([
      { pattern: '^(\\w)\\1$', reason: 'it uses a backreference, which a linear-time engine (RE2) cannot run' },
      { pattern: '^(?!x-)', reason: 'it uses a lookahead, which a linear-time engine (RE2) cannot run' },
    ]);
  });

  it('does not compile a response schema over the units budget, counting the $ref targets it reaches', async () => {
    const components = Object.fromEntries(Array.from({ length: 60 }, (_, j) => [`C${j}`, flat(10)]));
    const schema = { type: 'object', properties: Object.fromEntries(Array.from({ length: 60 }, (_, j) => [`c${j}`, { $ref: `#/components/schemas/C${j}` }])) };
    const session = createSchemaSession();
    expect(await documentValidator(responseDocument(schema, components), POINTER, 'draft2020', session)).toEqual({
      notCompiled: 'compiling it would generate code for more than 1,000 keywords, each $ref target counted once (schemaCompileUnits)',
    });
    expect(session.spentMs).toBe(0);
  });
});

// What compiling a JSON Schema will cost, measured before it is compiled (parse/json-schema.ts compiles with
// `inlineRefs: false`, so Ajv generates code once for the schema and once for each distinct `$ref` target): the
// keywords it will generate code for, walked the way Ajv walks them, each `$ref` target counted once however often it
// is referred to. The walk stops as soon as the count passes the limit, so measuring costs at most that much work.
import { isObject } from './json-values.js';

/** Keywords whose value is a map of subschemas, a subschema, or a list of subschemas (JSON Schema 2020-12 and draft-07). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'dependencies']);
const SCHEMA_VALUES = new Set([
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const REFERENCES = new Set(['$ref', '$dynamicRef', '$recursiveRef']);
/** Definitions are compiled only when something refers to them. */
const DEFINITIONS = new Set(['$defs', 'definitions']);
/** Ajv writes `enum` and `required` as one comparison an item up to 200 items, as a loop beyond (its loopEnum default). */
const LISTED_KEYWORDS = new Set(['enum', 'required']);
const INLINE_ITEMS = 200;

/** Pushes one by one: a spread of a site's array of 100,000 items would overflow the call stack. */
function pushAll(stack: unknown[], items: readonly unknown[]): void {
  for (const item of items) stack.push(item);
}

function unescapePointer(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // Not percent-encoded after all: Ajv reads it as written.
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The value at a JSON pointer (RFC 6901, in a URI fragment: percent-decoded), or undefined. */
function atPointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? root : isObject(root) ? root[''] : undefined;
  let current = root;
  for (const token of pointer.slice(1).split('/').map(unescapePointer)) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = Object.hasOwn(current, token) ? current[token] : undefined;
    else return undefined;
  }
  return current;
}

/** Anchors (`$anchor`, `$dynamicAnchor`) and identifiers (`$id`) anywhere in the document, for the references that name them. */
function namedSchemas(document: unknown): Map<string, unknown> {
  const named = new Map<string, unknown>();
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) pushAll(stack, value);
    else if (isObject(value)) {
      for (const key of ['$anchor', '$dynamicAnchor']) if (typeof value[key] === 'string') named.set(`#${value[key] as string}`, value);
      if (typeof value.$id === 'string') named.set(value.$id.replace(/#$/, ''), value);
      pushAll(stack, Object.values(value));
    }
  }
  return named;
}

/**
 * Code-generating keywords a compile of `roots` inside `document` walks, each reference's target once; a number over
 * `limit` means "more than the limit" (the walk stopped there). A reference this cannot resolve counts as the whole
 * document (an upper bound: the compiler may resolve it where this does not).
 */
export function compileUnits(document: unknown, roots: readonly unknown[], limit: number): number {
  let units = 0;
  let named: Map<string, unknown> | null = null;
  let wholeDocument: number | null = null;
  const seenReferences = new Set<string>();
  const stack: unknown[] = [...roots];

  const resolve = (reference: string): unknown => {
    if (reference === '#' || reference === '') return document;
    if (reference.startsWith('#/')) return atPointer(document, reference.slice(1));
    named ??= namedSchemas(document);
    if (named.has(reference)) return named.get(reference);
    const hash = reference.indexOf('#/');
    if (hash > 0 && named.has(reference.slice(0, hash))) return atPointer(named.get(reference.slice(0, hash)), reference.slice(hash + 1));
    return undefined;
  };

  while (stack.length > 0 && units <= limit) {
    const schema = stack.pop();
    if (!isObject(schema)) {
      units += 1;
      continue;
    }
    const keys = Object.keys(schema);
    units += Math.max(1, keys.length);
    for (const key of keys) {
      const value = schema[key];
      if (REFERENCES.has(key) && typeof value === 'string') {
        if (seenReferences.has(value)) continue;
        seenReferences.add(value);
        const target = resolve(value);
        if (target !== undefined) stack.push(target);
        else units += (wholeDocument ??= documentUnits(document, limit));
      } else if (LISTED_KEYWORDS.has(key) && Array.isArray(value)) {
        units += Math.floor(Math.min(value.length, INLINE_ITEMS) / 10);
      } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        pushAll(stack, Object.values(value));
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
        pushAll(stack, value);
      } else if (SCHEMA_VALUES.has(key) && (isObject(value) || typeof value === 'boolean')) {
        stack.push(value);
      }
    }
  }
  return units;
}

/** Every subschema of the document, definitions included, references not followed. */
function documentUnits(document: unknown, limit: number): number {
  let units = 0;
  const stack: unknown[] = [document];
  while (stack.length > 0 && units <= limit) {
    const schema = stack.pop();
    if (!isObject(schema)) {
      units += 1;
      continue;
    }
    units += Math.max(1, Object.keys(schema).length);
    for (const [key, value] of Object.entries(schema)) {
      if ((SCHEMA_MAPS.has(key) || DEFINITIONS.has(key)) && isObject(value)) pushAll(stack, Object.values(value));
      else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) pushAll(stack, value);
      else if (SCHEMA_VALUES.has(key) && (isObject(value) || typeof value === 'boolean')) stack.push(value);
    }
  }
  return units;
}

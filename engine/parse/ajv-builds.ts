// Ajv's 2020-12 and draft-07 builds and ajv-formats, as parse/json-schema.ts builds its compilers from them. That
// module imports this one on its first compile, so an audit that compiles no schema never loads Ajv; the CLI keeps it
// out of the engine's script, in a chunk that shares its copy of Ajv with the OpenAPI parser's (bin/build-cli.mjs).
import * as ajv2020Module from 'ajv/dist/2020.js';
import * as ajv07Module from 'ajv';
import type { default as Ajv2020Class } from 'ajv/dist/2020.js';
import type { default as Ajv07Class } from 'ajv';
import * as formatsModule from 'ajv-formats';
import type { default as AddFormats } from 'ajv-formats';

/** Node hands a CommonJS module's `exports` to a default import, bundlers and vitest its `exports.default`. */
function defaultExport<T>(imported: unknown): T {
  return (typeof imported === 'function' ? imported : (imported as { default: unknown }).default) as T;
}

export const Ajv2020 = defaultExport<typeof Ajv2020Class>(ajv2020Module.default);
export const Ajv07 = defaultExport<typeof Ajv07Class>(ajv07Module.default);
export const addFormats = defaultExport<typeof AddFormats>(formatsModule.default);

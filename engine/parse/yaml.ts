// YAML (1.2, the yaml library's core schema) for the documents that may be written in it (OpenAPI descriptions):
// gather/json-document.ts imports this module on the first such body that is not JSON, so an audit that reads no
// YAML never loads the parser; the CLI keeps it out of the engine's script, in a chunk of its own (bin/build-cli.mjs).
import { parse } from 'yaml';

/** The value of a YAML text; aliases capped so a "billion laughs" document cannot expand. Throws on a syntax error. */
export function parseYaml(text: string): unknown {
  return parse(text, { maxAliasCount: 100 });
}

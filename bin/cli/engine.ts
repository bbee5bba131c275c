// The engine (with its HTML, XML and OpenAPI parsers, HTTP client and tokenizer) loads only when a command needs
// it, so --help, --version and commands over the API start at once. Light modules (types, option limits, errors)
// are imported directly where needed.
export type Engine = typeof import('../../engine/index.js');

export function loadEngine(): Promise<Engine> {
  return import('../../engine/index.js');
}

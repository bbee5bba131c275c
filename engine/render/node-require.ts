// Node's own require, made for a file or folder at run time. Taken from process.getBuiltinModule rather than an import
// of node:module: a bundler (the web build's webpack) rewrites `createRequire(x)(name)` calls it cannot analyze into
// `(void 0)(name)`, which threw at the first render and kept the rendered view off for the whole process.
export function requireFrom(from: string | URL): NodeJS.Require {
  return process.getBuiltinModule('node:module').createRequire(from);
}

// The layer map of lib/ and the rules that hold the product code to it (run by `npm run lint:deps`, part of `npm run lint`).
// docs/architecture.md shows this list; tests/system/architecture/layers.test.ts checks the two agree and that lib/ has no
// folder the map does not place.
//
// LAYERS is the map, top to bottom. Every lib/ folder has one floor; a file may import its own folder and the floors
// below it, never a floor above it. Within a layer the folders are floors too, in the order written (the first is the
// highest), so two folders never import each other. app/, components/ and bin/ sit above lib/ and may import any of it.

const LAYERS = [
  {
    layer: 'entry',
    owns: 'process entry points: start-up and its HTTP front, the worker and its job table, the audit process and its task table, builds',
    folders: ['server'],
  },
  {
    layer: 'transport',
    owns: "route handlers' helpers and the protocols on top of the use cases",
    folders: ['agent-skills', 'mcp', 'a2a', 'oauth', 'web', 'http', 'openapi'],
  },
  {
    layer: 'use cases',
    owns: 'one verb-noun file per use case, owning validation and authorization; job handlers are use-case entry points',
    folders: ['services'],
  },
  {
    layer: 'domain rooms',
    owns: 'the rules of one part of the product; a room uses the rooms below it and the infrastructure, never a use case or a transport',
    folders: [
      'views',
      'agents',
      'answers',
      'editions',
      'fleets',
      'traffic',
      'webhooks',
      'compare',
      'fixes',
      'artifacts',
      'ownership',
      'deploy-hooks',
      'scans',
    ],
  },
  {
    layer: 'infrastructure',
    owns: 'mechanisms that know no use case: storage, the queue, logs, limits, shared shapes, mail, settings, errors',
    folders: [
      'schemas',
      'schedules',
      'auth',
      'pools',
      'rate-limit',
      'jobs',
      'observability',
      'mail',
      'markdown',
      'format',
      'identity',
      'db',
      'net',
      'settings',
      'errors',
    ],
  },
];

const FLOORS = LAYERS.flatMap(({ layer, folders }) => folders.map((folder) => ({ layer, folder })));
const alternation = (folders) => folders.map((folder) => folder.replace(/[-]/g, '\\-')).join('|');
const PRODUCT = '^(app|bin|components|engine|lib)/|^proxy\\.ts$';
const GENERATED = '^lib/db/generated/';

const layerRules = FLOORS.slice(1).map(({ layer, folder }, index) => {
  const above = FLOORS.slice(0, index + 1);
  const below = FLOORS.slice(index + 2).map((floor) => floor.folder);
  return {
    name: `layer:${folder}`,
    severity: 'error',
    comment:
      `lib/${folder}/ (${layer}) imports a floor above it. It may import its own files and ` +
      (below.length ? `lib/{${below.join(',')}}/` : 'nothing else in lib/') +
      '. Move the shared piece down to the lowest floor that needs it (one source, no re-export), ' +
      'or have the caller above pass it in.',
    from: { path: `^lib/${folder.replace(/[-]/g, '\\-')}/` },
    to: { path: `^lib/(${alternation(above.map((floor) => floor.folder))})/` },
  };
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer:unplaced-folder',
      severity: 'error',
      comment:
        'This lib/ folder has no floor in the map. Add it to LAYERS in .dependency-cruiser.cjs and to the table in ' +
        'docs/architecture.md.',
      from: { path: '^lib/[^/]+/', pathNot: `^lib/(${alternation(FLOORS.map((floor) => floor.folder))})/` },
      to: {},
    },
    {
      name: 'lib-above-app',
      severity: 'error',
      comment:
        'lib/ sits below app/, components/ and bin/: it never imports them. Move what both need into lib/ (or ' +
        'components/ for React parts) and import it from there.',
      from: { path: '^lib/' },
      to: { path: '^(app|bin|components)/|^proxy\\.ts$' },
    },
    {
      name: 'engine-entry-only',
      severity: 'error',
      comment:
        "The engine is reached through its entry modules: engine/index.ts (everything), engine/light.ts (a light start " +
        "without the audit's dependencies) and engine/well-known.ts (data only, for next.config.ts's loader). Export " +
        'what you need from engine/light.ts or engine/index.ts instead of importing an inner module.',
      from: { path: '^(app|bin|components|lib)/|^proxy\\.ts$' },
      to: { path: '^engine/', pathNot: '^engine/(index|light|well-known)\\.ts$' },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'engine/ is a pure library: it never imports app/, bin/, components/ or lib/. Pass what it needs in as options.',
      from: { path: '^engine/' },
      to: { path: '^(app|bin|components|lib)/|^proxy\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This file is part of a circle of imports (type-only imports count). Move the piece both files need into a ' +
        'third file below them (for a type: the lowest floor that uses it), or pass it in.',
      from: { path: PRODUCT, pathNot: GENERATED },
      to: { circular: true, pathNot: GENERATED },
    },
  ],
  options: {
    includeOnly: PRODUCT,
    exclude: { path: GENERATED },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};

// The map itself, for docs/architecture.md's check (not enumerable: dependency-cruiser rejects unknown keys).
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS, enumerable: false });

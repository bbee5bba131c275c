// Which methods each API path allows, derived from the route registry (used for JSON 405 answers).
import { OPERATIONS } from '@/lib/openapi/operations';

interface PathRule {
  pattern: RegExp;
  methods: Set<string>;
}

function compile(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const RULES: PathRule[] = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const operation of OPERATIONS) {
    const methods = byPath.get(operation.path) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    methods.add('OPTIONS');
    byPath.set(operation.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: compile(path), methods }));
})();

/** The methods allowed on a path, or null when no operation has that path. */
export function allowedMethods(pathname: string): Set<string> | null {
  const rule = RULES.find((candidate) => candidate.pattern.test(pathname));
  return rule ? rule.methods : null;
}

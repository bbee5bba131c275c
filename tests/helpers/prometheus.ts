// Reads a Prometheus text exposition (what GET /metrics answers) into samples, for assertions on exact values.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[label[1]!] = label[2]!.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and exactly these labels (undefined when there is none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples.find((sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted)?.value;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const METRIC_TYPES = ['counter', 'gauge', 'histogram', 'summary', 'untyped'] as const;
type MetricType = (typeof METRIC_TYPES)[number];

// promlint's tables (prometheus/client_golang prometheus/testutil/promlint/validations/units.go), which
// `promtool check metrics` applies.
const UNITS: Record<string, string> = {
  amperes: 'amperes', bytes: 'bytes', celsius: 'celsius', grams: 'grams', joules: 'joules', kelvin: 'kelvin',
  meters: 'meters', metres: 'metres', seconds: 'seconds', volts: 'volts',
  minutes: 'seconds', hours: 'seconds', days: 'seconds', weeks: 'seconds', kelvins: 'kelvin', fahrenheit: 'celsius',
  rankine: 'celsius', inches: 'meters', yards: 'meters', miles: 'meters', bits: 'bytes', calories: 'joules',
  pounds: 'grams', ounces: 'grams',
};
const UNIT_PREFIXES = ['pico', 'nano', 'micro', 'milli', 'centi', 'deci', 'deca', 'hecto', 'kilo', 'kibi', 'mega', 'mibi', 'giga', 'gibi', 'tera', 'tebi', 'peta', 'pebi'];
const UNIT_ABBREVIATIONS = ['s', 'ms', 'us', 'ns', 'sec', 'b', 'kb', 'mb', 'gb', 'tb', 'pb', 'm', 'h', 'd'];

interface Family {
  name: string;
  type: MetricType;
  help: boolean;
  labelNames: Set<string>;
  series: Map<string, number>;
}

/**
 * The problems `promtool check metrics` reports for a text exposition (format 0.0.4), as "<metric> <problem>" lines:
 * the exposition rules it parses by (HELP and TYPE once per family and before its samples, a family's samples
 * together, sample names of the declared type, valid metric and label names and values, no repeated series,
 * histograms with cumulative buckets ending in le="+Inf" that equals _count) and promlint's naming rules
 * (client_golang prometheus/testutil/promlint: help text, base units, _total only on counters, no reserved
 * suffixes or labels, no type in the name, no colons, snake_case, no abbreviated units).
 */
export function lintExposition(text: string): string[] {
  const problems: string[] = [];
  const families = new Map<string, Family>();
  const finished = new Set<string>();
  let current: Family | undefined;
  const familyOf = (name: string): Family => {
    let family = families.get(name);
    if (!family) {
      family = { name, type: 'untyped', help: false, labelNames: new Set(), series: new Map() };
      families.set(name, family);
    }
    if (current && current !== family) finished.add(current.name);
    if (finished.has(name)) problems.push(`${name} samples or metadata are not together in one group`);
    current = family;
    return family;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ''] = meta as unknown as [string, 'HELP' | 'TYPE', string, string | undefined];
      if (!METRIC_NAME.test(name)) problems.push(`${name} is not a valid metric name`);
      const family = familyOf(name);
      if (kind === 'HELP') {
        if (family.help) problems.push(`${name} has a second HELP line`);
        family.help = true;
      } else {
        if (family.series.size > 0) problems.push(`${name} has its TYPE line after its samples`);
        if (!(METRIC_TYPES as readonly string[]).includes(rest)) problems.push(`${name} has an unknown type "${rest}"`);
        else family.type = rest as MetricType;
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(line);
    if (!sample) {
      problems.push(`not a sample line: ${line}`);
      continue;
    }
    const [, sampleName, labelText = '', valueText] = sample as unknown as [string, string, string | undefined, string];
    const family = familyOf(familyNameOf(sampleName, current, families));
    if (!sampleNamesOf(family).includes(sampleName)) problems.push(`${sampleName} is not a sample name of the ${family.type} ${family.name}`);
    // Go's strconv.ParseFloat, which Prometheus parses values with: NaN and Inf in any case.
    if (!/^(?:[+-]?inf(?:inity)?|nan|[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)$/i.test(valueText)) problems.push(`${sampleName} has an invalid value "${valueText}"`);
    const labels = parseLabels(labelText);
    if (!labels) {
      problems.push(`${sampleName} has malformed labels {${labelText}}`);
      continue;
    }
    const names = labels.map(([name]) => name);
    if (new Set(names).size !== names.length) problems.push(`${sampleName} repeats a label name`);
    for (const name of names) {
      if (!LABEL_NAME.test(name) || name.startsWith('__')) problems.push(`${sampleName} has an invalid label name "${name}"`);
      if (name !== 'le' && name !== 'quantile') family.labelNames.add(name);
    }
    const key = `${sampleName}{${[...labels].sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => `${name}=${value}`).join(',')}}`;
    if (family.series.has(key)) problems.push(`${key} is repeated`);
    family.series.set(key, valueText === '+Inf' ? Infinity : Number(valueText));
  }
  for (const family of families.values()) {
    problems.push(...histogramProblems(family), ...namingProblems(family));
  }
  return problems;
}

function familyNameOf(sampleName: string, current: Family | undefined, families: Map<string, Family>): string {
  if (current && sampleNamesOf(current).includes(sampleName)) return current.name;
  return [...families.values()].find((family) => sampleNamesOf(family).includes(sampleName))?.name ?? sampleName;
}

function sampleNamesOf(family: Family): string[] {
  if (family.type === 'histogram') return [`${family.name}_bucket`, `${family.name}_sum`, `${family.name}_count`];
  if (family.type === 'summary') return [family.name, `${family.name}_sum`, `${family.name}_count`];
  return [family.name];
}

function parseLabels(text: string): Array<[string, string]> | undefined {
  const labels: Array<[string, string]> = [];
  const pattern = /\s*([^=\s]+)="((?:[^"\\\n]|\\["\\n])*)"\s*(,|$)/y;
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) return undefined;
    labels.push([match[1]!, match[2]!]);
    if (match[3] === '') break;
  }
  return labels;
}

function histogramProblems(family: Family): string[] {
  if (family.type !== 'histogram') return [];
  const problems: string[] = [];
  const groups = new Map<string, { buckets: Array<[number, number]>; count?: number }>();
  for (const [key, value] of family.series) {
    const match = /^(\w+)\{(.*)\}$/.exec(key)!;
    const labels = match[2] === '' ? [] : match[2]!.split(',');
    const le = labels.find((label) => label.startsWith('le='))?.slice(3);
    const group = labels.filter((label) => !label.startsWith('le=')).join(',');
    const entry = groups.get(group) ?? { buckets: [] };
    groups.set(group, entry);
    if (match[1] === `${family.name}_bucket`) {
      if (le === undefined) problems.push(`${family.name}_bucket{${group}} has no le label`);
      else entry.buckets.push([le === '+Inf' ? Infinity : Number(le), value]);
    } else if (match[1] === `${family.name}_count`) entry.count = value;
  }
  for (const [group, { buckets, count }] of groups) {
    buckets.sort(([a], [b]) => a - b);
    if (buckets.at(-1)?.[0] !== Infinity) problems.push(`${family.name}{${group}} has no le="+Inf" bucket`);
    else if (count !== buckets.at(-1)![1]) problems.push(`${family.name}{${group}} _count differs from its le="+Inf" bucket`);
    if (buckets.some(([, value], index) => index > 0 && value < buckets[index - 1]![1])) problems.push(`${family.name}{${group}} buckets are not cumulative`);
  }
  return problems;
}

function namingProblems(family: Family): string[] {
  const { name, type } = family;
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${name} ${problem}`);
  if (!family.help) say('no help text');
  for (const word of name.split('_')) {
    const prefix = UNIT_PREFIXES.find((candidate) => word.startsWith(candidate) && UNITS[word.slice(candidate.length)]);
    const base = UNITS[word] ?? (prefix ? UNITS[word.slice(prefix.length)] : undefined);
    if (base !== undefined) {
      if (base !== word) say(`use base unit "${base}" instead of "${word}"`);
      break;
    }
  }
  const total = name.endsWith('_total');
  if (type === 'counter' && !total) say('counter metrics should have "_total" suffix');
  if (type !== 'untyped' && type !== 'counter' && total) say('non-counter metrics should not have "_total" suffix');
  if (type !== 'untyped' && type !== 'gauge' && name.endsWith('_timestamp_seconds')) say('non-gauge metrics should not have "_timestamp_seconds" suffix');
  if (type !== 'untyped') {
    if (type !== 'histogram' && name.endsWith('_bucket')) say('non-histogram metrics should not have "_bucket" suffix');
    if (type !== 'histogram' && type !== 'summary' && name.endsWith('_count')) say('non-histogram and non-summary metrics should not have "_count" suffix');
    if (type !== 'histogram' && type !== 'summary' && name.endsWith('_sum')) say('non-histogram and non-summary metrics should not have "_sum" suffix');
    const keys = [...family.series.keys()].join(' ');
    if (type !== 'histogram' && /[{,]le=/.test(keys)) say('non-histogram metrics should not have "le" label');
    if (type !== 'summary' && /[{,]quantile=/.test(keys)) say('non-summary metrics should not have "quantile" label');
  }
  const lower = name.toLowerCase();
  for (const typeName of ['counter', 'gauge', 'histogram', 'summary']) {
    if (lower.includes(`_${typeName}_`) || lower.endsWith(`_${typeName}`)) say(`metric name should not include type '${typeName}'`);
  }
  if (name.includes(':')) say("metric names should not contain ':'");
  if (/[a-z][A-Z]/.test(name)) say("metric names should be written in 'snake_case' not 'camelCase'");
  if ([...family.labelNames].some((label) => /[a-z][A-Z]/.test(label))) say("label names should be written in 'snake_case' not 'camelCase'");
  for (const abbreviation of UNIT_ABBREVIATIONS) {
    if (lower.includes(`_${abbreviation}_`) || lower.endsWith(`_${abbreviation}`)) say('metric names should not contain abbreviated units');
  }
  return problems;
}

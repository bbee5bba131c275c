// Who supplied a capability (checks.md 2026-12c): the platforms the start page's response shows, and the platform a
// capability's own evidence names, both read from the platform table (engine/platforms.ts). Pure.
import type { CapabilityId } from '../capability-ids.js';
import { PLATFORMS } from '../config.js';
import type { PlatformEntry, PlatformSignal, PlatformSupply } from '../platforms.js';
import type { DetectedPlatform, PlatformAttribution } from '../types.js';

/** What a response gives to read platforms from: its headers (lower-case names) and its text. */
export interface PlatformEvidence {
  headers: Readonly<Record<string, string>>;
  text: string;
}

/** The `<meta name="generator">` contents in the first 64 KiB of the page (where the head is). */
function generatorsOf(html: string): string[] {
  const head = html.slice(0, 65_536);
  const found: string[] = [];
  for (const match of head.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\bname\s*=\s*["']?generator\b/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = content?.[1] ?? content?.[2] ?? content?.[3];
    if (value) found.push(value.trim());
  }
  return found;
}

function signalSeen(signal: PlatformSignal, evidence: PlatformEvidence, generators: readonly string[]): boolean {
  if (signal.header !== undefined) {
    const value = evidence.headers[signal.header];
    return value !== undefined && (signal.value === undefined || signal.value.test(value));
  }
  if (signal.generator !== undefined) return generators.some((generator) => signal.generator!.test(generator));
  if (signal.html !== undefined) return signal.html.test(evidence.text.slice(0, 262_144));
  return false;
}

/** The platforms the start page's response shows, in table order, each with every sign seen. */
export function detectPlatforms(start: PlatformEvidence | null): DetectedPlatform[] {
  if (!start) return [];
  const generators = generatorsOf(start.text);
  const detected: DetectedPlatform[] = [];
  for (const platform of PLATFORMS) {
    const seen = platform.signals.filter((signal) => signalSeen(signal, start, generators)).map((signal) => signal.what);
    if (seen.length > 0) detected.push({ id: platform.id, name: platform.name, kind: platform.kind, evidence: `${seen.join(', ')} on the start page` });
  }
  return detected;
}

/** The evidence a capability rests on: where it answered, and (where there is one) the answer itself. */
export interface CapabilityEvidence {
  url: string | null;
  response: PlatformEvidence | null;
}

function markerSeen(supply: PlatformSupply, evidence: CapabilityEvidence): boolean | null {
  const checks: boolean[] = [];
  if (supply.path !== undefined) {
    let path: string | null = null;
    try {
      path = evidence.url ? new URL(evidence.url).pathname : null;
    } catch {
      path = null;
    }
    checks.push(path !== null && supply.path.test(path));
  }
  if (supply.header !== undefined) {
    const value = evidence.response?.headers[supply.header];
    checks.push(value !== undefined && (supply.headerValue === undefined || supply.headerValue.test(value)));
  }
  if (supply.body !== undefined) checks.push(evidence.response !== null && supply.body.test(evidence.response.text.slice(0, 262_144)));
  return checks.length === 0 ? null : checks.every(Boolean);
}

/**
 * The platform that supplied a capability, or null (owner-built, or nothing shows otherwise): a platform whose marker
 * for it is on the capability's evidence (and which the start page shows, unless the marker alone names it), else a
 * platform without a marker for it that the start page shows. Markers win: they are evidence on the capability itself.
 */
export function attributeCapability(capability: CapabilityId, detected: readonly DetectedPlatform[], evidence: CapabilityEvidence): PlatformAttribution | null {
  const supplying = PLATFORMS.filter((platform): platform is PlatformEntry & { supplies: Record<CapabilityId, PlatformSupply> } => platform.supplies[capability] !== undefined);
  for (const platform of supplying) {
    const supply = platform.supplies[capability];
    if (markerSeen(supply, evidence) !== true) continue;
    const onSite = detected.find((entry) => entry.id === platform.id);
    if (!onSite && !supply.alone) continue;
    return { id: platform.id, name: platform.name, evidence: onSite ? `${supply.what}; ${onSite.evidence}` : supply.what };
  }
  for (const platform of supplying) {
    const supply = platform.supplies[capability];
    if (markerSeen(supply, evidence) !== null) continue;
    const onSite = detected.find((entry) => entry.id === platform.id);
    if (onSite) return { id: platform.id, name: platform.name, evidence: `${supply.what}: ${onSite.evidence}` };
  }
  return null;
}

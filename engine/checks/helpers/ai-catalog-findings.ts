// The AI-catalog half of `api-catalog` (checks.md, 2026-11): what the ARD and AI Catalog core rules make of the
// catalogs the gatherer found. A site that publishes none gets no finding and no score from here.
import { CAPS } from '../../fetch/types.js';
import { about, findingsFor, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../../findings.js';
import type { AiCatalogsArtifact, CatalogDocument, CatalogVia } from '../../gather/ai-catalogs.js';
import {
  MAX_CALLED_ENTRIES,
  MAX_JUDGED_ENTRIES,
  MAX_NESTING,
  MAX_ROOT_CATALOGS,
  AI_CATALOG_MEDIA_TYPE, AI_CATALOG_SPEC_VERSION, KNOWN_ENTRY_TYPES, REPRESENTATIVE_QUERIES } from '../../parse/ai-catalog-rules.js';
import { thousands } from '../../thousands.js';
import { AI_CATALOG_PATH, ARD_CATALOG_PATH } from '../../well-known.js';
import type { CatalogPart } from './catalog-outcome.js';
import { missingFileFinding, responseEvidence } from './file-findings.js';
import { judgeSignatures, SIGNATURE_CODES, SIGNATURE_STATUSES } from './trust-signature-findings.js';
import { mediaTypeOf } from '../../fetch/decode.js';

export const AI_CATALOG_CODES = {
  'ai-catalog-valid': 'A valid AI catalog.',
  'ai-catalog-invalid': 'An AI catalog with no usable entry.',
  'ai-catalog-over-cap': `An AI catalog over ${CAPS.aiCatalog / 1024 / 1024} MiB.`,
  'ai-catalog-advertised-missing': 'An advertised catalog answers none.',
  'ai-catalog-unreachable': 'A catalog that could not be fetched.',
  'ai-catalog-entries-incomplete': 'Entries lacking identifier, type or url/data.',
  'ai-catalog-display-name': 'Entries without displayName (ARD only).',
  'ai-catalog-identifiers': 'Identifiers not urn:air:<publisher host>:...',
  'ai-catalog-queries': `Entries without ${REPRESENTATIVE_QUERIES.min} to ${REPRESENTATIVE_QUERIES.max} representativeQueries.`,
  'ai-catalog-unknown-types': 'Unknown entry types.',
  'ai-catalog-spec-version': `specVersion missing or not "${AI_CATALOG_SPEC_VERSION}".`,
  'ai-catalog-collections': 'A root collections member.',
  'ai-catalog-trust': 'A trustManifest without identity, of another publisher, or alg none/HMAC.',
  'ai-catalog-wrong-type': 'A catalog of another media type.',
  'ai-catalog-one-path': 'A catalog at one well-known path only.',
  'ai-catalog-paths-differ': 'The two well-known paths differ.',
  'ai-catalog-agentmap-relative': 'A relative Agentmap URL.',
  'ai-catalog-not-fetched': `Catalog locations beyond the ${MAX_ROOT_CATALOGS} fetched.`,
  'ai-catalog-nested': `Nested catalogs not followed (cycle, depth > ${MAX_NESTING}, budget).`,
  'ai-catalog-entry-budget': `Entries beyond the ${thousands(MAX_JUDGED_ENTRIES)} judged (counted).`,
  'ai-catalog-entries-dead': `Entry URLs (up to ${MAX_CALLED_ENTRIES} called) not answering.`,
  'ai-catalog-entry-type-mismatch': 'An entry URL of another type.',
  ...SIGNATURE_CODES,
} as const satisfies CodeMeanings;
export type AiCatalogCode = keyof typeof AI_CATALOG_CODES;
/** A catalog that cannot be judged fails the check alone, and is a warning beside a valid one. */
export const AI_CATALOG_STATUSES = {
  'ai-catalog-valid': ['pass'],
  'ai-catalog-invalid': ['fail', 'warn'],
  'ai-catalog-over-cap': ['fail', 'warn'],
  'ai-catalog-advertised-missing': ['warn'],
  'ai-catalog-unreachable': ['info'],
  'ai-catalog-entries-incomplete': ['warn'],
  'ai-catalog-display-name': ['info'],
  'ai-catalog-identifiers': ['warn'],
  'ai-catalog-queries': ['warn'],
  'ai-catalog-unknown-types': ['warn'],
  'ai-catalog-spec-version': ['warn'],
  'ai-catalog-collections': ['warn'],
  'ai-catalog-trust': ['warn'],
  'ai-catalog-wrong-type': ['warn'],
  'ai-catalog-one-path': ['info'],
  'ai-catalog-paths-differ': ['warn'],
  'ai-catalog-agentmap-relative': ['warn'],
  'ai-catalog-not-fetched': ['info'],
  'ai-catalog-nested': ['warn'],
  'ai-catalog-entry-budget': ['info'],
  'ai-catalog-entries-dead': ['warn'],
  'ai-catalog-entry-type-mismatch': ['info'],
  ...SIGNATURE_STATUSES,
} as const satisfies CodeStatuses<AiCatalogCode>;
const { fail, info, pass, warn } = findingsFor(AI_CATALOG_STATUSES);


const CATALOG_HINT =
  `Publish an AI catalog at ${AI_CATALOG_PATH} and ${ARD_CATALOG_PATH} (served as ${AI_CATALOG_MEDIA_TYPE}): ` +
  `{"specVersion":"${AI_CATALOG_SPEC_VERSION}","host":{"displayName":"Example"},"entries":[{"identifier":"urn:air:example.com:mcp:main",` +
  '"displayName":"Example MCP server","type":"application/mcp-server-card+json","url":"https://example.com/mcp/server-card",' +
  '"representativeQueries":["search the example catalog","check an order status"]}]}.';

const VIA_WORDS: Record<CatalogVia, string> = {
  'ai-catalog-path': AI_CATALOG_PATH,
  'ard-path': ARD_CATALOG_PATH,
  'link-header': 'a Link header',
  'html-link': 'an HTML <link>',
  agentmap: 'robots.txt Agentmap',
  'dns-aid': 'a DNS-AID well-known key',
};

function list(items: readonly string[], max = 5): string {
  return items.length <= max ? items.join('; ') : `${items.slice(0, max).join('; ')} (and ${items.length - max} more)`;
}

function advertisedOnly(catalog: CatalogDocument): boolean {
  return !catalog.via.includes('ai-catalog-path') && !catalog.via.includes('ard-path');
}

/** Findings and points for the AI catalogs a site publishes. */
export function judgeAiCatalogs(artifact: AiCatalogsArtifact): CatalogPart<AiCatalogCode> {
  const findings: Array<DraftFinding<AiCatalogCode>> = [];
  let penalty = 0;
  const problem = (finding: DraftFinding<AiCatalogCode>, points: number) => {
    findings.push(finding);
    penalty += points;
  };

  const answered = artifact.roots.filter((root) => root.document && root.document.kind !== 'missing' && root.document.kind !== 'error');
  const advertisedMissing = artifact.roots.filter((root) => advertisedOnly(root) && root.document?.kind === 'missing');
  const unreachable = artifact.roots.filter((root) => root.document?.kind === 'error');
  const present = answered.length > 0 || advertisedMissing.length > 0 || artifact.agentmaps.length > 0;
  if (!present) {
    return { present: false, valid: false, score: 0, findings: [], unmeasured: false };
  }
  const all = [...artifact.roots, ...artifact.nested];
  const validRoots = answered.filter((root) => usableEntries(root) > 0);

  for (const root of advertisedMissing) {
    const missing = root.document?.kind === 'missing' ? missingFileFinding('The advertised AI catalog', root.document.file, null) : null;
    problem(
      warn(
        'ai-catalog-advertised-missing',
        `The AI catalog advertised by ${root.via.map((via) => VIA_WORDS[via]).join(' and ')} does not answer a catalog.`,
        missing?.detail ?? root.url,
        `Serve the catalog at ${root.url}, or point the ${root.via.map((via) => VIA_WORDS[via]).join(' and ')} at where it lives.`,
      ),
      10,
    );
  }
  for (const root of unreachable) {
    const document = root.document!;
    findings.push(
      info('ai-catalog-unreachable', `The AI catalog location ${root.url} could not be fetched.`, document.kind === 'error' ? `${document.failure.code}: ${document.failure.message}` : root.url, null),
    );
  }
  for (const catalog of all) {
    const document = catalog.document;
    if (!document) continue;
    const where = document.kind === 'error' ? catalog.url : responseEvidence(document.file);
    const nestedNote = catalog.depth > 0 ? ` (nested, listed by ${catalog.parent})` : '';
    if (document.kind === 'over-cap') {
      findings.push(
        fail(
          'ai-catalog-over-cap',
          `The AI catalog at ${catalog.url}${nestedNote} is larger than the ${CAPS.aiCatalog / 1024 / 1024} MiB cap, so it was not judged.`,
          where,
          'Split the catalog into nested catalogs (entries of type application/ai-catalog+json), each under 1 MiB.',
        ),
      );
      continue;
    }
    if (document.kind === 'invalid') {
      findings.push(fail('ai-catalog-invalid', `The AI catalog at ${catalog.url}${nestedNote} is not valid JSON: ${document.parseError}`, where, CATALOG_HINT));
      continue;
    }
    if (document.kind !== 'ok' || !catalog.judgement) continue;
    const judgement = catalog.judgement;
    if (judgement.unreadable || usableEntries(catalog) === 0) {
      findings.push(
        fail(
          'ai-catalog-invalid',
          `The AI catalog at ${catalog.url}${nestedNote} has no usable entry: ${judgement.unreadable ?? 'no entry has "identifier", "type" and exactly one of "url"/"data"'}.`,
          where,
          CATALOG_HINT,
        ),
      );
      continue;
    }
    const type = document.response.contentType;
    if (type !== AI_CATALOG_MEDIA_TYPE && type !== 'application/json') {
      problem(
        warn('ai-catalog-wrong-type', `The AI catalog at ${catalog.url} is served as ${type || 'an unspecified type'}.`, where, `Serve it with "Content-Type: ${AI_CATALOG_MEDIA_TYPE}".`),
        10,
      );
    }
  }

  // Rules on the entries of every catalog that could be read, one finding per rule listing the entries.
  const judged = all.filter((catalog) => catalog.judgement && !catalog.judgement.unreadable);
  const collect = <T>(pick: (catalog: CatalogDocument) => readonly T[], show: (item: T) => string) =>
    judged.flatMap((catalog) => pick(catalog).map((item) => `${catalog.url} ${show(item)}`));
  const incomplete = collect((c) => c.judgement!.incomplete, (item) => `${item.where} lacks ${item.lacks}`);
  if (incomplete.length > 0) {
    problem(
      warn('ai-catalog-entries-incomplete', `${incomplete.length} catalog entr${incomplete.length === 1 ? 'y lacks' : 'ies lack'} what agents need to use it.`, list(incomplete), 'Give every entry "identifier", "type" and exactly one of "url" (where the artifact lives) or "data" (the artifact inline).'),
      15,
    );
  }
  const unnamed = collect((c) => c.judgement!.withoutDisplayName, (item) => item);
  if (unnamed.length > 0) {
    findings.push(info('ai-catalog-display-name', `${unnamed.length} catalog entr${unnamed.length === 1 ? 'y has' : 'ies have'} no "displayName" (ARD requires it; the AI Catalog core does not).`, list(unnamed), 'Add a "displayName" to each entry for ARD consumers.'));
  }
  const identifiers = collect((c) => c.judgement!.badIdentifiers, (item) => `${item.where}: ${item.identifier}`);
  if (identifiers.length > 0) {
    const legacy = judged.some((catalog) => catalog.judgement!.badIdentifiers.some((item) => item.form === 'urn:ai'));
    problem(
      warn('ai-catalog-identifiers', `${identifiers.length} identifier${identifiers.length === 1 ? ' is' : 's are'} not in urn:air:<publisher host>:… form${legacy ? ' (urn:ai: is the pre-June 2026 form)' : ''}.`, list(identifiers), 'Write identifiers as urn:air:<your host>:<kind>:<name>, e.g. urn:air:example.com:mcp:orders.'),
      10,
    );
  }
  const queries = collect((c) => c.judgement!.badQueries, (item) => `${item.where}: ${item.count === null ? 'none' : item.count}`);
  if (queries.length > 0) {
    problem(
      warn('ai-catalog-queries', `${queries.length} entr${queries.length === 1 ? 'y has' : 'ies have'} no representativeQueries or not ${REPRESENTATIVE_QUERIES.min}–${REPRESENTATIVE_QUERIES.max} of them.`, list(queries), `Give each entry ${REPRESENTATIVE_QUERIES.min} to ${REPRESENTATIVE_QUERIES.max} "representativeQueries": questions a user would ask that this entry answers.`),
      10,
    );
  }
  const unknown = collect((c) => c.judgement!.unknownTypes, (item) => `${item.where}: ${item.type}`);
  if (unknown.length > 0) {
    problem(
      warn('ai-catalog-unknown-types', `${unknown.length} entr${unknown.length === 1 ? 'y has a type' : 'ies have types'} consumers do not know.`, list(unknown), `Use one of the known types: ${KNOWN_ENTRY_TYPES.slice(0, 6).join(', ')}, ….`),
      5,
    );
  }
  const versions = judged.filter((catalog) => catalog.judgement!.specVersion !== AI_CATALOG_SPEC_VERSION).map((c) => `${c.url}: ${c.judgement!.specVersion ?? 'missing'}`);
  if (versions.length > 0) {
    problem(warn('ai-catalog-spec-version', `The catalog's "specVersion" is missing or not "${AI_CATALOG_SPEC_VERSION}".`, list(versions), `Set "specVersion": "${AI_CATALOG_SPEC_VERSION}".`), 5);
  }
  const collections = judged.filter((catalog) => catalog.judgement!.hasCollections).map((catalog) => catalog.url);
  if (collections.length > 0) {
    problem(warn('ai-catalog-collections', 'The catalog has a root "collections" member, which ARD removed.', list(collections), 'List nested catalogs as entries of type application/ai-catalog+json instead of "collections".'), 5);
  }
  const trust = collect((c) => c.judgement!.trust, (item) => `${item.where}: ${item.text}`);
  if (trust.length > 0) {
    problem(warn('ai-catalog-trust', `${trust.length} trust manifest problem${trust.length === 1 ? '' : 's'}.`, list(trust), 'Give each trustManifest an "identity" on the identifier\'s publisher domain, and sign it with an asymmetric JWS algorithm (ES256, EdDSA, RS256).'), 15);
  }
  const signatures = judgeSignatures(artifact.signatures);
  findings.push(...signatures.findings);
  penalty += signatures.penalty;

  // Where agents look: both well-known paths, and whether they agree.
  const atAi = artifact.roots.find((root) => root.via.includes('ai-catalog-path'));
  const atArd = artifact.roots.find((root) => root.via.includes('ard-path'));
  const aiDocument = atAi?.document?.kind === 'ok' ? atAi.document : null;
  const ardDocument = atArd?.document?.kind === 'ok' ? atArd.document : null;
  const aiOk = aiDocument !== null;
  const ardOk = ardDocument !== null;
  if (aiDocument && ardDocument && aiDocument.response.text.trim() !== ardDocument.response.text.trim()) {
    problem(warn('ai-catalog-paths-differ', `${AI_CATALOG_PATH} and ${ARD_CATALOG_PATH} publish different catalogs.`, `${aiDocument.url}; ${ardDocument.url}`, 'Serve the same catalog at both paths.'), 10);
  } else if (aiOk !== ardOk && validRoots.length > 0) {
    const missingPath = aiOk ? ARD_CATALOG_PATH : AI_CATALOG_PATH;
    const who = aiOk ? 'ARD 0.91 consumers, which read ard.json' : 'Lighthouse and isitagentready, which read ai-catalog.json';
    findings.push(info('ai-catalog-one-path', `The AI catalog is published at ${aiOk ? AI_CATALOG_PATH : ARD_CATALOG_PATH} only: ${who}, will not find it.`, `${ctxOrigin(artifact)}${missingPath} — not found`, `Serve the same catalog at ${missingPath} too.`));
  }

  for (const record of artifact.agentmaps.filter((item) => item.relative)) {
    problem(warn('ai-catalog-agentmap-relative', `robots.txt line ${record.line}: the Agentmap record "${record.value}" is a relative URL.`, record.url ? `resolved to ${record.url}` : 'does not resolve', 'Write the Agentmap record as an absolute URL, e.g. "Agentmap: https://example.com/.well-known/ard.json".'), 5);
  }
  if (artifact.notFetched.length > 0) {
    findings.push(info('ai-catalog-not-fetched', `${artifact.notFetched.length} more catalog location${artifact.notFetched.length === 1 ? ' was' : 's were'} found than the ${MAX_ROOT_CATALOGS} fetched per audit.`, list(artifact.notFetched.map((item) => `${item.url} (${item.via.map((via) => VIA_WORDS[via]).join(', ')})`)), 'Advertise one catalog (and nest the others in it).'));
  }
  if (artifact.nestedRefused.length > 0) {
    const cycles = artifact.nestedRefused.some((item) => item.reason === 'cycle');
    problem(warn('ai-catalog-nested', `${artifact.nestedRefused.length} nested catalog${artifact.nestedRefused.length === 1 ? ' was' : 's were'} not followed${cycles ? ' (the catalogs list each other in a cycle)' : ''}.`, list(artifact.nestedRefused.map((item) => `${item.url} from ${item.from}: ${item.reason}`)), `Keep nested catalogs a tree at most ${MAX_NESTING} levels deep.`), cycles ? 10 : 5);
  }
  if (artifact.entriesBeyondBudget > 0) {
    findings.push(info('ai-catalog-entry-budget', `${artifact.entriesBeyondBudget} entries beyond the ${MAX_JUDGED_ENTRIES} judged per audit were counted, not judged.`, null, null));
  }
  const dead = artifact.entryCalls.filter((call) => call.status === null || call.status < 200 || call.status > 299);
  if (dead.length > 0) {
    problem(warn('ai-catalog-entries-dead', `${dead.length} of ${artifact.entryCalls.length} entry URLs called do not answer 2xx.`, list(dead.map((call) => `${call.url} (${call.status !== null ? `${call.method} ${call.status}` : call.error})`)), 'Point each entry "url" at a document that answers 200, or remove the entry.'), 15);
  }
  const mismatched = artifact.entryCalls.filter((call) => call.status !== null && call.status >= 200 && call.status <= 299 && call.declaredType && call.servedType && call.servedType !== mediaTypeOf(call.declaredType));
  if (mismatched.length > 0) {
    findings.push(info('ai-catalog-entry-type-mismatch', `${mismatched.length} entry URL${mismatched.length === 1 ? ' answers' : 's answer'} with a type other than the one declared.`, list(mismatched.map((call) => `${call.url}: declared ${call.declaredType}, served ${call.servedType}`)), 'Serve each artifact with the media type its entry declares.'));
  }

  if (validRoots.length === 0) {
    const unmeasured = answered.length === 0 && advertisedMissing.length === 0 && unreachable.length > 0;
    return { present, valid: false, score: 0, findings, unmeasured };
  }
  // Each catalog that could not be judged beside a valid one (invalid, over the cap).
  penalty += 20 * Math.min(2, findings.filter((finding) => finding.status === 'fail').length);
  const entries = validRoots.reduce((sum, root) => sum + usableEntries(root), 0);
  // The subject is the first valid catalog's URL: generated files (robots.txt Agentmap) key on it, never on the message.
  findings.unshift(
    about(validRoots[0]!.url, pass('ai-catalog-valid', `The AI catalog${validRoots.length === 1 ? '' : 's'} at ${validRoots.map((root) => root.url).join(' and ')} list${validRoots.length === 1 ? 's' : ''} ${entries} usable entr${entries === 1 ? 'y' : 'ies'}.`, validRoots.map((root) => responseEvidence((root.document as { file: Parameters<typeof responseEvidence>[0] }).file)).join('; '), null)),
  );
  // Beside a valid catalog, a broken one is a warning, not the check's failure.
  const softened = findings.map((finding) => (finding.status === 'fail' ? { ...finding, status: 'warn' as const } : finding));
  return { present, valid: true, score: Math.max(30, 100 - penalty), findings: softened, unmeasured: false };
}

function usableEntries(catalog: CatalogDocument): number {
  return catalog.judgement && !catalog.judgement.unreadable ? catalog.judgement.entries.filter((entry) => entry.usable).length : 0;
}

function ctxOrigin(artifact: AiCatalogsArtifact): string {
  const root = artifact.roots.find((item) => item.via.includes('ai-catalog-path'));
  return root ? new URL(root.url).origin : '';
}

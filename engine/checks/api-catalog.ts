import { CAPS } from '../fetch/types.js';
import { about, fail, info, outcome, pass, warn, type CheckOutcome, type DraftFinding } from '../findings.js';
import type { ApiCatalogArtifact } from '../gather/api-catalog.js';
import { API_CATALOG_PATH } from '../well-known.js';
import { listsApis } from '../parse/linkset.js';
import { defineCheck } from './define.js';
import { AI_CATALOG_CODES, AI_CATALOG_STATUSES, judgeAiCatalogs } from './helpers/ai-catalog-findings.js';
import { DNS_AID_CODES, DNS_AID_STATUSES, judgeDnsAid } from './helpers/dns-aid-findings.js';
import { combineCatalogParts, linksetPart } from './helpers/catalog-outcome.js';
import { MISSING_FILE_CODES, missingFileFinding, responseEvidence } from './helpers/file-findings.js';
import { CATALOG_LINK_CODES, judgeCatalogLinks } from './helpers/catalog-links.js';
import type { CatalogLinksArtifact } from '../gather/catalog-links.js';

const CODES = {
  ...MISSING_FILE_CODES,
  ...CATALOG_LINK_CODES,
  missing: 'The API catalog could not be read.',
  'over-cap': 'The API catalog is larger than the cap for JSON documents.',
  'invalid-json': 'The API catalog is not valid JSON.',
  'no-linkset': 'The API catalog has no top-level "linkset" array, or it is empty.',
  'no-api-links': 'The linkset lists no "item" or "service-desc" link.',
  'lists-apis': 'The API catalog lists service-desc and item links.',
  'wrong-type': 'The API catalog is not served as application/linkset+json.',
  'malformed-relations': 'Some relation values are not arrays of objects with "href" (RFC 9264 §4.2).',
  'head-link': 'HEAD on the API catalog answers a Link header with rel="api-catalog".',
  'no-head-link': 'HEAD on the API catalog does not answer a Link header with rel="api-catalog" (RFC 9727 §2).',
  'service-descs-broken': 'Some service-desc targets do not answer 2xx.',
  'service-descs-answer': 'Every service-desc target answers 2xx.',
  ...AI_CATALOG_CODES,
  ...DNS_AID_CODES,
} as const;
type Code = keyof typeof CODES;

const CREATE_HINT =
  `Publish ${API_CATALOG_PATH} (RFC 9727) as application/linkset+json, e.g. ` +
  '{"linkset":[{"anchor":"https://example.com/api","service-desc":[{"href":"https://example.com/openapi.json","type":"application/openapi+json"}],"service-doc":[{"href":"https://example.com/docs"}]}]}.';

export const apiCatalog = defineCheck({
  meta: {
    id: 'api-catalog',
    name: 'API catalog',
    description:
      'Looks for the catalogs that tell agents what a site offers: an RFC 9727 API catalog at /.well-known/api-catalog (a linkset of each API and its description) and AI catalogs (ARD, AI Catalog core) where agents look for them.',
    category: 'Discovery',
    scope: 'origin',
    profiles: ['api', 'mcp', 'agent'],
    codes: CODES,
    statuses: { ...AI_CATALOG_STATUSES, ...DNS_AID_STATUSES },
  },
  requires: { origin: ['apiCatalog', 'catalogLinks', 'aiCatalogs', 'dnsAid'] },
  run({ origin: { apiCatalog, catalogLinks, aiCatalogs, dnsAid } }) {
    const linkset = linksetPart(apiCatalog, rfc9727.judge(apiCatalog, catalogLinks));
    const ai = judgeAiCatalogs(aiCatalogs);
    return combineCatalogParts([linkset, ai, judgeDnsAid(dnsAid, linkset.valid || ai.valid)]);
  },
});

/** The RFC 9727 linkset, judged exactly as before AI catalogs were read (checks.md, api-catalog). */
const rfc9727 = {
  judge(artifact: ApiCatalogArtifact, catalogLinks: CatalogLinksArtifact): CheckOutcome<Code> {
    const { file, linkset } = artifact;
    const missing = missingFileFinding('The API catalog', file, CREATE_HINT);
    const response = file.response;
    if (missing || !response) return outcome(0, [missing ?? fail('missing', 'The API catalog is missing.', file.url, CREATE_HINT)]);
    const where = responseEvidence(file);
    if (response.overCap) {
      return outcome(0, [
        fail('over-cap', `The API catalog is larger than the ${CAPS.json / 1024} KiB cap.`, where, 'Keep the catalog a short list of links.'),
      ]);
    }
    if (!linkset || linkset.jsonError) {
      return outcome(0, [fail('invalid-json', `The API catalog is not valid JSON: ${linkset?.jsonError ?? 'unreadable'}`, where, CREATE_HINT)]);
    }
    if (!linkset.hasLinkset || linkset.contexts === 0) {
      return outcome(0, [
        fail(
          'no-linkset',
          linkset.hasLinkset ? 'The API catalog\'s "linkset" is empty.' : 'The API catalog has no top-level "linkset" array.',
          where,
          CREATE_HINT,
        ),
      ]);
    }
    if (!listsApis(linkset)) {
      return outcome(0, [
        fail(
          'no-api-links',
          'The API catalog lists no "item" or "service-desc" link, so it points agents at no API.',
          `${where}; relations: ${linkset.relations.join(', ') || '(none)'}`,
          CREATE_HINT,
        ),
      ]);
    }

    const findings: Array<DraftFinding<Code>> = [
      pass(
        'lists-apis',
        `The API catalog lists ${linkset.serviceDescs.length} service-desc and ${linkset.items.length} item link${linkset.items.length === 1 ? '' : 's'}.`,
        where,
        null,
      ),
    ];
    let penalty = 0;

    if (response.contentType !== 'application/linkset+json') {
      penalty += response.contentType === 'application/json' ? 15 : 20;
      findings.push(
        warn(
          'wrong-type',
          `The API catalog is served as ${response.contentType || 'an unspecified type'} instead of application/linkset+json.`,
          where,
          'Serve it with "Content-Type: application/linkset+json" (RFC 9264 §4.2).',
        ),
      );
    }

    if (linkset.malformedRelations.length > 0 || linkset.targetsWithoutHref > 0) {
      penalty += 20;
      const examples = linkset.malformedRelations.slice(0, 3).map((entry) => `"${entry.relation}": ${entry.value}`);
      if (linkset.targetsWithoutHref > 0) examples.push(`${linkset.targetsWithoutHref} target object(s) without "href"`);
      findings.push(
        warn(
          'malformed-relations',
          'Some relation values in the API catalog are not arrays of objects with "href" (RFC 9264 §4.2).',
          examples.join('; '),
          'Write every relation as an array of target objects, e.g. "service-desc": [{"href": "https://…/openapi.json"}].',
        ),
      );
    }

    if (artifact.headHasApiCatalogLink) {
      findings.push(pass('head-link', 'HEAD on the API catalog answers a Link header with rel="api-catalog".', null, null));
    } else {
      penalty += 20;
      // Sent for every catalog that lists APIs, which this one does (listsApis above).
      const head = artifact.head!;
      const headDetail = head.ok
        ? `HEAD ${file.url} — HTTP ${head.response.status}, Link: ${head.response.headers['link'] ?? '(none)'}`
        : `HEAD ${file.url} — ${head.error.message}`;
      findings.push(
        warn(
          'no-head-link',
          'HEAD on the API catalog does not answer a Link header with rel="api-catalog".',
          headDetail,
          `Answer HEAD ${API_CATALOG_PATH} with 'Link: <${API_CATALOG_PATH}>; rel="api-catalog"' (RFC 9727 §2).`,
        ),
      );
    }

    // A service-desc call our own limits ended is not measured (engine/measured.ts): named, never counted as broken.
    const unmeasured = artifact.serviceDescProbes.filter((probe) => probe.notMeasured === true);
    const measured = artifact.serviceDescProbes.filter((probe) => probe.notMeasured !== true);
    for (const probe of unmeasured) {
      const already = catalogLinks.links.some((link) => link.url === probe.url && link.outcome === 'not-measured');
      if (!already) {
        findings.push(about(probe.url, info('link-not-measured', `The service-desc link ${probe.url} was not measured: ${probe.error ?? 'our own limits ended the call.'}`, `${probe.method} ${probe.url}`, null)));
      }
    }
    const broken = measured.filter((probe) => !probe.ok);
    if (broken.length > 0) {
      penalty += 25;
      findings.push(
        warn(
          'service-descs-broken',
          `${broken.length} of ${measured.length} service-desc targets do not answer 2xx.`,
          broken.map((probe) => `${probe.url} (${probe.status ?? probe.error})`).join('; '),
          'Point each service-desc at a URL that serves the API description with status 200.',
        ),
      );
    } else if (measured.length > 0) {
      findings.push(pass('service-descs-answer', `All ${measured.length} service-desc targets answer 2xx.`, null, null));
    }

    // Every service-desc, service-doc and status link was resolved (gather/catalog-links.ts).
    const links = judgeCatalogLinks(catalogLinks);
    findings.push(...links.findings);
    penalty += links.penalty;

    return outcome(penalty === 0 ? 100 : Math.max(30, 100 - penalty), findings);
  },
};

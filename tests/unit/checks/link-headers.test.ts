// link-headers (checks.md, check 3): run on hand-built start-page Link header artifacts.
import { describe, expect, it } from 'vitest';
import { linkHeaders } from '../../../engine/checks/link-headers.js';
import type { LinkTargetsArtifact } from '../../../engine/gather/link-targets.js';
import { parseLinkHeader } from '../../../engine/parse/link-header.js';
import { START, runCheck, verdicts } from '../../helpers/engine/build.js';

function artifact(header: string | null, answers: Record<string, number | null> = {}, htmlLinks: LinkTargetsArtifact['htmlLinks'] = []): LinkTargetsArtifact {
  const links = header ? parseLinkHeader(header, START) : [];
  const agentLinks = links
    .filter((link) => link.rels.some((rel) => ['api-catalog', 'service-desc', 'describedby'].includes(rel)))
    .map((link) => {
      const status = answers[link.target!];
      return {
        relation: link.rels[0]!,
        link,
        probe: status === undefined ? null : { url: link.target!, method: 'HEAD' as const, status, ok: status !== null && status < 300, error: status === null ? 'timeout' : null },
      };
    });
  return { pageUrl: START, pageFailure: null, pageStatus: 200, header, links, agentLinks, unregisteredLinks: [], htmlLinks };
}

const run = (value: LinkTargetsArtifact) => runCheck(linkHeaders, { origin: { linkTargets: value } });

describe('link-headers', () => {
  it('passes agent-relevant links whose targets answer 2xx', () => {
    const outcome = run(artifact('</.well-known/api-catalog>; rel="api-catalog"', { [`${START}.well-known/api-catalog`]: 200 }));
    expect(verdicts(outcome)).toEqual(['pass targets-answer']);
    expect(outcome.score).toBe(100);
  });

  it('gives partial credit when some targets are broken', () => {
    const header = '</openapi.json>; rel="service-desc", </llms.txt>; rel="describedby"';
    const outcome = run(artifact(header, { [`${START}openapi.json`]: 200, [`${START}llms.txt`]: 404 }));
    expect(verdicts(outcome)).toEqual(['pass targets-answer', 'warn targets-broken']);
    expect(outcome.score).toBe(50);
  });

  it('warns when only other relations are sent, and fails without a Link header (naming HTML <link>s in the hint)', () => {
    expect(verdicts(run(artifact('</page/2>; rel="next"')))).toEqual(['warn no-agent-relations']);
    const none = run(artifact(null, {}, [{ rel: 'api-catalog', href: '/.well-known/api-catalog' }]));
    expect(verdicts(none)).toEqual(['fail no-link-header']);
    expect(none.findings[0]!.hint).toContain('an HTML <link> alone does not count');
  });

  // checks.md 3 (2026-11): the headers of a start page that does not answer 2xx are not judged: the check is error.
  it('is error, naming the status, when the start page does not answer 2xx', () => {
    const outcome = run({ ...artifact('</.well-known/api-catalog>; rel="api-catalog"', { [`${START}.well-known/api-catalog`]: 200 }), pageStatus: 503 });
    expect([outcome.error, outcome.score, ...verdicts(outcome)]).toEqual([true, 0, 'error start-page-status']);
    expect(outcome.findings[0]!.message).toBe('The start page answered HTTP 503, so its Link headers were not judged.');
  });
});

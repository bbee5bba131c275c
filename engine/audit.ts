// The public entry's orchestration: gather once, measure every selected check, score once.
import type { CheckId } from './check-ids.js';
import { CHECKS, CHECK_IDS, checkById } from './checks/index.js';
import { checkIdentity } from './checks/define.js';
import { DEFAULTS, auditDeadlineMs } from './config.js';
import { catalogEntry } from './catalog.js';
import { AuditError, NOT_TLS_ADVICE } from './errors.js';
import { MAX_QUEUE_CREDIT_MS } from './fetch/queue-clock.js';
import { resolveExtraHeaders } from './fetch/origin-headers.js';
import { NOT_TLS_WORDS } from './fetch/failures.js';
import type { FetchFailure } from './fetch/types.js';
import { schemeTwinProbe } from './gather/http-probes.js';
import { robotsUnavailableStatus } from './gather/robots.js';
import { createGatherContext } from './gather/memo.js';
import { createAuditFetcher } from './audit-fetcher.js';
import { runJourneys } from './journeys/run.js';
import { closeRenderSession, renderedMeasured } from './gather/rendered.js';
import { resolveOptions, type AuditOptions } from './options.js';
import { isApplicable, resolveProfiles, type ActiveProfiles } from './profiles.js';
import { measureCheck, type MeasuredCheck } from './run-check.js';
import { accessOf, effectiveWeight, gradeFor, scorableOf, scoreAudit, weightedScore } from './scoring.js';
import { SCORECARD_VERSION } from './scorecard.js';
import type { AgentPageViews, AgentViewsReport } from './agents/types.js';
import { gatherSiteFacts, pageFacts } from './site/facts.js';
import { challengeOf, partialSampleOf } from './agents/partial-sample.js';
import { mapWithConcurrency } from './site/concurrency.js';
import { CATEGORIES, type AuditReport, type CategoryScore, type CheckResult, type PageReport } from './types.js';
import { boundReport } from './report-bounds.js';
import { ENGINE_ID, USER_AGENT } from './version.js';
import { isAllowed, namesToken } from './parse/robots-txt.js';
import { retryAfterMs } from './fetch/retry.js';
import type { GatherContext } from './gather/context.js';
import type { Fetcher } from './fetch/types.js';
import type { BulkOptions } from './options.js';
import { canaryOf, withPresenceProof } from './capabilities/canary.js';
import type { CanaryProbe } from './types.js';

export function normalizeStartUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new AuditError('invalid-url', `"${input}" is not an absolute URL; include the scheme, e.g. https://example.com/.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuditError('target-refused', `Only http: and https: URLs can be audited, not ${url.protocol}`, { rule: 'scheme' });
  }
  url.hash = '';
  return url.href;
}

/** Pages of a site scan whose agent views are taken (the start page first). */
export const VIEW_SAMPLE_PAGES = 5;

/**
 * An https address whose port answers without TLS (a development server on 127.0.0.1:4000, say) is almost always
 * the same address in http: say so with the address to try, instead of leaving the owner to read an OpenSSL code.
 */
function plainHttpAdvice(failure: FetchFailure): string | null {
  const failed = new URL(failure.redirects.at(-1)?.location ?? failure.url);
  if (failure.code !== 'tls' || !failure.message.includes(NOT_TLS_WORDS) || failed.protocol !== 'https:') return null;
  const code = /\(([^)]+)\)\.$/.exec(failure.message)?.[1];
  failed.protocol = 'http:';
  return `${failed.host} answered, but ${NOT_TLS_ADVICE}${failed.href}${code ? ` (${code})` : ''}.`;
}

const UNREACHABLE = new Set(['dns', 'connect', 'tls', 'timeout', 'network', 'aborted']);

export async function runAudit(inputUrl: string, options: AuditOptions = {}): Promise<AuditReport> {
  const started = performance.now();
  const timestamp = new Date().toISOString();
  const resolved = resolveOptions(options, CHECK_IDS);
  const extraHeaders = resolveExtraHeaders(options.headers);
  const startUrl = normalizeStartUrl(inputUrl);

  // A timer cleared when the audit ends, rather than AbortSignal.timeout(): that one stays armed for the whole
  // deadline (up to a minute) after the audit, and creating it was a measurable share of an audit's CPU. Sized from
  // the pages queued, not the plan's maximum: the start page until the plan is made (robots.txt, the sitemap and the
  // start page, a one-page audit's work), then the plan's pages, counted from the start (an audit pool's watchdog
  // follows the same progress, engine/isolate/audit-pool.ts).
  // The time its requests waited in line for places of ours (a slow or paused host, other audits of it) extends it
  // (issue 64 point 2), up to MAX_QUEUE_CREDIT_MS: the deadline is the site's time, not the queue's.
  const deadline = new AbortController();
  const signal = resolved.signal ? AbortSignal.any([resolved.signal, deadline.signal]) : deadline.signal;
  const scannerAgent = resolved.userAgent ?? USER_AGENT;
  const fetcher = createAuditFetcher(resolved, options.gate, startUrl, extraHeaders, signal);
  let deadlinePages = 1;
  let deadlineTimer: NodeJS.Timeout | undefined;
  /** Until the deadline of `deadlinePages` pages, the time waited in line credited (ms). */
  const deadlineLeft = () => {
    const credit = Math.min(fetcher.queuedMs!(), MAX_QUEUE_CREDIT_MS);
    return { credit, left: started + auditDeadlineMs(resolved.timeout, deadlinePages) + credit - performance.now() };
  };
  const fire = () => {
    const { credit, left } = deadlineLeft();
    if (left <= 1) {
      deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      return;
    }
    resolved.onQueued?.(credit);
    deadlineTimer = setTimeout(fire, left);
    deadlineTimer.unref();
  };
  const armDeadline = (pages: number) => {
    deadlinePages = pages;
    clearTimeout(deadlineTimer);
    deadlineTimer = setTimeout(fire, Math.max(0, deadlineLeft().left));
    deadlineTimer.unref();
  };
  armDeadline(1);
  const selected = CHECKS.filter((check) => resolved.checks.includes(check.meta.id));
  // Without a page check there are no pages to measure but the start page (pagePlan reads maxPages).
  const measuresPages = selected.some((check) => check.meta.scope === 'page');
  const ctx = createGatherContext(startUrl, measuresPages ? resolved : { ...resolved, maxPages: 1 }, fetcher, signal);
  try {
    // DNS-AID queries run beside the HTTP gathering from the start, under the same deadline.
    // A bulk audit obeys its own robots.txt group before anything else is sent (robots.txt is memoized: the checks
    // read the same fetch).
    if (resolved.bulk) await obeyScannerRobots(ctx, resolved.bulk, startUrl, fetcher);
    if (selected.some((check) => (check.requires.origin as readonly string[]).includes('dnsAid'))) ctx.get('dnsAid').catch(() => {});
    const startPageFetch = ctx.getPage('page', startUrl);
    // The scheme twin probe (http-semantics) starts beside the start page, once that request is on its way: on an
    // http:// site its TLS set-up then runs while the site answers, not in front of the origin checks' requests. Not
    // in a bulk audit, which waits for the start page's answer (a Retry-After, its robots group) before it sends more.
    if (!resolved.bulk && selected.some((check) => (check.requires.origin as readonly string[]).includes('httpProbes'))) {
      setImmediate(() => void schemeTwinProbe(ctx)?.catch(() => undefined));
    }
    const startPage = await startPageFetch;
    if (!startPage.result.ok) {
      const failure = startPage.result.error;
      const requests = fetcher.requestsSent!();
      if (failure.code === 'refused') {
        throw new AuditError('target-refused', failure.message, { rule: failure.rule ?? 'refused', requests });
      }
      if (UNREACHABLE.has(failure.code)) {
        throw new AuditError('target-unreachable', `The start page could not be reached: ${plainHttpAdvice(failure) ?? failure.message}`, { requests });
      }
    }
    if (resolved.bulk?.deferOnRetryAfter && startPage.result.ok) comeBackLater(startPage.result.response, fetcher);

    const originChecks = selected.filter((check) => check.meta.scope === 'origin');
    const pageChecks = selected.filter((check) => check.meta.scope === 'page');
    // The start page renders while the origin checks run: starting the browser and rendering cost seconds that
    // would otherwise wait behind them (the artifact is memoized; its checks read the same render).
    if (resolved.render !== null && pageChecks.some((check) => (check.requires.page as readonly string[]).includes('rendered'))) {
      void ctx.getPage('rendered', startUrl).catch(() => undefined);
    }
    // The start page's agent views start now too: each profile's request would otherwise wait until every check had
    // run, and add its round trip to the end of every audit (the artifact is memoized; the page's views read it).
    void ctx.getPage('agentViews', startUrl).catch(() => undefined);

    const [active, plan] = await Promise.all([resolveProfiles(resolved.profile, ctx), ctx.get('pagePlan')]);
    if (plan.pages.length > 1) {
      armDeadline(plan.pages.length);
      resolved.onProgress?.({ phase: 'gather', done: 0, total: plan.pages.length });
    }

    const originMeasured = await Promise.all(originChecks.map((check) => measureCheck(check, ctx, startUrl)));
    let done = 0;
    const pageMeasured = await mapWithConcurrency(plan.pages, DEFAULTS.pageConcurrency, async (pageUrl) => {
      const measured = await Promise.all(pageChecks.map((check) => measureCheck(check, ctx, pageUrl)));
      done += 1;
      if (plan.pages.length > 1) resolved.onProgress?.({ phase: 'pages', done, total: plan.pages.length, url: pageUrl });
      const page = await ctx.getPage('page', pageUrl);
      const health = await ctx.getPage('pageHealth', pageUrl);
      const facts = resolved.collectSiteFacts ? await pageFacts(ctx, pageUrl) : null;
      const rendered = await renderedMeasured(ctx, pageUrl);
      // The agent views: every page of a one-page audit, the first VIEW_SAMPLE_PAGES pages of a site scan (a broken
      // page has none: it gets no agent verdict).
      const views = plan.pages.indexOf(pageUrl) < VIEW_SAMPLE_PAGES ? await ctx.getPage('agentViews', pageUrl) : null;
      // The start page stays: origin-level readers (site facts, profile evidence) go back to it.
      if (pageUrl !== startUrl) ctx.releasePage(pageUrl);
      return { url: pageUrl, httpStatus: page.response?.status ?? null, health, measured, facts, rendered, views };
    });
    // Broken pages are left out of the page checks' site means (checks.md 2026-12c); where every page is broken the
    // means are of what there is.
    const working = pageMeasured.filter((page) => !page.health.broken);
    const counted = working.length > 0 ? working : pageMeasured;

    const journeys = resolved.journeys.length > 0 ? await runJourneys(ctx, startUrl, resolved.journeys) : null;
    // The host's canary (http-semantics' unknown paths, when it ran) and the platforms its start page shows.
    const canary: CanaryProbe | null = ctx.hasOrigin('httpProbes') ? await ctx.get('httpProbes').then(canaryOf, () => null) : null;
    const platforms = await ctx.get('platforms').then((artifact) => artifact.detected, () => []);
    const proven = (m: MeasuredCheck): MeasuredCheck => (m.capability ? { ...m, capability: withPresenceProof(m.capability, canary) } : m);

    const results = [
      ...originMeasured.map((m) => toResult(proven(m), active, null)),
      ...pageChecks.map((check, index) =>
        toResult(
          proven(pageMeasured[0]!.measured[index]!),
          active,
          mean(counted.map((page) => page.measured[index]!.score)),
        ),
      ),
    ].sort((a, b) => CHECK_IDS.indexOf(a.id) - CHECK_IDS.indexOf(b.id));

    const pages: PageReport[] = pageMeasured.map((page) => {
      const pageResults = page.measured.map(proven).map((m) => ({
        id: m.id,
        status: m.status,
        score: m.score,
        applicable: isApplicable(m.id, active),
        findings: m.findings,
        duration: m.duration,
        ...(m.capability ? { capability: m.capability } : {}),
      }));
      return {
        url: page.url,
        httpStatus: page.httpStatus,
        score: weightedScore(pageResults.map(scorable)) ?? 0,
        results: pageResults,
        ...(page.health.broken ? { broken: true } : {}),
      };
    });

    // The scanner's start page was a challenge: what the checks found missing was not measured (checks.md).
    const startChallenge = challengeOf(startPage.result);
    if (startChallenge.length > 0) for (const result of results) markScannerBlocked(result, startChallenge, scannerAgent);
    const partialSample = partialSampleOf(ctx.scannerFetches());

    const siteLevel = results.map((result) => ({ ...scorable(result), score: result.siteScore ?? result.score, status: result.status, findings: result.findings }));
    const viewPages: AgentPageViews[] = pageMeasured
      .filter((page) => page.views !== null)
      .map((page) => ({
        url: page.url,
        access: accessOf(page.views!),
        views: page.views!,
        ...(page.health.broken ? { broken: { status: page.health.status, browserStatus: page.health.browserStatus } } : {}),
      }));
    const scoring = scoreAudit({ results: siteLevel, pages: viewPages });
    const overallScore = scoring.score;
    const originScore = scoreAudit({
      results: results.map((result) => ({ ...scorable(result), status: result.status, findings: result.findings })),
      pages: viewPages.slice(0, 1),
    }).score;
    const categories: CategoryScore[] = CATEGORIES.map((category) => {
      const inCategory = siteLevel.filter((r) => catalogEntry(r.id)?.category === category);
      return {
        category,
        score: weightedScore(inCategory),
        weight: inCategory.reduce((sum, r) => sum + effectiveWeight(r), 0),
      };
    });

    return boundReport<AuditReport>({
      url: startUrl,
      timestamp,
      engine: ENGINE_ID,
      scorecard: SCORECARD_VERSION,
      overallScore,
      duration: Math.round(performance.now() - started),
      grade: gradeFor(overallScore),
      results,
      profile: resolved.profile,
      resolvedProfiles: active.resolved,
      scope: plan.pages.length > 1 || resolved.maxPages > 1 ? 'site' : 'page',
      checksScope: 'origin',
      pageCount: pages.length,
      discoveredUrls: plan.discovered,
      originScore,
      categories,
      pages,
      ...(resolved.collectSiteFacts
        ? { siteFacts: await gatherSiteFacts(ctx, pageMeasured.map((page) => page.facts!)) }
        : {}),
      rendered: pageMeasured.some((page) => page.rendered),
      scoring,
      ...(partialSample ? { partialSample } : {}),
      ...(journeys ? { journeys } : {}),
      requests: fetcher.requestsSent!(),
      ...(canary ? { canary } : {}),
      platforms,
      agents: {
        access: scoring.access ?? 0,
        sample: sampleOf(viewPages, pageMeasured.length),
        pages: viewPages,
      },
    });
  } finally {
    clearTimeout(deadlineTimer);
    await closeRenderSession(ctx);
    await fetcher.close();
  }
}

/**
 * The pages Access counts (those with at least one measured view) of the pages measured, and why only those: the
 * sample's first pages (each page's views cost one request per distinct agent header set), less the broken ones and
 * those where no agent could be measured (checks.md 2026-12c: unmeasured is never read).
 */
function sampleOf(viewPages: readonly AgentPageViews[], measured: number): AgentViewsReport['sample'] {
  const counted = viewPages.filter((page) => page.access !== null).length;
  const broken = viewPages.filter((page) => page.broken).length;
  const unmeasured = viewPages.length - counted - broken;
  const every = measured === 1 ? 'The start page' : `Every one of the ${measured} measured pages`;
  const taken =
    viewPages.length === measured
      ? every
      : `The first ${viewPages.length} of the ${measured} measured pages (the start page first: each page's views cost one request per distinct agent header set)`;
  const left = [
    broken > 0 ? `${broken} broken (HTTP 404, 410 or 5xx to browsers and agents alike: no agent verdict)` : null,
    unmeasured > 0 ? `${unmeasured} where no agent could be measured` : null,
  ].filter((part): part is string => part !== null);
  const note = left.length === 0 ? `${taken}.` : `${taken}, less ${left.join(' and ')}: Access counts ${counted} page${counted === 1 ? '' : 's'}.`;
  return { pages: counted, of: measured, note };
}

function scorable(result: { id: CheckId; score: number; applicable: boolean; findings?: ReadonlyArray<{ code: string }> }) {
  return scorableOf({ ...result, informational: catalogEntry(result.id)?.informational ?? false });
}

/** A failing check whose input was a challenge page: `error`, not measured, and out of the score (never a failure). */
function markScannerBlocked(result: CheckResult, markers: readonly string[], userAgent: string): void {
  if (result.status !== 'fail') return;
  result.status = 'error';
  result.weight = 0;
  result.findings = [
    {
      code: `${result.id}.scanner-blocked`,
      view: 'raw',
      status: 'error',
      message: 'Not measured: the scanner was blocked.',
      detail: `The start page answered the scanner (${userAgent}) with a challenge page: ${markers.join(', ')}.`,
      hint: `Allow the User-Agent ${userAgent} through your bot protection, then audit again.`,
    },
    ...result.findings,
  ];
}

/**
 * A bulk audit: robots.txt's group naming the scanner's token, when it disallows the start page, ends the audit; so
 * does a robots.txt still answered 429 or 5xx after the wait it asked for (RFC 9309 §2.3.1.3–4: complete disallow
 * until it is fetched), as `target-busy`: nothing else is requested, and the caller comes back after the wait.
 */
async function obeyScannerRobots(ctx: GatherContext, bulk: BulkOptions, startUrl: string, fetcher: Fetcher): Promise<void> {
  const robots = await ctx.get('robots').catch(() => null);
  const unavailableStatus = robots ? robotsUnavailableStatus(robots.result) : null;
  if (robots && unavailableStatus !== null) {
    const first = robots.unavailable!;
    const asked = first.retryAfter === null ? '' : ` with Retry-After: ${first.retryAfter}`;
    const again = first.waitedMs === null ? '' : ` and ${unavailableStatus} again after waiting ${(first.waitedMs / 1000).toFixed(1)} s`;
    const waitMs = robots.response ? retryAfterMs(robots.response.headers['retry-after']) : null;
    throw new AuditError(
      'target-busy',
      `robots.txt answered ${first.status}${asked}${again}: complete disallow until it can be fetched (RFC 9309 §2.3.1.4); nothing else was requested.`,
      { ...(waitMs === null ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }), requests: fetcher.requestsSent!() },
    );
  }
  if (!robots?.parsed || !namesToken(robots.parsed, bulk.robotsToken)) return;
  const start = new URL(startUrl);
  const verdict = isAllowed(robots.parsed, bulk.robotsToken, `${start.pathname}${start.search}`);
  if (verdict.allowed) return;
  const line = `robots.txt line ${verdict.line}: ${verdict.rule}`;
  throw new AuditError('target-opted-out', `${robots.url} disallows ${bulk.robotsToken} the start page (${line}, in the group from line ${verdict.groupLine}).`, {
    rule: line,
    requests: fetcher.requestsSent!(),
  });
}

/** A bulk audit: a start page answered 429 or 503 with Retry-After is not audited; the caller comes back after it. */
function comeBackLater(response: { status: number; headers: Record<string, string> }, fetcher: Fetcher): void {
  if (response.status !== 429 && response.status !== 503) return;
  const waitMs = retryAfterMs(response.headers['retry-after']);
  if (waitMs === null) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new AuditError('target-busy', `The start page answered ${response.status} with Retry-After: ${response.headers['retry-after']}.`, {
    retryAfterSeconds,
    requests: fetcher.requestsSent!(),
  });
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

function toResult(measured: MeasuredCheck, active: ActiveProfiles, siteScore: number | null): CheckResult {
  const meta = checkById(measured.id).meta;
  const applicable = isApplicable(meta.id, active);
  return {
    ...checkIdentity(meta),
    status: measured.status,
    score: measured.score,
    siteScore: meta.scope === 'page' ? siteScore : null,
    applicable,
    informational: meta.informational,
    // A check that could not ask counts nowhere (scoring.ts scorableOf): its effective weight is 0.
    weight: effectiveWeight(scorableOf({ id: meta.id, score: measured.score, applicable, informational: meta.informational, findings: measured.findings })),
    findings: measured.findings,
    duration: measured.duration,
    ...(measured.capability ? { capability: measured.capability } : {}),
  };
}

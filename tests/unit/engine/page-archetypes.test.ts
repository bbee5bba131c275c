// Verdicts from what each agent receives (issue 45 point 1; checks.md, "Agent outcomes", 2026-12b), on page
// archetypes of ordinary sites (tests/fixtures/page-archetypes.ts), through the engine's public entry. The expected
// verdict of every profile is not written down: the test's own client (Node's fetch, not the engine's fetcher) sends
// each profile's documented headers, and the rules of checks.md are applied to what came back — a refusal or
// challenge, a robots.txt rule the profile obeys, a page that refuses it while a browser gets the content, the
// planted answer only in a script or a frame, the answer past the profile's cut (turndown's Markdown, as the agents
// that convert use it). The journey of each archetype must find the answer exactly where the views say it is read.
// What the score says is asserted exactly against each row's `scoring` (derived in the fixture from checks.md's
// rules, not from the engine): the cap that binds, the blocker sentence, the first fix and its counterfactual gain;
// then the row's fix is applied to the site, the site is audited again, and the score must rise by the listed gain
// within a point (issue 45: "the counterfactual gain (applied to the fixture and rescanned)").
import TurndownService from 'turndown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PROFILES, audit, blockerOf, gainedBetween, openFixes, type AgentProfile, type AgentView, type AuditReport } from '../../../engine/index.js';
import { NO_DNS } from '../../helpers/check-audit.js';
import { ARCHETYPES, fixedSite, startArchetypeSites, type Archetype, type ArchetypeSites } from '../../fixtures/page-archetypes.js';

interface Received {
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
}

interface Expected {
  verdict: AgentView['verdict'];
  cause: AgentView['cause'];
  found: boolean;
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
// checks.md 2026-12c: text inside script, style and template is never content and never counts toward a cut.
turndown.remove(['script', 'style', 'template']);
const BROWSER = AGENT_PROFILES.find((profile) => profile.id === 'browser')!;

function headersOf(profile: AgentProfile): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': profile.userAgents[0]!.userAgent };
  if (profile.accept.value !== 'unknown') headers.accept = profile.accept.value;
  return headers;
}

/** One request as the profile sends it: its documented User-Agent and Accept, redirects followed, the body decoded by its charset. */
async function get(url: string, headers: Record<string, string>): Promise<Received> {
  const response = await fetch(url, { headers, redirect: 'follow' });
  const contentType = response.headers.get('content-type') ?? '';
  const charset = /charset=([^;\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  return { status: response.status, contentType, headers: response.headers, text: new TextDecoder(charset).decode(await response.arrayBuffer()) };
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/** What a reader sees of the HTML: the body's text without scripts, styles and noscript, and images' alt text. */
function visibleText(html: string): string {
  const body = html.replace(/<head[\s\S]*?<\/head>/i, '').replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?<\/\1>/gi, ' ');
  const alts = [...body.matchAll(/<img\b[^>]*\balt="([^"]*)"/gi)].map((match) => match[1]);
  return decodeEntities(`${body.replace(/<[^>]+>/g, ' ')} ${alts.join(' ')}`).replace(/\s+/g, ' ').trim();
}

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!).join('\n');
const isChallenge = (received: Received) => /<title>\s*just a moment|\/cdn-cgi\/challenge-platform\//i.test(received.text) || /challenge/i.test(received.headers.get('cf-mitigated') ?? '');
const isMarkdown = (received: Received) => /^text\/(?:x-)?markdown\b/i.test(received.contentType);
const isSuccess = (status: number) => status >= 200 && status <= 299;

/** robots.txt's decision for a token on a path, as RFC 9309 groups it (the longest matching rule; allow wins a tie). */
function robotsAllows(robots: string, token: string, path: string): boolean {
  const groups: Array<{ agents: string[]; rules: Array<{ allow: boolean; path: string }> }> = [];
  let current: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const raw of robots.split('\n')) {
    const [key, ...rest] = raw.replace(/#.*/, '').split(':');
    const value = rest.join(':').trim();
    const name = (key ?? '').trim().toLowerCase();
    if (name === 'user-agent') {
      if (!lastWasAgent || !current) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((name === 'allow' || name === 'disallow') && current) {
      if (value !== '') current.rules.push({ allow: name === 'allow', path: value });
      lastWasAgent = false;
    }
  }
  const group = groups.find((entry) => entry.agents.includes(token.toLowerCase())) ?? groups.find((entry) => entry.agents.includes('*'));
  const matching = (group?.rules ?? []).filter((rule) => path.startsWith(rule.path)).sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

/** Whether the profile keeps the answer within its cut, in turndown's Markdown of the page (or of its main content). */
function keptWithinCut(profile: AgentProfile, html: string, answer: string): boolean {
  const limit = typeof profile.charactersKept.value === 'number' ? profile.charactersKept.value : null;
  if (limit === null) return true;
  const source = profile.conversion.value === 'main-to-markdown' ? (/<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html) : html;
  const markdown = turndown.turndown(source);
  const at = markdown.indexOf(answer);
  return at !== -1 && at + answer.length <= limit;
}

/** The pointers a journey follows from a page (links, and the Markdown alternate, llms.txt and sitemap a page links). */
function pointersOf(html: string, base: string): string[] {
  const links = [...html.matchAll(/<(?:a|link)\b[^>]*href="([^"#]+)"/gi)].map((match) => new URL(decodeEntities(match[1]!), base).href);
  return [...new Set(links)].filter((link) => link.startsWith(new URL(base).origin));
}

/** Whether a page the profile receives holds the answer in what it reads (Markdown, or the HTML's visible text). */
async function holdsAnswer(url: string, profile: AgentProfile, answer: string): Promise<boolean> {
  const received = await get(url, headersOf(profile));
  if (!isSuccess(received.status)) return false;
  return isMarkdown(received) ? received.text.includes(answer) : visibleText(received.text).includes(answer) && keptWithinCut(profile, received.text, answer);
}

/**
 * The verdict checks.md gives for what this profile's request received; and whether its journey finds the answer:
 * in what it keeps of the start page, or on a page the start page points to (a journey follows links and a Markdown
 * alternate, within its budget of 12 fetches), unless the start page refused it.
 */
async function expectedFor(archetype: Archetype, origin: string, profile: AgentProfile): Promise<Expected> {
  if (profile.runsJavaScript.value === true) return { verdict: null, cause: 'not-measured', found: false };
  const url = `${origin}/`;
  const refused = (cause: AgentView['cause']): Expected => ({ verdict: 'blocked', cause, found: false });
  if (profile.obeysRobots.value === true && profile.robotsToken) {
    const robots = await get(`${origin}/robots.txt`, {});
    if (isSuccess(robots.status) && !robotsAllows(robots.text, profile.robotsToken, '/')) return refused('disallowed');
  }
  const received = await get(url, headersOf(profile));
  if (isChallenge(received)) return refused('challenged');
  if (!isSuccess(received.status)) return refused('refused');
  if (isMarkdown(received)) return { verdict: 'reads', cause: 'ok', found: received.text.includes(archetype.answer) };
  const visible = visibleText(received.text);
  const kept = visible.includes(archetype.answer) && keptWithinCut(profile, received.text, archetype.answer);
  // checks.md 2026-12c: a meta refresh is followed only by a profile whose sources say so; the others get the page that
  // holds it, which, with no content of its own, loses the content for them.
  const refresh = /<meta\b[^>]*http-equiv="refresh"[^>]*content="[^"]*url=([^"]+)"/i.exec(received.text)?.[1];
  let linked = false;
  // The start page itself is not fetched again by a journey.
  const pointers = pointersOf(received.text, url).filter((link) => link !== url);
  for (const link of pointers.slice(0, 11)) linked ||= await holdsAnswer(link, profile, archetype.answer);
  const view = (verdict: AgentView['verdict'], cause: AgentView['cause']): Expected => ({ verdict, cause, found: kept || linked });
  const alternate = /<link\b[^>]*rel="alternate"[^>]*type="text\/markdown"[^>]*href="([^"]+)"/i.exec(received.text)?.[1];
  if (alternate && profile.followsMarkdownAlternate.value === true) {
    const markdown = await get(new URL(alternate, url).href, headersOf(profile));
    if (isSuccess(markdown.status) && isMarkdown(markdown) && markdown.text.trim().length >= 100) return view('reads', 'ok');
  }
  if (refresh && visible.length < 100 && profile.followsMetaRefresh.value !== true) return view('partial', 'meta-refresh');
  if (!visible.includes(archetype.answer)) {
    // What a browser receives for the same URL: a page that keeps the answer from the agent while a browser gets it refuses it.
    const browser = await get(url, headersOf(BROWSER));
    if (isSuccess(browser.status) && browser.text !== received.text && visibleText(browser.text).includes(archetype.answer)) return refused('refused');
    const scripts = scriptsOf(received.text);
    // Scripts build the content: the answer is in one, a script redirects, or an empty mount point waits for a bundle.
    // (an empty element of any name: #root, section.todoapp, app-root, Svelte's unnamed div; checks.md 2026-12c)
    const body = received.text.replace(/<head[\s\S]*?<\/head>/i, '');
    const shell = visible.length < 100 && /<script\b/i.test(body) && /<(?!(?:script|style|noscript|template|iframe|title)\b)([a-z][\w-]*)\b[^>]*>\s*<\/\1>/i.test(body);
    if (scripts.includes(archetype.answer) || /location(?:\.href)?\s*=\s*["']/.test(scripts) || shell) return view(visible.length < 100 ? 'blocked' : 'partial', 'javascript');
    if (/<iframe\b[^>]*\bsrc=/i.test(received.text)) return view('partial', 'iframe');
    // The page's own content is read; the answer is where its links go.
    return view('reads', 'ok');
  }
  if (!kept) return view('partial', 'truncated');
  return view('reads', 'ok');
}

let sites: ArchetypeSites;
const reports = new Map<string, AuditReport>();
/** The reports of the sites with the row's fix applied, by the archetype's id. */
const fixedReports = new Map<string, AuditReport>();
const expected = new Map<string, Record<string, Expected>>();
const FIXED = ARCHETYPES.flatMap((archetype) => fixedSite(archetype) ?? []);

beforeAll(async () => {
  sites = await startArchetypeSites([...ARCHETYPES, ...FIXED]);
  const options = { allowPrivateTargets: sites.hosts, retries: 0, resolver: NO_DNS };
  const queue = [...ARCHETYPES];
  const fixedQueue = [...FIXED];
  const worker = async () => {
    for (let archetype = queue.shift(); archetype; archetype = queue.shift()) {
      const origin = sites.origins[archetype.id]!;
      const journeys = [{ name: 'planted', question: archetype.question, answer: archetype.answer }];
      reports.set(archetype.id, await audit(`${origin}/`, { ...options, journeys }));
      const views: Record<string, Expected> = {};
      for (const profile of AGENT_PROFILES) views[profile.id] = await expectedFor(archetype, origin, profile);
      expected.set(archetype.id, views);
    }
    for (let site = fixedQueue.shift(); site; site = fixedQueue.shift()) {
      fixedReports.set(site.id.replace(/~fixed$/, ''), await audit(`${sites.origins[site.id]!}/`, options));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}, 240_000);

afterAll(async () => {
  await sites?.close();
});

const viewsOf = (id: string) => reports.get(id)!.agents!.pages[0]!.views;

describe(`agent views on ${ARCHETYPES.length} page archetypes of ordinary sites`, () => {
  it('has at least 30 archetypes, each with a planted answer', () => {
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ARCHETYPES.map((archetype) => archetype.id)).size).toBe(ARCHETYPES.length);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.shape]))('%s (%s): every profile\'s verdict and cause are what its request received', (id) => {
    const actual = Object.fromEntries(viewsOf(id).map((view) => [view.profile, `${view.verdict} ${view.cause}`]));
    const wanted = Object.fromEntries(Object.entries(expected.get(id)!).map(([profile, view]) => [profile, `${view.verdict} ${view.cause}`]));
    expect(actual).toEqual(wanted);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id]))('%s: the journey finds the planted answer exactly for the profiles that read it', (id) => {
    const results = reports.get(id)!.journeys![0]!.results;
    const actual = Object.fromEntries(results.map((result) => [result.profile, result.found]));
    const wanted = Object.fromEntries(results.map((result) => [result.profile, expected.get(id)![result.profile]!.found]));
    expect(actual).toEqual(wanted);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.scoring]))('%s: the cap that binds, the blocker sentence, the first fix and its gain', (id, scoring) => {
    const report = reports.get(id)!;
    expect(report.scoring!.cap?.id ?? null).toBe(scoring.cap);
    expect(blockerOf(report)).toBe(scoring.blocker);
    const first = openFixes(report)[0] ?? null;
    expect(first?.checkId ?? null).toBe(scoring.firstFix);
    expect(first?.gain ?? null).toBe(Number.isNaN(scoring.gain) ? first?.gain : scoring.gain);
  });

  it('a site that 403s every agent but keeps its files well: the refusal cap binds at 19, and agent-access returns ½ × 100 + ½ × cost and coverage − 19, every other fix nothing', () => {
    const report = reports.get('well-kept-behind-bot-rule')!;
    const scoring = report.scoring!;
    expect(scoring.uncapped).toBeGreaterThan(19);
    expect(report.overallScore).toBe(19);
    expect(scoring.cap!.reason).toBe('Every agent that names itself in its User-Agent is refused: Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 403.');
    const [first, ...rest] = openFixes(report);
    // The report's cost-and-coverage half is rounded; the counterfactual is not: within half a point's half.
    expect(Math.abs(first!.gain - (50 + scoring.costCoverage! / 2 - 19))).toBeLessThanOrEqual(0.25);
    expect(rest.map((fix) => fix.gain)).toEqual(rest.map(() => 0));
  });

  it('a well-kept site whose larger part only scripts add, or a skeleton beside static text: the 39 cap binds, says so of part of the content, and server-rendered-content leads the fixes (checks.md 2026-12c)', () => {
    for (const id of ['well-kept-partly-rendered', 'well-kept-skeleton-beside-text']) {
      const report = reports.get(id)!;
      const scoring = report.scoring!;
      expect([scoring.uncapped > 39, report.overallScore]).toEqual([true, 39]);
      expect(scoring.cap!.reason).toBe(`All or part of the main content exists only after JavaScript runs: Claude Code, Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server miss the part scripts add.`);
      const [first] = openFixes(report);
      expect(first!.checkId).toBe('server-rendered-content');
      // Seven views from partial to reads: Access 100, no cap; the report's cost-and-coverage half is rounded.
      expect(Math.abs(first!.gain - (50 + scoring.costCoverage! / 2 - 39))).toBeLessThanOrEqual(0.25);
    }
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id]))('%s: the fix list is open work, largest gain first, and a cap is shown only where it lowers the score', (id) => {
    const report = reports.get(id)!;
    const fixes = openFixes(report);
    const gains = fixes.map((fix) => fix.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    for (const fix of fixes) {
      const result = report.results.find((candidate) => candidate.id === fix.checkId)!;
      const open = result.score < 100 || result.findings.some((finding) => finding.status === 'warn' || finding.status === 'fail');
      expect([fix.checkId, open, result.status === 'error', result.applicable, result.informational]).toEqual([fix.checkId, true, false, true, false]);
    }
    const scoring = report.scoring!;
    if (scoring.cap) expect(scoring.score).not.toBe(scoring.uncapped);
  });

  it.each(ARCHETYPES.filter((archetype) => archetype.scoring.fixed).map((archetype) => [archetype.id, archetype.scoring.fixed!.check]))(
    '%s: with %s fixed and the site audited again, the score rises by the listed gain within a point',
    (id, check) => {
      const fixed = ARCHETYPES.find((archetype) => archetype.id === id)!.scoring.fixed!;
      const before = reports.get(id)!;
      const after = fixedReports.get(id)!;
      const listed = openFixes(before).find((fix) => fix.checkId === check)!.gain;
      if (!Number.isNaN(fixed.gain)) expect(listed).toBe(fixed.gain);
      // Nothing else the score counts changed, or only the checks the row names.
      const counted = after.results.filter((result) => result.applicable && !result.informational && result.id !== check);
      const moved = counted.filter((result) => result.score !== before.results.find((candidate) => candidate.id === result.id)!.score).map((result) => result.id);
      expect(moved).toEqual(fixed.alsoChanges ?? []);
      // The verification record's gained (the earlier report with the check as the rescan measured it) keeps the promise.
      expect(Math.abs(gainedBetween(before, after, check) - listed), `${before.overallScore} → ${after.overallScore}`).toBeLessThanOrEqual(1);
      if (!fixed.alsoChanges) expect(Math.abs(after.overallScore - before.overallScore - listed), `${before.overallScore} → ${after.overallScore}`).toBeLessThanOrEqual(1);
      // The check is no longer open work.
      expect(openFixes(after).map((fix) => fix.checkId)).not.toContain(check);
    },
  );

  it('little text is never evidence of JavaScript: the script-free heading and price is read by every profile, its gate passes', () => {
    const report = reports.get('tiny-static')!;
    expect(viewsOf('tiny-static').filter((view) => view.verdict !== null).every((view) => view.verdict === 'reads')).toBe(true);
    expect(report.results.find((result) => result.id === 'server-rendered-content')!.status).toBe('pass');
    expect(report.scoring!.cap).toBeNull();
  });

  it('says why, in the words a site owner needs', () => {
    const reason = (id: string, profile: string) => viewsOf(id).find((view) => view.profile === profile)!.reason;
    expect(reason('app-shell', 'cursor')).toBe('No main content without JavaScript: the HTML is an application shell (#root) that scripts fill, with 0 characters of text.');
    expect(reason('app-shell-noscript', 'cursor')).toBe(
      'No main content without JavaScript: the HTML is a noscript asking for JavaScript in place of the content ("You need to enable JavaScript to run this app."), with 0 characters of text.',
    );
    expect(reason('partial-ssr', 'cursor')).toBe(
      'Part of the main content is built by scripts: the HTML has an empty mount point (#app) that a script fills. How much that adds, only the rendered view measures (audit with a browser).',
    );
    expect(reason('rate-limited-agents', 'claude-code')).toBe('Refused: HTTP 429 (Retry-After: 120).');
    expect(reason('denied-with-200', 'perplexity')).toMatch(/^Refused: HTTP 200 with a page that reads as a refusal \("Access denied Automated access to this site is not allowed\."\) \(\d+ characters of text\), while a browser gets the page \(\d+ characters\)\.$/);
    expect(reason('sign-in-wall-to-agents', 'codex')).toMatch(/^Refused: HTTP 200 with a sign-in page \(\d+ characters of text\), while a browser gets the page \(\d+ characters\)\.$/);
    expect(reason('empty-to-agents', 'gemini')).toMatch(/^Refused: HTTP 200 with an empty page \(0 characters of text\), while a browser gets the page \(\d+ characters\)\.$/);
    expect(reason('iframe-only', 'chatgpt')).toBe("The page's content is in a frame (/menu-frame), which this agent does not load: it reads the 4 characters around it.");
    expect(reason('very-long-page', 'claude-code')).toMatch(/^Cut at 100,000 characters \(converted to Markdown\): \d+% of the main content is kept, which ends after the cut\.$/);
    // Script text is never content (checks.md 2026-12c): 130 KB of it in the head cuts nothing.
    expect(reason('large-inline-head', 'claude-code')).toMatch(/^Reads the main content \(converted to Markdown, \d{3} characters kept\)\.$/);
    expect(reason('inline-script-in-body', 'mcp-fetch')).toMatch(/^Reads the main content \(converted to Markdown, [12],\d{3} characters kept\)\.$/);
    expect(reason('meta-refresh', 'claude-code')).toMatch(/^The page only sends its reader on with a meta refresh to http:\/\/127\.0\.0\.1:\d+\/new, which no source says this agent follows: it gets the 37 characters of the page that holds it\.$/);
    expect(reason('meta-refresh', 'mcp-fetch')).toMatch(/which this agent does not follow: /);
    expect(reason('vue-mount-on-section', 'cursor')).toBe('No main content without JavaScript: the HTML is an application shell (an empty section.todoapp that scripts fill), with 63 characters of text.');
    expect(reason('angular-app-root', 'cursor')).toBe('No main content without JavaScript: the HTML is an application shell (app-root) that scripts fill, with 0 characters of text.');
    expect(reason('iframe-in-main', 'chatgpt')).toMatch(/^The page's content is in a frame \(\/menu-frame\), which this agent does not load: it reads the \d+ characters around it\.$/);
  });
});

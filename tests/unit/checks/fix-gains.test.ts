// Caps, fixes and the blocker sentence on hand-built reports (issue 45.2–45.5; checks.md "Agent outcomes", 2026-12b):
// a cap only where it lowers the score, naming the profiles and what they received; the fix list is the open work,
// each gain the counterfactual (the same report with the check's open findings resolved, Access and caps
// recomputed, minus its score), largest first; one sentence says what stops agents.
import { describe, expect, it } from 'vitest';
import { scoreAudit } from '../../../engine/scoring.js';
import {
  AGENT_PROFILE_IDS,
  appliedCap,
  blockerOf,
  capSentence,
  counterfactualScore,
  fixGain,
  gainedBetween,
  JAVASCRIPT_READ_FLOOR,
  openFixes,
  SCORECARD_VERSION,
  WEIGHTS,
  type AgentProfileId,
  type AgentView,
  type CheckId,
  type RescorableReport,
  type RescorableResult,
} from '../../../engine/index.js';

const URL_ = 'https://shop.example/';
const NAMED: AgentProfileId[] = ['claude-code', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];

function check(id: CheckId, score: number, extra: Partial<RescorableResult> = {}): Required<Pick<RescorableResult, 'id' | 'score' | 'status' | 'applicable' | 'informational' | 'weight' | 'findings'>> & RescorableResult {
  const status = score >= 100 ? 'pass' : score > 0 ? 'warn' : 'fail';
  return {
    id,
    score,
    siteScore: null,
    status,
    applicable: true,
    informational: false,
    weight: WEIGHTS[id],
    findings: score >= 100 ? [{ code: `${id}.ok`, status: 'pass' }] : [{ code: `${id}.open`, status }],
    ...extra,
  };
}

/** An ordinary small site: a few files missing, a few right. */
function ordinaryChecks(overrides: Partial<Record<CheckId, number>> = {}) {
  const scores: Partial<Record<CheckId, number>> = {
    'robots-txt': 100,
    sitemap: 0,
    'link-headers': 0,
    'llms-txt': 0,
    'ai-crawler-rules': 60,
    'content-signals': 0,
    'agent-access': 100,
    'markdown-negotiation': 0,
    'server-rendered-content': 100,
    'structured-data': 50,
    'page-metadata': 80,
    'semantic-structure': 70,
    'http-semantics': 60,
    ...overrides,
  };
  return Object.entries(scores).map(([id, score]) => check(id as CheckId, score!));
}

function view(profile: AgentProfileId, verdict: AgentView['verdict'], cause: AgentView['cause'], extra: Partial<AgentView> = {}): AgentView {
  return {
    profile,
    url: URL_,
    userAgent: `${profile}-agent`,
    status: verdict === null ? null : 200,
    challenge: [],
    robots: null,
    markdown: 'converted',
    textLength: 900,
    kept: 900,
    mainShare: verdict === 'reads' ? 1 : 0,
    excerpt: '',
    verdict,
    cause,
    reason: `${verdict ?? 'not measured'} (${cause})`,
    ...extra,
  };
}

/** Every profile reads, except those given; the browsing agent is not measured unless given. */
function views(overrides: Partial<Record<AgentProfileId, AgentView>> = {}): AgentView[] {
  return AGENT_PROFILE_IDS.map((id) => overrides[id] ?? (id === 'browser' ? view('browser', null, 'not-measured') : view(id, 'reads', 'ok')));
}

const refused = (id: AgentProfileId, status = 403) => view(id, 'blocked', 'refused', { status, reason: `Refused: HTTP ${status}.` });
const script = (id: AgentProfileId) => view(id, 'blocked', 'javascript', { textLength: 12, kept: 12 });

type Built = Omit<RescorableReport, 'agents'> & { overallScore: number; scoring: ReturnType<typeof scoreAudit>; agents: { pages: Array<{ url: string; access: number; views: AgentView[] }> } };

/** A report as the engine makes it: scored by the one scoring function. */
function report(results: ReturnType<typeof check>[], pageViews: AgentView[]): Built {
  const pages = [{ url: URL_, access: 0, views: pageViews }];
  const scoring = scoreAudit({ results: results.map((result) => ({ ...result, findings: result.findings.map((f) => ({ code: f.code ?? '', status: f.status })) })), pages });
  return { overallScore: scoring.score, scoring, results, agents: { pages } };
}

/** Applies a fix to the hand-built site: the check scores 100 and the named views read. */
function fixed(built: Built, id: CheckId, reading: AgentProfileId[]): Built {
  const results = built.results.map((result) => (result.id === id ? check(id, 100) : (result as ReturnType<typeof check>)));
  return report(results, built.agents.pages[0]!.views.map((v) => (reading.includes(v.profile) ? view(v.profile, 'reads', 'ok') : v)));
}

describe('a site that answers 403 to ChatGPT-User, Claude-User, Perplexity-User and Codex (issue 45)', () => {
  const site = report(ordinaryChecks({ 'agent-access': 40 }), views({ 'claude-code': refused('claude-code'), codex: refused('codex'), chatgpt: refused('chatgpt'), perplexity: refused('perplexity') }));

  it('is not capped: Gemini and the MCP fetch server name themselves and read it; no JavaScript cap either', () => {
    expect(site.scoring.scorecard).toBe(SCORECARD_VERSION);
    expect(SCORECARD_VERSION).toBe('2026.12.3');
    expect(site.scoring.access).toBe(43);
    expect(site.scoring.cap).toBeNull();
    expect(capSentence(site.scoring)).toBeNull();
  });

  it('lists agent-access first with the biggest gain, the counterfactual of 3 of 7 profiles reading becoming 7 of 7', () => {
    const fixes = openFixes(site);
    expect(fixes[0]).toEqual({ checkId: 'agent-access', gain: 28.6, kind: 'gate' });
    const gains = fixes.map((fix) => fix.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    // Checks with nothing open are not listed: server-rendered-content and robots-txt are at 100.
    expect(fixes.map((fix) => fix.checkId)).not.toContain('server-rendered-content');
    expect(fixes.map((fix) => fix.checkId)).not.toContain('robots-txt');
    expect(fixes.map((fix) => fix.checkId).sort()).toEqual(
      ['agent-access', 'sitemap', 'link-headers', 'llms-txt', 'ai-crawler-rules', 'content-signals', 'markdown-negotiation', 'structured-data', 'page-metadata', 'semantic-structure', 'http-semantics'].sort(),
    );
  });

  it('promises what a rescan with the 403 gone scores, within a point, and the verification gained agrees', () => {
    const after = fixed(site, 'agent-access', ['claude-code', 'codex', 'chatgpt', 'perplexity']);
    const listed = fixGain(site, 'agent-access');
    expect(Math.abs(after.overallScore - site.overallScore - listed)).toBeLessThanOrEqual(1);
    expect(gainedBetween(site, after, 'agent-access')).toBe(listed);
    // Another fix made between the scans is not counted for agent-access.
    const both = fixed(after, 'llms-txt', []);
    expect(both.overallScore).toBeGreaterThan(after.overallScore);
    expect(gainedBetween(site, both, 'agent-access')).toBe(listed);
    expect(gainedBetween(site, both, 'llms-txt')).toBe(fixGain(site, 'llms-txt'));
  });

  it('opens with one sentence naming those agents, the ones that read, the first step, and the unmeasured browsing agent', () => {
    expect(blockerOf(site)).toBe(
      'Claude Code, Codex, ChatGPT and Perplexity get HTTP 403 on your start page; Cursor, Gemini and the MCP fetch server read it. Allow their user agents first. Agents that run JavaScript were not measured: this scan rendered no page in a browser.',
    );
  });
});

describe('caps only where they bind, with the true cause', () => {
  const refusing = views(Object.fromEntries(NAMED.map((id) => [id, refused(id)])));

  it('every agent that names itself gets 403: capped at 19, naming them and the status; agent-access returns the cap and the Access', () => {
    const site = report(ordinaryChecks({ 'agent-access': 0 }), refusing);
    expect(site.scoring.uncapped).toBeGreaterThan(19);
    expect(site.scoring.score).toBe(19);
    expect(site.scoring.cap).toEqual({
      id: 'agents-refused',
      limit: 19,
      reason: 'Every agent that names itself in its User-Agent is refused: Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 403.',
      profiles: NAMED,
    });
    expect(capSentence(site.scoring)).toBe(`Capped at 19 (${site.scoring.uncapped} without the cap): ${site.scoring.cap!.reason}`);
    const fixes = openFixes(site);
    expect(fixes[0]!.checkId).toBe('agent-access');
    // The counterfactual: every profile reads, no cap: Access 100.
    const after = fixed(site, 'agent-access', NAMED);
    expect(after.scoring.cap).toBeNull();
    expect(Math.abs(fixes[0]!.gain - (after.overallScore - site.overallScore))).toBeLessThanOrEqual(1);
    // While the cap binds, a cost fix alone returns nothing: the cap holds the score at 19.
    expect(fixes.find((fix) => fix.checkId === 'llms-txt')!.gain).toBe(0);
    expect(fixes.map((fix) => fix.gain)).toEqual([...fixes.map((fix) => fix.gain)].sort((a, b) => b - a));
  });

  it('a refusal cap that lowers nothing is not applied: a site whose other half is empty scores under 19 anyway', () => {
    const empty = ordinaryChecks(Object.fromEntries(ordinaryChecks().map((result) => [result.id, 0])) as Partial<Record<CheckId, number>>);
    const site = report(empty, refusing);
    expect(site.scoring.uncapped).toBeLessThanOrEqual(19);
    expect(site.scoring.cap).toBeNull();
    expect(site.scoring.score).toBe(site.scoring.uncapped);
  });

  it('a stored 2026.12 report whose cap lowered nothing shows none', () => {
    const stored = { score: 12, uncapped: 12, cap: { id: 'javascript-only' as const, limit: 39, reason: 'The main content exists only after JavaScript runs.' } };
    expect(appliedCap(stored)).toBeNull();
    expect(capSentence(stored)).toBeNull();
    expect(appliedCap({ ...stored, uncapped: 60, score: 39 })).toEqual(stored.cap);
  });

  it('a script-free short page every agent reads: no JavaScript cap, server-rendered-content not a fix, "Every agent reads"', () => {
    // The server-rendered-content check fails a 90-character page on its own rule; no view blames JavaScript.
    const site = report(ordinaryChecks({ 'server-rendered-content': 0 }), views({ browser: view('browser', 'reads', 'ok') }));
    expect(site.scoring.access).toBe(100);
    expect(site.scoring.cap).toBeNull();
    expect(openFixes(site).map((fix) => fix.checkId)).not.toContain('server-rendered-content');
    expect(fixGain(site, 'server-rendered-content')).toBe(0);
    expect(blockerOf(site)).toBe('Every agent reads your start page.');
  });

  it('JavaScript is capped only on the views\' cause: a refused profile does not make the page a JavaScript page', () => {
    const nonJs: AgentProfileId[] = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];
    const shell = views(Object.fromEntries(nonJs.map((id) => [id, script(id)])));
    const site = report(ordinaryChecks({ 'server-rendered-content': 0, 'llms-txt': 100, sitemap: 100, 'markdown-negotiation': 100, 'link-headers': 100, 'content-signals': 100 }), shell);
    expect(site.scoring.uncapped).toBeGreaterThan(39);
    expect(site.scoring.cap).toMatchObject({ id: 'javascript-only', limit: 39, profiles: nonJs });
    expect(site.scoring.cap!.reason).toBe(
      'The main content exists only after JavaScript runs: Claude Code, Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get no main content without JavaScript.',
    );
    expect(openFixes(site)[0]!.checkId).toBe('server-rendered-content');
    expect(blockerOf(site)).toMatch(/^Claude Code, Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get no main content without JavaScript on your start page; no agent reads it\. Put the main content in the HTML your server sends first\./);
    // Perplexity refused, the rest JavaScript: still a JavaScript page for those it served.
    const mixed = report(site.results as ReturnType<typeof check>[], views({ ...Object.fromEntries(nonJs.map((id) => [id, script(id)])), perplexity: refused('perplexity') }));
    expect(mixed.scoring.cap?.profiles).toEqual(nonJs.filter((id) => id !== 'perplexity'));
  });
});

describe('agents that run JavaScript count what they read (issue 45.5)', () => {
  const nonJs: AgentProfileId[] = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'];
  const poorFiles = ordinaryChecks(Object.fromEntries(ordinaryChecks().map((result) => [result.id, 0])) as Partial<Record<CheckId, number>>);

  it('a page browsing agents read after JavaScript ranks above a site that refuses every agent that names itself', () => {
    const jsRead = report(poorFiles, views({ ...Object.fromEntries(nonJs.map((id) => [id, script(id)])), browser: view('browser', 'reads', 'ok') }));
    const refusing = report(ordinaryChecks({ 'agent-access': 0, 'llms-txt': 100, sitemap: 100 }), views(Object.fromEntries(NAMED.map((id) => [id, refused(id)]))));
    expect(jsRead.scoring.access).toBe(13);
    expect(jsRead.overallScore).toBe(JAVASCRIPT_READ_FLOOR.score);
    expect(capSentence(jsRead.scoring)).toMatch(/^Raised to 20 from \d+: The main content exists only after JavaScript runs: /);
    expect(refusing.overallScore).toBe(19);
    expect(jsRead.overallScore).toBeGreaterThan(refusing.overallScore);
  });

  it('without the rendered view the sentence says agents that run JavaScript were not measured', () => {
    const site = report(poorFiles, views());
    expect(blockerOf(site)).toBe('Every agent reads your start page. Agents that run JavaScript were not measured: this scan rendered no page in a browser.');
  });
});

describe('the fix list is the open work', () => {
  it('never lists a check at 100 without an open finding, nor an informational, not applicable or unmeasured one', () => {
    const site = report(
      [
        ...ordinaryChecks(),
        check('web-bot-auth', 0, { informational: true, weight: 0 }),
        check('openapi', 0, { applicable: false, weight: 0 }),
        check('mcp-server', 0, { status: 'error', weight: 0, findings: [{ code: 'mcp-server.scanner-blocked', status: 'error' }] }),
      ],
      views(),
    );
    const listed = openFixes(site).map((fix) => fix.checkId);
    for (const id of ['robots-txt', 'agent-access', 'server-rendered-content', 'web-bot-auth', 'openapi', 'mcp-server']) expect(listed).not.toContain(id);
    expect(listed[0]).toBe('llms-txt');
  });

  it('robots.txt rules a profile obeys are ai-crawler-rules\' to fix, and return its Access', () => {
    const disallowed = view('claude-code', 'blocked', 'disallowed', { status: null, robots: { allowed: false, line: 2, rule: 'Disallow: /' } });
    const site = report(ordinaryChecks({ 'ai-crawler-rules': 50 }), views({ 'claude-code': disallowed }));
    expect(blockerOf(site)).toMatch(/^Claude Code is disallowed by robots\.txt \(line 2: Disallow: \/\) on your start page; Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server read it\. Allow it in robots\.txt first\./);
    const fixes = openFixes(site);
    expect(fixes[0]!.checkId).toBe('ai-crawler-rules');
    expect(fixes[0]!.gain).toBeGreaterThan(fixGain({ ...site, agents: { pages: [{ url: URL_, views: views() }] } }, 'ai-crawler-rules'));
  });

  it('the counterfactual of the report as it is equals its score within rounding', () => {
    const site = report(ordinaryChecks({ 'agent-access': 40 }), views({ chatgpt: refused('chatgpt') }));
    expect(Math.abs(counterfactualScore(site) - site.overallScore)).toBeLessThanOrEqual(0.5);
  });

  it('a report scored before scorecards (no scoring) gains by its own weights', () => {
    const legacy: RescorableReport = {
      results: [check('llms-txt', 0, { weight: 8 }), check('sitemap', 50, { weight: 2 }), check('robots-txt', 100, { weight: 6 })],
    };
    expect(openFixes(legacy)).toEqual([
      { checkId: 'llms-txt', gain: 50, kind: 'cost' },
      { checkId: 'sitemap', gain: 6.3, kind: 'coverage' },
    ]);
  });
});

describe('the words of the evidence', () => {
  it('a refusal answered 200 (a denial page browsers do not get) is named as one, never as "HTTP 200"', () => {
    // agent-access and the views judge a 200 refusal by one rule (agents/page-evidence.ts): the check fails it too.
    const site = report(ordinaryChecks({ 'agent-access': 75 }), views({ perplexity: view('perplexity', 'blocked', 'refused', { status: 200 }) }));
    expect(blockerOf(site)).toMatch(/^Perplexity gets a refusal page \(HTTP 200\) on your start page; Claude Code, Cursor, Codex, ChatGPT, Gemini and the MCP fetch server read it\. Allow its user agent\./);
  });

  it('several causes: the one whose fix returns most first, then the others, with what each received', () => {
    const site = report(
      ordinaryChecks({ 'ai-crawler-rules': 50, 'agent-access': 50 }),
      views({
        chatgpt: refused('chatgpt'),
        codex: refused('codex'),
        'claude-code': view('claude-code', 'blocked', 'disallowed', { status: null, robots: { allowed: false, line: 4, rule: 'Disallow: /' } }),
        'mcp-fetch': view('mcp-fetch', 'partial', 'truncated', { kept: 5000 }),
      }),
    );
    expect(blockerOf(site)).toBe(
      'Codex and ChatGPT get HTTP 403 on your start page; Claude Code is disallowed by robots.txt (line 4: Disallow: /); the MCP fetch server keeps only its first 5,000 characters; Cursor, Gemini and Perplexity read it. Allow their user agents first. Agents that run JavaScript were not measured: this scan rendered no page in a browser.',
    );
  });
});

describe('the seams between the views and the checks', () => {
  it('a gate with nothing open of its own is no fix, whatever the views lost: agent-access at 100 with no open finding claims no refusal', () => {
    const site = report(ordinaryChecks(), views({ gemini: refused('gemini') }));
    expect(fixGain(site, 'agent-access')).toBe(0);
    expect(openFixes(site).map((fix) => fix.checkId)).not.toContain('agent-access');
    // The sentence still says who is refused; it does not say "first" of a step no fix in the list stands for.
    expect(blockerOf(site)).toMatch(/^Gemini gets HTTP 403 on your start page; Claude Code, Cursor, Codex, ChatGPT, Perplexity and the MCP fetch server read it\. Allow its user agent\. /);
  });

  it('a 401 every visitor gets (agent-access: agents treated like people) says so, and asks no User-Agent to be allowed', () => {
    const all = AGENT_PROFILE_IDS.filter((id) => id !== 'browser');
    const results = ordinaryChecks().map((result) => (result.id === 'agent-access' ? { ...result, findings: [{ code: 'agent-access.all-same-login', status: 'info' }] } : result));
    const site = report(results, views(Object.fromEntries(all.map((id) => [id, refused(id, 401)]))));
    expect(openFixes(site).map((fix) => fix.checkId)).not.toContain('agent-access');
    expect(blockerOf(site)).toBe(
      'Claude Code, Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 401 on your start page, as browsers do; no agent reads it. The page asks every visitor to sign in: agents are treated like people. Agents that run JavaScript were not measured: this scan rendered no page in a browser.',
    );
  });

  it('content only a frame carries is server-rendered-content\'s: its gain is the partial views read, its words name the frame', () => {
    const nonJs = AGENT_PROFILE_IDS.filter((id) => id !== 'browser');
    const framed = views(Object.fromEntries(nonJs.map((id) => [id, view(id, 'partial', 'iframe', { kept: 4 })])));
    const site = report(ordinaryChecks({ 'server-rendered-content': 30 }), framed);
    // Seven views from partial to reads: half of the Access half.
    expect(fixGain(site, 'server-rendered-content')).toBe(25);
    expect(openFixes(site)[0]).toEqual({ checkId: 'server-rendered-content', gain: 25, kind: 'gate' });
    expect(blockerOf(site)).toMatch(
      /^Claude Code, Cursor, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get the content only in a frame they do not load on your start page; no agent reads all of it\. Put the frame's content in the page's own HTML first\. /,
    );
    // An iframe is no JavaScript: no JavaScript cap.
    expect(site.scoring.cap).toBeNull();
  });

  it('a profile the scanner could not measure counts nowhere, and the sentence says so', () => {
    const site = report(ordinaryChecks(), views({ 'mcp-fetch': view('mcp-fetch', null, 'not-measured') }));
    expect(site.scoring.access).toBe(100);
    expect(blockerOf(site)).toBe(
      "Every agent measured reads your start page. The MCP fetch server was not measured (the scanner's own limits), so it counts nowhere. Agents that run JavaScript were not measured: this scan rendered no page in a browser.",
    );
  });

  it('"first" only where the step\'s fix leads the list: one agent disallowed returns less than llms.txt', () => {
    const disallowed = view('claude-code', 'blocked', 'disallowed', { status: null, robots: { allowed: false, line: 2, rule: 'Disallow: /' } });
    const site = report(ordinaryChecks({ 'ai-crawler-rules': 89 }), views({ 'claude-code': disallowed }));
    const fixes = openFixes(site);
    expect(fixes[0]!.checkId).toBe('llms-txt');
    expect(fixes.find((fix) => fix.checkId === 'ai-crawler-rules')!.gain).toBeLessThan(fixes[0]!.gain);
    expect(blockerOf(site)).toMatch(/ Allow it in robots\.txt\. Agents that run JavaScript/);
  });
});


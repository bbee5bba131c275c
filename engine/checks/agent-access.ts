import type { FetchedResponse } from '../fetch/types.js';
import type { UserAgentProbe } from '../gather/agent-access.js';
import { AGENT_PROFILES } from '../agents/profiles.js';
import type { AgentView } from '../agents/types.js';
import { challengeMarkersIn, interstitialsAmong } from '../parse/bot-challenge.js';
import { pageRefusal, refusalShape } from '../agents/page-evidence.js';
import { loadLeanDocument } from '../parse/lean-dom.js';
import { textWithoutPlaceholders } from '../parse/placeholder-text.js';
import { collapseWhitespace } from '../parse/html.js';
import { paymentTermsOf, priceWords } from '../parse/payment-terms.js';
import { about, couldNotMeasure, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { defineCheck } from './define.js';

const CODES = {
  'agent-unreachable': 'An agent could not load the start page at all while a browser could (subject: the agent).',
  'agent-challenged': 'An agent gets a challenge page instead of the content (subject: the agent).',
  'agent-refused':
    'An agent is refused while a browser gets the page: an error status, or a 2xx page that reads as a refusal (an empty body, a sign-in form, "Access denied") (subject: the agent).',
  'agent-different-status': 'An agent gets another status class than a browser (subject: the agent).',
  'agent-different-page': 'An agent gets another title or a page of very different size (subject: the agent).',
  'agent-same-page': 'An agent gets the same page as a browser (subject: the agent).',
  'agent-priced':
    'An agent is asked to pay: HTTP 402 with Cloudflare pay per crawl\'s crawler-price, an x402 or MPP challenge, or no terms (checks.md 2026-12d). Charging is the owner\'s choice: reported with the price, never a refusal and never a fix (info; subject: the agent).',
  'browser-not-2xx': 'Even a browser User-Agent is not answered 2xx, so access cannot be compared (error).',
  'browser-challenged': 'Even a browser User-Agent gets a challenge page, so access cannot be compared (error).',
  'all-blocked': 'Every agent this check tested (each named in the message) is refused or challenged while a browser gets the page.',
  'all-same': 'Every agent this check tested (each named in the message) gets the same page as a browser.',
  'all-same-login':
    'The browser and every tested agent get the same 401: the site asks everyone to sign in, agents are treated like people (info).',
} as const;
type Code = keyof typeof CODES;

/** Interstitials and titles sit near the top; scanning only the head of large pages keeps this cheap. */
const SCANNED_CHARACTERS = 64 * 1024;

function challengeMarkers(response: FetchedResponse): string[] {
  return challengeMarkersIn(response.text, response.headers);
}

function pageTitle(response: FetchedResponse): string {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(response.text.slice(0, SCANNED_CHARACTERS));
  return match ? collapseWhitespace(match[1]!).toLowerCase() : '';
}

type Verdict = 'same' | 'different' | 'refused' | 'challenged' | 'priced';

interface AgentVerdict {
  verdict: Verdict;
  finding: DraftFinding<Code>;
}

function statusClass(status: number): number {
  return Math.floor(status / 100);
}

/** What every agent's response is compared with, read once from the browser's response. */
interface BrowserView {
  response: FetchedResponse;
  title: string;
  markers: ReadonlySet<string>;
  /** The browser page's visible text, read the first time an agent's page needs comparing. */
  text: () => string | null;
}

/** A refusal page is small: a larger body is content, whatever it says. */
const REFUSAL_BODY_MAX = 64 * 1024;

function visibleTextOf(html: string): { $: ReturnType<typeof loadLeanDocument>['$']; text: string } {
  const { $ } = loadLeanDocument(html);
  return { $, text: $ ? textWithoutPlaceholders($) : '' };
}

/**
 * Whether an agent's 2xx page is a refusal (checks.md, Agent outcomes, 2026-12b; the rule the agent views use,
 * agents/page-evidence.ts): it reads as one (an empty body, a sign-in form, refusal words) while the browser's page
 * holds the content.
 */
function pageRefusedTo(response: FetchedResponse, view: BrowserView): string | null {
  if (response.text === view.response.text || response.body.length > REFUSAL_BODY_MAX) return null;
  const agent = visibleTextOf(response.text);
  const shape = refusalShape(agent.$, agent.text);
  return shape === null ? null : pageRefusal(shape, agent.text, view.text(), response.status);
}

function judge(probe: UserAgentProbe, view: BrowserView): AgentVerdict {
  const { verdict, finding } = judgeAgent(probe, view);
  return { verdict, finding: about(probe.agent, finding) };
}

function judgeAgent(probe: UserAgentProbe, view: BrowserView): AgentVerdict {
  const browser = view.response;
  const who = probe.agent;
  if (!probe.result.ok) {
    return {
      verdict: 'refused',
      finding: fail(
        'agent-unreachable',
        `${who} could not load the start page (${probe.result.error.message}) while a browser could.`,
        `${probe.result.error.url} — ${probe.result.error.code}; User-Agent: ${probe.userAgent}`,
        `Check your firewall or bot rules: requests with the ${who} User-Agent are dropped.`,
      ),
    };
  }
  const response = probe.result.response;
  const title = pageTitle(response);
  const evidence = `HTTP ${response.status}, ${response.body.length} bytes, title "${title}" (browser: HTTP ${browser.status}, ${browser.body.length} bytes, title "${view.title}")`;
  // The same body and challenge header as the browser's can only carry the browser's own markers, which do not count.
  const asBrowser = response.text === browser.text && response.headers['cf-mitigated'] === browser.headers['cf-mitigated'];
  const markers = asBrowser ? [] : challengeMarkers(response).filter((marker) => !view.markers.has(marker));
  if (markers.length > 0) {
    return {
      verdict: 'challenged',
      finding: fail(
        'agent-challenged',
        `${who} gets a challenge page (${markers.join(', ')}) instead of the content.`,
        evidence,
        `Let ${who} through your bot protection (for Cloudflare: allow verified AI agents in Security → Bots), or serve it the same page as browsers.`,
      ),
    };
  }
  const payment = statusClass(browser.status) === 2 ? paymentTermsOf(response) : null;
  if (payment) {
    return {
      verdict: 'priced',
      finding: info('agent-priced', `${who} is asked to pay (${priceWords(payment)}) while a browser gets HTTP ${browser.status}: charging agents is your choice, not a refusal.`, evidence, null),
    };
  }
  if (statusClass(response.status) !== statusClass(browser.status)) {
    // 401, 403, 429 and 503 are the usual refusals; any other error status keeps the agent out just as well.
    const refused = response.status >= 400;
    return {
      verdict: refused ? 'refused' : 'different',
      finding: (refused ? fail : warn)(
        refused ? 'agent-refused' : 'agent-different-status',
        `${who} is answered HTTP ${response.status} while a browser gets HTTP ${browser.status}.`,
        evidence,
        `Remove the User-Agent rule that treats ${who} differently; agents fetching for a user should get what the user would get.`,
      ),
    };
  }
  const refusal = statusClass(response.status) === 2 ? pageRefusedTo(response, view) : null;
  if (refusal !== null) {
    return {
      verdict: 'refused',
      finding: fail(
        'agent-refused',
        `${who} gets a page that refuses it (HTTP ${response.status}) while a browser gets the content.`,
        `${evidence}; ${refusal}`,
        `Remove the User-Agent rule that treats ${who} differently; agents fetching for a user should get what the user would get.`,
      ),
    };
  }
  const sizes = [response.body.length, browser.body.length];
  const similarSize = Math.min(...sizes) >= Math.max(...sizes) / 2;
  const sameTitle = title === view.title;
  if (!similarSize || !sameTitle) {
    const what = [!sameTitle ? 'another title' : null, !similarSize ? 'a page of very different size' : null]
      .filter(Boolean)
      .join(' and ');
    return {
      verdict: 'different',
      finding: warn(
        'agent-different-page',
        `${who} gets ${what} than a browser.`,
        evidence,
        `Serve ${who} the same content as browsers; a different page for agents looks like cloaking and loses their users' trust.`,
      ),
    };
  }
  return { verdict: 'same', finding: pass('agent-same-page', `${who} gets the same page as a browser.`, evidence, null) };
}

/** priced: the owner's choice (checks.md 2026-12d), as a training opt-out is: it costs this check nothing. */
const CREDIT: Record<Verdict, number> = { same: 1, different: 0.5, refused: 0, challenged: 0, priced: 1 };

const VIEW_VERDICTS: Partial<Record<AgentView['cause'], { verdict: Verdict; code: Code }>> = {
  refused: { verdict: 'refused', code: 'agent-refused' },
  challenged: { verdict: 'challenged', code: 'agent-challenged' },
  unreachable: { verdict: 'refused', code: 'agent-unreachable' },
};

/**
 * The agent views' refusals this check's own probes did not see (checks.md, Agent outcomes: one judgement, where the
 * views and this check meet): a profile refused, challenged or unanswered with a User-Agent no probe sent
 * (GoogleAgent-URLContext, Perplexity-User, ModelContextProtocol, the bare Claude-User/1.0 and ChatGPT-User/1.0). A
 * request a probe sent is judged by the probe, against the browser's page; a challenge whose markers the browser's
 * page carries too is everyone's, not the agent's. The refusal is then this check's to name, so the fix that returns
 * the view's points is the check that says why.
 */
function viewRefusals(views: readonly AgentView[], probed: ReadonlySet<string>, browser: BrowserView): AgentVerdict[] {
  const out: AgentVerdict[] = [];
  for (const view of views) {
    if (view.verdict === 'pay' && !probed.has(view.userAgent)) {
      const name = AGENT_PROFILES.find((profile) => profile.id === view.profile)?.name ?? view.profile;
      const terms = view.payment ? priceWords(view.payment) : 'HTTP 402, no price stated';
      out.push({ verdict: 'priced', finding: about(name, info('agent-priced', `${name} is asked to pay (${terms}) while a browser gets HTTP ${browser.response.status}: charging agents is your choice, not a refusal.`, `the agent view's request (User-Agent: ${view.userAgent}) — ${view.reason}`, null)) });
      continue;
    }
    const judged = view.verdict === 'blocked' ? VIEW_VERDICTS[view.cause] : undefined;
    if (!judged || probed.has(view.userAgent)) continue;
    if (judged.code === 'agent-challenged' && view.challenge.every((marker) => browser.markers.has(marker))) continue;
    const name = AGENT_PROFILES.find((profile) => profile.id === view.profile)?.name ?? view.profile;
    const message =
      judged.code === 'agent-challenged'
        ? `${name} gets a challenge page instead of the content.`
        : judged.code === 'agent-unreachable'
          ? `${name} could not load the start page while a browser could.`
          : `${name} is refused while a browser gets HTTP ${browser.response.status}.`;
    out.push({
      verdict: judged.verdict,
      finding: about(
        name,
        fail(
          judged.code,
          message,
          `the agent view's request (User-Agent: ${view.userAgent}) — ${view.reason}`,
          `Remove the User-Agent rule that treats ${name} differently; agents fetching for a user should get what the user would get.`,
        ),
      ),
    });
  }
  return out;
}

/** "A", "A and B", "A, B and C". */
function joinList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const agentAccess = defineCheck({
  meta: {
    id: 'agent-access',
    name: 'Agent access',
    description:
      "Fetches the start page as a browser and as ChatGPT-User, Claude-User, PerplexityBot and GPTBot, and compares what each gets; adds every agent profile the agent views found refused or challenged with a request of its own: agents refused or challenged cannot read the site for their users.",
    category: 'Access',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['agentAccess'], page: ['agentViews'] },
  run({ origin, page }) {
    const { browser, agents } = origin.agentAccess;
    const reference = browser.result.response;
    // A members-only site that answers everyone, browser or agent, with the same 401 treats agents like people.
    if (reference.status === 401 && agents.every((probe) => probe.result.ok && probe.result.response.status === 401)) {
      return outcome(100, [
        info(
          'all-same-login',
          `The browser and all ${agents.length} tested agents get the same HTTP 401: the start page asks everyone to sign in, so agents are treated like people.`,
          `${reference.finalUrl} — HTTP 401 for the browser and ${agents.map((probe) => probe.agent).join(', ')}`,
          null,
        ),
      ]);
    }
    if (statusClass(reference.status) !== 2) {
      return couldNotMeasure(
        'browser-not-2xx',
        `Even a browser User-Agent is answered HTTP ${reference.status}, so agent access cannot be compared.`,
        `${reference.finalUrl} — HTTP ${reference.status}; User-Agent: ${browser.userAgent}`,
        'Make the start page answer 200 to ordinary visitors.',
      );
    }
    const browserMarkers = challengeMarkers(reference);
    const browserChallenge = interstitialsAmong(browserMarkers);
    if (browserChallenge.length > 0) {
      return couldNotMeasure(
        'browser-challenged',
        `Even a browser User-Agent gets a challenge page (${browserChallenge.join(', ')}), so agent access cannot be compared.`,
        `${reference.finalUrl} — HTTP ${reference.status}; User-Agent: ${browser.userAgent}`,
        'Let ordinary visitors reach the start page without an interstitial; agents fetching for users are challenged too.',
      );
    }
    let browserText: string | null | undefined;
    const text = () => (browserText ??= visibleTextOf(reference.text).text);
    const view: BrowserView = { response: reference, title: pageTitle(reference), markers: new Set(browserMarkers), text };
    const probed = new Set([browser.userAgent, ...agents.map((probe) => probe.userAgent)]);
    const verdicts = [...agents.map((probe) => judge(probe, view)), ...viewRefusals(page.agentViews, probed, view)];
    const findings = verdicts.map((v) => v.finding);
    // A sentence names the agents it speaks for (checks.md 2026-12c), never "every agent" for the ones this check sent.
    const tested = joinList(verdicts.map((v) => v.finding.subject ?? ''));
    const blocked = verdicts.filter((v) => v.verdict === 'refused' || v.verdict === 'challenged').length;
    if (blocked === verdicts.length) {
      findings.unshift(
        fail(
          'all-blocked',
          `${tested} ${verdicts.length === 1 ? 'is' : 'are'} refused or challenged while a browser gets the page.`,
          `browser: HTTP ${reference.status}`,
          null,
        ),
      );
      return outcome(0, findings);
    }
    const credit = verdicts.reduce((sum, v) => sum + CREDIT[v.verdict], 0);
    if (verdicts.every((v) => v.verdict === 'same'))
      findings.push(info('all-same', `${tested} ${verdicts.length === 1 ? 'gets' : 'get'} the same page as a browser.`, null, null));
    return outcome((100 * credit) / verdicts.length, findings);
  },
});

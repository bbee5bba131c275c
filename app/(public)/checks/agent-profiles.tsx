// The catalog page's account of the number (scorecard, its parts and what changed) and the agent profiles with the
// source of every value (checks.md, "Agent outcomes (2026-12)").
import { AGENT_PROFILES, CRAWLER_POLICY_CLASS, JAVASCRIPT_READ_FLOOR, SCORE_CAPS, SCORECARD_HISTORY, SCORECARD_VERSION, type Sourced } from '@/engine/index';

function value<T>(fact: Sourced<T>): string {
  if (fact.value === 'unknown') return 'unknown';
  if (typeof fact.value === 'boolean') return fact.value ? 'yes' : 'no';
  return typeof fact.value === 'number' ? fact.value.toLocaleString('en-US') : String(fact.value);
}

function Fact<T>({ name, fact }: { name: string; fact: Sourced<T> }) {
  return (
    <li>
      <span className="font-medium">{name}:</span> <code className="rounded bg-slate-100 px-1">{value(fact)}</code>{' '}
      <span className="text-slate-600">({fact.source})</span>
    </li>
  );
}

export function ScorecardSection() {
  const [current, ...earlier] = SCORECARD_HISTORY;
  return (
    <section aria-labelledby="scorecard" className="mt-10">
      <h2 id="scorecard" className="scroll-mt-4 text-2xl font-semibold">
        The score: gates, cost and coverage (scorecard {SCORECARD_VERSION})
      </h2>
      <p className="mt-3 text-slate-700">
        What decides whether an agent gets the answer is access; discovery and format files change what it costs. So half of the
        score is <strong>Agent access</strong>: the share of the agent profiles below that read the start page&apos;s main content (partial
        counts half). The other half is <strong>cost and coverage</strong>: the weighted mean of the other checks, each weighted by
        its evidence grade (A 6, B 4, C 2, 0 and N 1). <strong>Emerging standards</strong> add up to 5 points and never subtract.
        <strong> Caps</strong> come last, and only where they lower the score: {SCORE_CAPS['agents-refused'].limit} when {SCORE_CAPS['agents-refused'].reason.toLowerCase()}{' '}
        {SCORE_CAPS['javascript-only'].limit} when {SCORE_CAPS['javascript-only'].reason.toLowerCase()} Under that cap, a page the
        browsing profile reads scores at least {JAVASCRIPT_READ_FLOOR.score}: agents that run JavaScript get its answer. That is why a site with every
        file can score below a plain page every agent can read.
      </p>
      <h3 className="mt-4 font-semibold">What changed in {current!.version}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
        {current!.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      {earlier.map((entry) => (
        <p key={entry.version} className="mt-2 text-sm text-slate-600">
          Before, scorecard {entry.version}: {entry.changes.join(' ')}
        </p>
      ))}
    </section>
  );
}

export function AgentProfilesSection() {
  return (
    <section aria-labelledby="agent-profiles" className="mt-10">
      <h2 id="agent-profiles" className="scroll-mt-4 text-2xl font-semibold">
        Agent profiles
      </h2>
      <p className="mt-3 text-slate-700">
        The agents a report speaks for, each value with its source; a value no source gives is <code>unknown</code>. Each report
        shows what every profile receives for the start page, with one verdict: reads, partial or blocked. The same list is{' '}
        <code className="rounded bg-slate-100 px-1">agentgauge checks --agents</code>.
      </p>
      <div className="mt-4 space-y-4">
        {AGENT_PROFILES.map((profile) => (
          <article key={profile.id} id={`agent-${profile.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              {profile.name} <code className="text-sm text-slate-600">{profile.id}</code>
            </h3>
            <ul className="mt-2 space-y-1 text-sm">
              {profile.userAgents.map((variant, index) => (
                <li key={variant.userAgent}>
                  <span className="font-medium">User-Agent{index === 0 ? ' (sent)' : ' (also reported)'}:</span>{' '}
                  <code className="break-words rounded bg-slate-100 px-1">{variant.userAgent}</code>{' '}
                  <span className="text-slate-600">({variant.source})</span>
                </li>
              ))}
              <Fact name="Accept" fact={profile.accept} />
              <Fact name="Runs JavaScript" fact={profile.runsJavaScript} />
              <Fact name="Obeys robots.txt" fact={profile.obeysRobots} />
              <Fact name="Turns the page into" fact={profile.conversion} />
              <Fact name="Characters kept" fact={profile.charactersKept} />
              <Fact name="Follows a Markdown alternate link" fact={profile.followsMarkdownAlternate} />
              <Fact name="Follows a meta refresh" fact={profile.followsMetaRefresh} />
            </ul>
          </article>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {CRAWLER_POLICY_CLASS.name} ({CRAWLER_POLICY_CLASS.tokens.join(', ')}): {CRAWLER_POLICY_CLASS.meaning}
      </p>
    </section>
  );
}

import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  count,
  withSign
} from "./chunk-NKSWJSBL.mjs";
import {
  journeyGridLines,
  journeyMarkdownLines
} from "./chunk-RAGRN4CC.mjs";
import {
  renderJson
} from "./chunk-TEFVBBX6.mjs";
import {
  scoreColor,
  statusColor
} from "./chunk-QB2V7OOS.mjs";
import {
  CATEGORY_NOUNS
} from "./chunk-KEVJWYPO.mjs";
import {
  assertionSummary,
  shownOutcome
} from "./chunk-X7LJQZ2T.mjs";
import {
  capSentence,
  thousands
} from "./chunk-2NGWI5PL.mjs";

// bin/cli/formats/junit.ts
var NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
function escape(text) {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
function attributes(values) {
  return Object.entries(values).map(([name, value]) => ` ${name}="${escape(String(value))}"`).join("");
}
var seconds = (ms) => (ms / 1e3).toFixed(3);
function findingLines(row, outcome) {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  return (result?.findings ?? []).map(
    (finding) => [
      // Which view the finding comes from: raw (the HTML as fetched) or rendered (the page in a browser).
      `${finding.status} (${finding.view ?? "raw"} view): ${finding.message}`,
      finding.detail && `  evidence: ${finding.detail}`,
      finding.hint && `  fix: ${finding.hint}`
    ].filter(Boolean).join("\n")
  ).join("\n");
}
function testcase(row, outcome) {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  const head = `    <testcase${attributes({ classname: `agentgauge.${row.category}`, name: `${row.id}: ${row.name}`, time: seconds(result?.duration ?? 0) })}`;
  const message = row.headline?.message ?? `score ${row.countedScore}`;
  const details = escape(findingLines(row, outcome));
  if (!row.applicable) return `${head}>
      <skipped${attributes({ message: "not applicable to this site" })}/>
    </testcase>`;
  if (row.countedStatus === "error") {
    return `${head}>
      <error${attributes({ message: `could not measure: ${message}`, type: "error" })}>${details}</error>
    </testcase>`;
  }
  if (row.countedStatus === "fail" && !row.informational) {
    return `${head}>
      <failure${attributes({ message, type: "fail" })}>${details}</failure>
    </testcase>`;
  }
  if (row.countedStatus !== "pass") {
    const note = row.informational ? `informational (not counted): ${row.countedStatus} at ${row.countedScore}` : `warn: score ${row.countedScore}`;
    return `${head}>
      <system-out>${escape(note)}
${details}</system-out>
    </testcase>`;
  }
  return `${head}/>`;
}
function testsuite(outcome, index) {
  const { view, report } = outcome;
  const rows = view.categories.flatMap((category) => category.checks);
  const counts = {
    tests: rows.length,
    failures: rows.filter((row) => row.applicable && !row.informational && row.countedStatus === "fail").length,
    errors: rows.filter((row) => row.applicable && row.countedStatus === "error").length,
    skipped: rows.filter((row) => !row.applicable).length,
    time: report.duration
  };
  const properties = [
    ["score", report.overallScore],
    ["grade", report.grade.label],
    ["engine", report.engine],
    ...report.profile ? [["profile", report.profile]] : [],
    ...report.pageCount !== void 0 ? [["pages", report.pageCount]] : [],
    ...outcome.renderedViewMissing ? [["rendered-view", `not measured: ${outcome.renderedViewMissing}`]] : []
  ];
  const xml = [
    testsuiteOpen(report.url, index, counts, report.duration, report.timestamp),
    "    <properties>",
    ...properties.map(([name, value]) => `      <property${attributes({ name, value })}/>`),
    "    </properties>",
    ...rows.map((row) => testcase(row, outcome)),
    "  </testsuite>"
  ].join("\n");
  return { xml, counts };
}
function testsuiteOpen(name, id, counts, durationMs, timestamp) {
  const time = seconds(durationMs);
  return `  <testsuite${attributes({ name, id, tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time, timestamp: timestamp.replace(/(\.\d+)?Z$/, "") })}>`;
}
function assertionTestcase(result) {
  const head = `    <testcase${attributes({ classname: "agentgauge.assertions", name: result.assertion.source, time: seconds(0) })}`;
  const shown = shownOutcome(result);
  if (shown === "failed") return `${head}>
      <failure${attributes({ message: result.message, type: result.outcome })}/>
    </testcase>`;
  if (shown === "not-judged") return `${head}>
      <skipped${attributes({ message: result.message })}/>
    </testcase>`;
  return `${head}/>`;
}
function assertionsTestsuite(outcome, index) {
  const results = outcome.assertions;
  if (results.length === 0) return null;
  const counts = {
    tests: results.length,
    failures: results.filter((result) => shownOutcome(result) === "failed").length,
    errors: 0,
    skipped: results.filter((result) => shownOutcome(result) === "not-judged").length,
    time: 0
  };
  const name = `assertions: ${outcome.report.url}`;
  const xml = [
    testsuiteOpen(name, index, counts, 0, outcome.report.timestamp),
    ...results.map(assertionTestcase),
    "  </testsuite>"
  ].join("\n");
  return { xml, counts };
}
function renderJunit(outcomes) {
  const suites = outcomes.flatMap((outcome, index) => {
    const checks = testsuite(outcome, index);
    const assertions = assertionsTestsuite(outcome, outcomes.length + index);
    return assertions ? [checks, assertions] : [checks];
  });
  const total = (key) => suites.reduce((sum, suite) => sum + suite.counts[key], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: "agentgauge", tests: total("tests"), failures: total("failures"), errors: total("errors"), skipped: total("skipped"), time: seconds(total("time")) })}>`,
    ...suites.map((suite) => suite.xml),
    "</testsuites>",
    ""
  ].join("\n");
}

// lib/markdown/escape.ts
var INLINE = /[\\`*_[\]<&|~]/g;
var AUTOLINK_LITERAL = /(?<=\w):(?=\/\/)|(?<=\bwww)\.|@/gi;
var BLOCK_START = /^(?:[#>+=-]|\d+(?=[.)]))/;
function markdownText(text) {
  const line = text.replace(/\s+/g, " ").trim().replace(INLINE, "\\$&").replace(AUTOLINK_LITERAL, "\\$&");
  return line.replace(BLOCK_START, (start) => /^\d/.test(start) ? `${start}\\` : `\\${start}`);
}

// lib/editions/percentile.ts
function topShare(percentile) {
  return Math.max(1, 100 - percentile);
}

// lib/editions/wording.ts
function describeBenchmark(benchmark) {
  if (benchmark.percentile === null) return benchmark.note ?? `No percentile in edition ${benchmark.edition}.`;
  const noun = CATEGORY_NOUNS[benchmark.category];
  const overall = `Scores higher than ${benchmark.percentile}% of the ${count(benchmark.populationSize)} sites in edition ${benchmark.edition} of the index`;
  const category = benchmark.categoryPercentile === null ? "" : `; top ${topShare(benchmark.categoryPercentile)}% of its ${count(benchmark.categorySize)} ${benchmark.categorySize === 1 ? noun.singular : noun.plural}`;
  return `${overall}${category}.`;
}
function shortCheckShare(benchmark, checkId) {
  const share = benchmark.checks.find((check) => check.checkId === checkId);
  if (!share || share.passRate === null) return null;
  return `${Math.round(share.passRate * 100)}% of ${CATEGORY_NOUNS[benchmark.category].plural} pass this`;
}

// bin/cli/formats/markdown.ts
var MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", error: "\u2753", notApplicable: "\u2796" };
var ASSERTION_MARK = { met: MARK.pass, failed: MARK.fail, "not-judged": MARK.notApplicable };
var cell = markdownText;
function checkName(row) {
  return `${cell(row.name)} (\`${row.id}\`)`;
}
function hintOf(row) {
  const hint = cell(row.headline?.hint ?? row.headline?.message ?? "See the findings of this check.");
  return row.headline?.view === "rendered" ? `${hint} _(rendered view)_` : hint;
}
function summaryTable(view) {
  const categories = view.categories.map((category) => category.name);
  const scores = view.categories.map((category) => category.score === null ? "n/a" : String(category.score));
  return [
    `| Score | Grade | ${categories.join(" | ")} |`,
    `| --: | :-: | ${categories.map(() => "--:").join(" | ")} |`,
    `| **${view.score}** | **${view.grade.label}** | ${scores.join(" | ")} |`
  ];
}
function checksTable(title, rows, benchmark) {
  if (rows.length === 0) return [];
  return [
    "",
    `**${title} (${rows.length})**`,
    "",
    "| Check | Score | Top hint |",
    "| --- | --: | --- |",
    ...rows.map((row) => {
      const share = benchmark ? shortCheckShare(benchmark, row.id) : null;
      return `| ${MARK[row.countedStatus]} ${checkName(row)} | ${row.countedScore} | ${hintOf(row)}${share ? ` _(${share})_` : ""} |`;
    })
  ];
}
function assertionLines(results) {
  if (results.length === 0) return [];
  return [
    "",
    `**Assertions: ${assertionSummary(results)}**`,
    "",
    ...results.map((result) => {
      const mark = ASSERTION_MARK[shownOutcome(result)];
      const from = result.assertion.preset ? ` (preset ${result.assertion.preset})` : "";
      return `- ${mark} \`${result.assertion.source}\`${from}: ${cell(result.message)}`;
    })
  ];
}
function signed(value) {
  return value === null ? "\u2013" : withSign(value);
}
function baselineLines(baseline) {
  if (!baseline) return [];
  const changed = baseline.changes.filter((change) => change.change !== "unchanged");
  const lines = [
    "",
    `**Compared with the baseline** (${cell(baseline.baselineTimestamp)}): ${baseline.beforeScore} \u2192 ${baseline.afterScore} (${signed(baseline.scoreDelta)}); ${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => `> \u26A0\uFE0F ${cell(warning)}`)
  ];
  lines.push(
    ...baseline.journeys.lost.map((change) => `- \u274C journey lost: ${cell(change.journey)} / \`${change.profile}\`: ${cell(change.reason)}`),
    ...baseline.journeys.gained.map((change) => `- \u2705 journey gained: ${cell(change.journey)} / \`${change.profile}\``)
  );
  if (changed.length === 0) return [...lines, "", "No check changed."];
  return [
    ...lines,
    "",
    "| Check | Before | After | Change |",
    "| --- | --: | --: | --- |",
    ...changed.map((change) => {
      const score = (side) => side === null ? "\u2013" : side.applicable ? String(side.score) : "n/a";
      return `| \`${change.checkId}\` | ${score(change.before)} | ${score(change.after)} | ${change.change.replace(/_/g, " ")}${change.resolved ? " (resolved)" : ""} |`;
    })
  ];
}
function footer(view) {
  const rows = view.categories.flatMap((category) => category.checks);
  const notApplicable = rows.filter((row) => !row.applicable).length;
  const informational = rows.filter((row) => row.applicable && row.informational).length;
  const facts = [
    view.engine,
    view.profile && `profile ${view.profile}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? "" : "s"}`,
    `${(view.durationMs / 1e3).toFixed(1)} s`,
    `${rows.filter((row) => row.applicable && !row.informational && row.countedStatus === "pass").length} checks passed`,
    notApplicable > 0 && `${notApplicable} not applicable`,
    informational > 0 && `${informational} informational (not counted)`
  ].filter(Boolean);
  return `<sub>${facts.join(" \xB7 ")}</sub>`;
}
function agentLines(view) {
  const lines = [];
  if (view.scoring) {
    const { scoring } = view;
    const cap = capSentence(scoring);
    if (cap) lines.push("", `> \u26D4 ${cell(cap)}`);
    lines.push("", `Scorecard ${scoring.scorecard}: agent access ${scoring.access ?? "not measured"} (half of the score), cost and coverage ${scoring.costCoverage ?? "none counted"} (the other half), bonus +${scoring.bonus}.`);
  }
  if (view.agents.length === 0) return lines;
  return [
    ...lines,
    "",
    "**As agents see it** (the start page)",
    "",
    "| Agent | Verdict | Why |",
    "| --- | --- | --- |",
    ...view.agents.map((agent) => `| \`${agent.profile}\` | ${agent.verdict ?? "not measured"} | ${cell(agent.reason)} |`)
  ];
}
function outcomeMarkdown({ report, view, assertions, baseline, renderedViewMissing, benchmark }) {
  const scored = view.categories.flatMap((category) => category.checks).filter((row) => row.applicable && !row.informational);
  const counted = (status) => scored.filter((row) => row.countedStatus === status);
  return [
    `### Agent Gauge: ${view.score}/100 (${view.grade.label}) for ${cell(view.url)}`,
    "",
    // Each number with its scope where a site audit measured more than the start page (checks.md 2026-12c).
    ...view.scopeLabel ? [view.scopeLabel, ""] : [],
    // What stops agents opens the summary (engine/blocker.ts), as it opens the text report and the dashboard.
    ...view.blocker ? [`**What stops agents:** ${cell(view.blocker)}`, ""] : [],
    ...renderedViewMissing ? [`> **Rendered view:** ${renderedViewMissing}`, ""] : [],
    ...summaryTable(view),
    ...benchmark ? ["", `**In the index:** ${cell(describeBenchmark(benchmark))}`] : [],
    ...agentLines(view),
    ...journeyMarkdownLines(report.journeys ?? [], cell),
    ...checksTable("Failed checks", counted("fail"), benchmark),
    ...checksTable("Warned checks", counted("warn"), benchmark),
    ...checksTable("Could not measure", counted("error"), benchmark),
    ...assertionLines(assertions),
    ...baselineLines(baseline),
    "",
    footer(view)
  ].join("\n");
}
function renderMarkdown(outcomes) {
  return `${outcomes.map(outcomeMarkdown).join("\n\n")}
`;
}

// lib/fixes/guides.ts
var CHECK_GUIDES = {
  "robots-txt": {
    headline: "Serve a valid /robots.txt as text/plain with at least one user-agent group.",
    passes: "GET /robots.txt answers 200 with Content-Type text/plain, at least one User-agent group, every line parses, at most 500 KiB.",
    steps: [
      "Create the file robots.txt at the web root so that `{origin}/robots.txt` answers 200.",
      "Serve it with `Content-Type: text/plain; charset=utf-8` (never an HTML page or a soft 404).",
      "Start with a `User-agent: *` group and put every `Allow` or `Disallow` rule after a `User-agent` line.",
      "Add `Sitemap: {origin}/sitemap.xml` with the absolute URL of your sitemap.",
      "Keep every line a record (`key: value`) or a comment; remove stray text."
    ],
    specs: ["RFC 9309 (Robots Exclusion Protocol)"]
  },
  sitemap: {
    headline: "Publish an XML sitemap and reference it from robots.txt.",
    passes: "A valid urlset or sitemapindex in the sitemaps.org namespace, absolute same-host URLs, W3C lastmod on most entries, referenced from robots.txt.",
    steps: [
      'Serve `{origin}/sitemap.xml` as `application/xml` with a `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`.',
      "List each public page as an absolute URL on this host in `<loc>`, with `<lastmod>` in W3C datetime (e.g. `2026-11-21`).",
      "Stay within 50,000 URLs and 50 MB per file (use a sitemap index beyond that); never include a `<!DOCTYPE>`.",
      "Add `Sitemap: {origin}/sitemap.xml` to robots.txt."
    ],
    specs: ["sitemaps.org protocol 0.9"]
  },
  "link-headers": {
    headline: "Send agent-relevant Link headers on the start page.",
    passes: 'The start page response carries at least one RFC 8288 Link header with an agent-relevant relation (api-catalog, ai-catalog, ard, service-desc, service-doc, service-meta, describedby, alternate type="text/markdown", or license type="application/rsl+xml") whose target answers 2xx.',
    steps: [
      'Add an HTTP response header on the start page, e.g. `Link: </llms.txt>; rel="describedby"; type="text/plain"`.',
      'If you have an API catalog or OpenAPI description, add `Link: </.well-known/api-catalog>; rel="api-catalog"` and `</openapi.json>; rel="service-desc"`.',
      "Make sure every linked target answers 2xx; an HTML `<link>` element alone does not count."
    ],
    specs: ["RFC 8288 (Web Linking)", "RFC 9727 (api-catalog)"]
  },
  "llms-txt": {
    headline: "Publish /llms.txt: an H1, a blockquote summary and sections of links to your key pages.",
    passes: "/llms.txt answers 200 as text/plain or text/markdown, starts with an H1, has a blockquote summary and at least one H2 section of markdown links, stays under 50,000 characters, and at least 90% of sampled links answer 2xx.",
    steps: [
      "Create `{origin}/llms.txt` (at the root, not only under `/docs` or `/.well-known`).",
      "Start with `# <site name>`, then a `> one-paragraph summary` blockquote.",
      "Add `## ` sections with markdown link lists: `- [Page title](absolute URL): what it covers`.",
      "Serve it as `text/plain` or `text/markdown`; keep it under 50,000 characters; check every link answers 200."
    ],
    specs: ["llmstxt.org"],
    onPlatform: {
      squarespace: [
        "On Squarespace, files cannot be uploaded at the root: upload llms.txt as a file (it is served under `/s/llms.txt`) and add the URL mapping `/llms.txt -> /s/llms.txt 301`. A page at `/llms` reached by a mapping is served as HTML, which agents (and this check) read as no llms.txt."
      ],
      "yoast-seo": [
        "With Yoast SEO, the llms.txt feature writes `/llms.txt` weekly from your latest posts and most-used categories (developer.yoast.com/features/llms-txt): turn it on, or off and publish your own file, whose links you choose."
      ]
    }
  },
  "llms-full-txt": {
    headline: "Publish /llms-full.txt with the full text of your documentation.",
    passes: "/llms-full.txt answers 200 as text, not HTML, with an H1 and at least two further headings, 500 to 5,000,000 characters.",
    steps: [
      "Concatenate your documentation as markdown into `{origin}/llms-full.txt`.",
      "Start with an H1 and keep each page under its own heading.",
      "Serve it as `text/plain` or `text/markdown`; keep it between 500 and 5,000,000 characters."
    ],
    specs: ["llmstxt.org"]
  },
  "api-catalog": {
    headline: "Publish /.well-known/api-catalog as an RFC 9727 linkset.",
    passes: 'At least one catalog is valid and nothing published is wrong: an RFC 9727 linkset (application/linkset+json, relations as arrays of {href} objects with an item or service-desc, HEAD answering Link rel="api-catalog") or an AI catalog at both well-known paths; any DNS-AID records usable and DNSSEC-signed.',
    steps: [
      "Serve `{origin}/.well-known/api-catalog` with `Content-Type: application/linkset+json`.",
      'Body: `{"linkset": [{"anchor": "{origin}/", "service-desc": [{"href": "<your OpenAPI URL>"}], "service-doc": [{"href": "<your docs URL>"}]}]}`.',
      'Answer `HEAD` on the same path with `Link: </.well-known/api-catalog>; rel="api-catalog"`.',
      "Make sure every service-desc target answers 2xx.",
      'If you publish an AI catalog (ARD), serve the same document at `{origin}/.well-known/ai-catalog.json` and `{origin}/.well-known/ard.json` as `application/ai-catalog+json`, with `"specVersion": "1.0"`, `urn:air:<your host>:\u2026` identifiers, exactly one of `url`/`data` per entry and 2\u20135 `representativeQueries` on each entry; make every entry url answer. Once a scan has seen your API description, MCP server, A2A agent or agent skills answer, the generated `ai-catalog` file lists them in their own words.',
      "If an entry or the host carries a `trustManifest` with a `signature`: remove `signature`, canonicalise the manifest with RFC 8785 (JCS), sign those bytes as a detached compact JWS (`ES256`, `EdDSA` or `RS256`; never `none` or `HS256`) and store it in `signature`; make the manifest's `identity` resolve to the key, as `did:web:<your host>` (its `/.well-known/did.json` listing the key in `verificationMethod` as `publicKeyJwk`) or the https URL of a JWK Set holding it under the JWS `kid`, served from your own domain.",
      "If you publish DNS-AID records (`_mcp`/`_a2a`/`_index._agents.<host>`), make them ServiceMode SVCB or HTTPS records with `alpn` and a target host without `_`, name your catalog in the well-known key (`key65409`), and sign the zone with DNSSEC."
    ],
    specs: ["RFC 9727 (api-catalog)", "RFC 9264 (Linkset)", "ARD 0.91 (ards-project/ard-spec) and the AI Catalog core (Trust Manifest Signatures, Key Resolution)", "RFC 7515 (JWS) and RFC 8785 (JCS)", "draft-mozleywilliams-dnsop-dnsaid-02 (DNS-AID)", "RFC 9460 (SVCB and HTTPS)"]
  },
  "ai-crawler-rules": {
    headline: "Name AI crawlers explicitly in robots.txt and let search and user-triggered agents fetch your pages.",
    passes: "At least one robots.txt group names an AI token explicitly, and every search and user-triggered token (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Amazonbot, ChatGPT-User, Claude-User, Perplexity-User, Meta-ExternalFetcher, and ModelContextProtocol, the MCP fetch server) may fetch /.",
    steps: [
      "Add explicit groups to robots.txt for the search and user-triggered agents, e.g. `User-agent: OAI-SearchBot`, `User-agent: ChatGPT-User`, `User-agent: Claude-User`, `User-agent: PerplexityBot` followed by `Allow: /`.",
      "Decide separately about training crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot \u2026): allowing or blocking them is your choice and is not scored.",
      "Remember a named group replaces the `*` group for that agent: repeat any `Disallow` lines you still want."
    ],
    specs: ["RFC 9309", "Crawler documentation of OpenAI, Anthropic, Perplexity"]
  },
  "content-signals": {
    headline: "State your content preferences with a Content-Signal line in robots.txt.",
    passes: 'A valid Content-Signal line inside a robots.txt group, or a valid RSL 1.0 license for "/" that applies to every agent, states all three uses: search, ai-input and ai-train; no preference contradicts another.',
    steps: [
      "Inside the `User-agent: *` group of robots.txt add a line such as `Content-Signal: search=yes, ai-input=yes, ai-train=no`.",
      "Use exactly the keys `search`, `ai-input` and `ai-train` with values `yes` or `no`.",
      'If you declare an RSL license (robots.txt `License: {origin}/license.xml`, or a `Link` with `rel="license" type="application/rsl+xml"`), serve it as `application/rsl+xml` without a DOCTYPE, with `<rsl xmlns="https://rslstandard.org/rsl"><content url="/"><license>` and `<permits>`/`<prohibits type="usage">` naming `search`, `ai-input` and `ai-train` with the 1.0 tokens, and make it agree with your `Content-Signal` line.'
    ],
    specs: ["contentsignals.org", "RSL 1.0 (rslstandard.org, 2025-11-06)", "draft-ietf-aipref-attach"]
  },
  "agent-access": {
    headline: "Serve AI agents the same page a browser gets.",
    passes: "Requests with ChatGPT-User, Claude-User, PerplexityBot and GPTBot User-Agents get the same status class and substantially the same page (title, size within half) as a browser.",
    steps: [
      "Check your CDN, WAF and bot-management rules for blocks or challenges on AI user agents.",
      "Allow at least the user-triggered agents (ChatGPT-User, Claude-User, Perplexity-User) that act for a person.",
      "Do not serve challenge interstitials, 401/403/429/503 or a stripped-down page to these agents."
    ],
    specs: ["Bot documentation of OpenAI, Anthropic, Perplexity"]
  },
  "web-bot-auth": {
    headline: "If your own bots fetch other sites, publish their signing keys.",
    passes: "/.well-known/http-message-signatures-directory answers application/http-message-signatures-directory+json with a JWKS holding at least one usable key.",
    steps: [
      "Only needed when your service sends bots: generate an Ed25519 key pair for signing requests.",
      "Serve the public key as a JWKS at `{origin}/.well-known/http-message-signatures-directory` with `Content-Type: application/http-message-signatures-directory+json`."
    ],
    specs: ["IETF draft: HTTP Message Signatures Directory (Web Bot Auth)", "RFC 9421"]
  },
  "markdown-negotiation": {
    headline: "Answer Accept: text/markdown with a markdown version of each page.",
    passes: "A request with Accept: text/markdown gets Content-Type text/markdown and a markdown body, the response has Vary: Accept, and a browser Accept still gets HTML.",
    steps: [
      "In your server or CDN, when the `Accept` header prefers `text/markdown`, render the page as markdown and answer `Content-Type: text/markdown; charset=utf-8`.",
      "Add `Vary: Accept` to both the HTML and the markdown responses so caches keep them apart.",
      "Keep serving HTML to browsers (`Accept: text/html`)."
    ],
    specs: ["RFC 9110 \xA712 (content negotiation)", "RFC 9111 \xA74.1 (Vary and cache keys)"],
    costs: [
      "`Vary: Accept` splits a shared cache by every distinct Accept header that browsers, bots and agents send, so the HTML hit rate falls unless the CDN first normalises Accept to two values (text/markdown or not) and keys on that (RFC 9111 \xA74.1).",
      "Cloudflare keys a cached response on the headers `Vary` names only where a Cache Rule's Vary setting lists them; without one a `Vary: Accept` page is not cached per Accept (developers.cloudflare.com/cache/concepts/vary/).",
      "Next.js writes its own `Vary` (RSC, Next-Router-State-Tree, Next-Router-Prefetch) on app-router pages and has overwritten an application's `Vary` on prerendered pages (vercel/next.js issues #85852 and #85999): check the header on the deployed page, not in the configuration.",
      "Negotiation needs no paid CDN feature: an origin middleware or plugin can answer `Accept: text/markdown` (Cloudflare's Markdown for Agents, which converts at the edge, is for Pro plans and above). Converting costs CPU on each cache miss: cache the Markdown variant like the HTML one."
    ],
    onPlatform: {
      cloudflare: [
        "On Cloudflare, Markdown for Agents (Pro plans and above) converts pages at the edge for requests that prefer text/markdown and answers with `Vary: accept`. On the Free plan, convert at the origin and add a Cache Rule whose Vary setting lists `Accept` (developers.cloudflare.com/cache/concepts/vary/), so browsers and agents never get each other's cached answer."
      ],
      fastly: [
        'On Fastly, normalise Accept in `vcl_recv` before the cache lookup, e.g. `set req.http.Accept = if(req.http.Accept ~ "text/markdown", "text/markdown", "text/html");`, so `Vary: Accept` keeps two variants per URL instead of one per browser.'
      ],
      vercel: [
        "On Vercel, do not rely on the edge cache keying on `Vary: Accept` (vercel/vercel discussion #7612): rewrite requests whose Accept prefers text/markdown in middleware to a path of their own (`<path>.md`), so the Markdown has its own cache key, and keep `Vary: Accept` on both answers."
      ],
      nextjs: [
        "With Next.js, serve the Markdown from a route handler at `<path>.md` and rewrite `Accept: text/markdown` requests to it in middleware, instead of relying on a `Vary` set in `next.config.js` `headers()`, which prerendered pages have overwritten (vercel/next.js #85999); then check `Vary` on the deployed HTML."
      ],
      wordpress: [
        "On WordPress, a plugin can answer `Accept: text/markdown` at the origin without a paid CDN feature (Botkibble, Slim SEO Pro's Markdown for AI); make sure your page cache varies on Accept or bypasses Markdown requests, or it will serve one to the other."
      ]
    }
  },
  "server-rendered-content": {
    headline: "Render the page content on the server, not only in JavaScript.",
    passes: "The raw HTML (scripts, styles and noscript removed) has at least 500 characters of visible text in real headings and paragraphs.",
    steps: [
      "Enable server-side rendering or static generation for the page (e.g. Next.js SSR/SSG, Nuxt SSR, Astro).",
      "Make sure the main text, headings and links are in the HTML response, not injected after load.",
      "Avoid meta-refresh or script-only redirects on content pages."
    ],
    specs: ["HTML Living Standard"]
  },
  "structured-data": {
    headline: "Add schema.org JSON-LD: Organization or WebSite with name and url on the start page.",
    passes: "Every application/ld+json block parses, uses schema.org, and the start page declares Organization or WebSite with name and url (other pages: their main entity).",
    steps: [
      'Add `<script type="application/ld+json">` to the start page with `{"@context": "https://schema.org", "@type": "WebSite", "name": "\u2026", "url": "{origin}/"}` (and an Organization).',
      "On other pages describe their main entity (Article, Product, \u2026).",
      "Validate each block as JSON; fix every parse error."
    ],
    specs: ["schema.org", "JSON-LD 1.1"]
  },
  "page-metadata": {
    headline: "Complete the page metadata: title, description, lang, canonical, Open Graph and charset.",
    passes: "A <title> of 10\u201370 characters, a meta description of 50\u2013160, <html lang>, an absolute same-host canonical answering 2xx, og:title, og:description and a declared charset.",
    steps: [
      'Give each page a unique `<title>` of 10\u201370 characters and `<meta name="description">` of 50\u2013160 characters.',
      'Declare `<html lang="en">` (your language) and `<meta charset="utf-8">` first in `<head>`.',
      'Add `<link rel="canonical" href="absolute URL of the page">` on this host, answering 200.',
      'Add `<meta property="og:title">` and `<meta property="og:description">`.'
    ],
    specs: ["HTML Living Standard", "Open Graph protocol"]
  },
  "semantic-structure": {
    headline: "Give the page a semantic structure agents can navigate.",
    passes: "One h1, no skipped heading levels, main and nav landmarks, alt on at least 90% of images, discernible text on at least 95% of links and buttons, labels on form controls, no clickable div/span without a role.",
    steps: [
      "Use exactly one `<h1>` and nest headings without skipping levels.",
      "Wrap the main content in `<main>` and navigation in `<nav>`.",
      "Give images `alt` text, links and buttons visible text or `aria-label`, and form controls a `<label>`.",
      "Replace clickable `<div>` and `<span>` elements with `<button>` or `<a>`."
    ],
    specs: ["WAI-ARIA 1.2", "WCAG 2.2"]
  },
  "content-efficiency": {
    headline: "Make pages cheaper for agents to read: less markup, main content early, or a markdown twin.",
    passes: "Visible text is at least 10% of the HTML or a markdown twin exists, HTML under 500 KB, and the main content starts in the first 10% of the document.",
    steps: [
      "Offer a markdown twin (`Accept: text/markdown` or a `.md` URL) for content pages.",
      "Move inline scripts, styles and large JSON blobs out of the HTML.",
      "Put `<main>` early in the document, before long navigation or inline assets."
    ],
    specs: ["llmstxt.org (.md twins)"]
  },
  "http-semantics": {
    headline: "Serve HTTPS with HSTS, redirect http:// to https:// and answer 404 for unknown paths.",
    passes: "HTTPS on the origin, http:// redirects to https://, an unknown path answers 404 (not a soft 200), at most 2 redirects from the given URL, Strict-Transport-Security on HTTPS.",
    steps: [
      "Serve the site over HTTPS with a valid certificate.",
      "Redirect every http:// request to the same https:// URL with 301 or 308, in one hop.",
      "Send `Strict-Transport-Security: max-age=31536000; includeSubDomains` on HTTPS responses.",
      'Answer 404 for paths that do not exist (not 200 with a "not found" page).'
    ],
    specs: ["RFC 9110", "RFC 6797 (HSTS)"]
  },
  openapi: {
    headline: "Publish an OpenAPI 3.x description and advertise it.",
    passes: 'An OpenAPI 3.x document that validates, has at least one path, operations with operationId and summary or description, advertised from the API catalog or a Link rel="service-desc".',
    steps: [
      "Serve your API description at `{origin}/.well-known/openapi.json` (or `/openapi.json`).",
      "Use OpenAPI 3.x (convert Swagger 2.0), fix validation errors, give every operation an operationId and a summary.",
      'Advertise it: a `service-desc` entry in `/.well-known/api-catalog` and a `Link: <\u2026>; rel="service-desc"` header.'
    ],
    specs: ["OpenAPI Specification 3.1", "RFC 9727"]
  },
  "mcp-server": {
    headline: "Publish an MCP server card and a live Streamable HTTP endpoint.",
    passes: "A valid server card (the current server-card $schema, name in namespace/name form) at a current location and a live endpoint that answers server/discover (2026-07-28) or initialize (2025 revisions) and lists at least one tool (or answers 401 pointing at valid protected-resource metadata from which a client walks the OAuth chain to a token).",
    steps: [
      "Serve a server card at `{origin}/mcp/server-card` (`<endpoint>/server-card`) as `application/mcp-server-card+json`, and list it in `/.well-known/ai-catalog.json` (`specVersion`, `host`, entries with `identifier`, `displayName`, type `application/mcp-server-card+json` and `url`).",
      'Include `"$schema": "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"`, `name` (e.g. `com.example/weather`), `description`, `version` and `remotes[]` with type `streamable-http` and the URL of your endpoint (e.g. `{origin}/mcp`).',
      "Make the endpoint answer MCP `server/discover` (2026-07-28; keep answering `initialize` for 2025-era clients) and `tools/list` with at least one tool.",
      'If the endpoint needs authorization, answer 401 with `WWW-Authenticate: Bearer resource_metadata="<its RFC 9728 metadata URL>"`, and make the chain work: the metadata lists authorization servers whose RFC 8414 metadata advertises PKCE `S256`, whose `jwks_uri` is a JWK Set, whose authorization endpoint answers an unknown client with a page or an RFC 6749 error, and whose token endpoint answers an invalid code with RFC 6749 \xA75.2 JSON.'
    ],
    specs: ["Model Context Protocol 2026-07-28 (Streamable HTTP transport, versioning)", "MCP server card (experimental-ext-server-card)", "AI Catalog (ARD draft)", "UCP business profile (/.well-known/ucp, services with an mcp transport)"],
    onPlatform: {
      shopify: [
        "On Shopify, the storefront already serves an MCP endpoint (`{origin}/api/mcp`) and lists it in `/.well-known/ucp`: agents that read UCP find it. For clients that read server cards, publish a card whose `remotes[]` names that endpoint (shopify.dev/docs/apps/build/storefront-mcp)."
      ],
      wix: [
        "On Wix, every site serves an MCP endpoint at `{origin}/_api/mcp` (dev.wix.com: About the Wix Site MCP): publish a server card whose `remotes[]` names it, so clients that read cards find it too."
      ]
    }
  },
  "a2a-agent-card": {
    headline: "Publish an A2A agent card at /.well-known/agent-card.json.",
    passes: "An A2A 1.0 card with name, description, version, supportedInterfaces[] (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills[] (id, name, description, tags).",
    steps: [
      "Serve `{origin}/.well-known/agent-card.json` as `application/json` (not only the legacy `/.well-known/agent.json`).",
      "Fill every A2A 1.0 required field; describe each skill with id, name, description and tags."
    ],
    specs: ["A2A Protocol 1.0 (Agent Card)"]
  },
  "agent-skills": {
    headline: "Publish an Agent Skills index at /.well-known/agent-skills/index.json.",
    passes: "An index with $schema and non-empty skills, valid names ([a-z0-9-], 1\u201364), type skill-md or archive, URLs that answer and sha256 digests that match.",
    steps: [
      "Write each skill as a `SKILL.md` and serve it (e.g. `{origin}/.well-known/agent-skills/<name>/SKILL.md`).",
      "Serve `{origin}/.well-known/agent-skills/index.json` listing each skill with `name`, type `skill-md`, `url` and the `sha256` of the file.",
      "Recompute the digests whenever a skill file changes.",
      'In the discovery RFC\'s files shape (`"version": "0.2.0"`, skills with `files[{path, digest}]`), list `SKILL.md` among the files and set each skill\'s `digest` to the SHA-256 over its files\' `{path}\\0{hex}\\n` lines sorted by path.'
    ],
    specs: ["Agent Skills Discovery 0.2.0 (cloudflare/agent-skills-discovery-rfc)"]
  },
  "oauth-discovery": {
    headline: "Publish OAuth authorization server metadata with PKCE S256.",
    passes: "JSON at /.well-known/oauth-authorization-server or /.well-known/openid-configuration whose issuer matches, with authorization_endpoint, token_endpoint, response_types_supported and code_challenge_methods_supported including S256.",
    steps: [
      "Serve `{origin}/.well-known/oauth-authorization-server` (RFC 8414) as `application/json`.",
      "Set `issuer` to exactly the issuer URL the document is served for; list `authorization_endpoint`, `token_endpoint` and `response_types_supported`.",
      'Add `"code_challenge_methods_supported": ["S256"]`.',
      "If you publish auth.md, serve `{origin}/auth.md` as `text/markdown` with an H1, and put `agent_auth` (an absolute `identity_endpoint`, `identity_types_supported` and a skill URL pointing at that auth.md) in the authorization server's RFC 8414 metadata, not in the protected-resource metadata."
    ],
    specs: ["RFC 8414", "OpenID Connect Discovery 1.0", "RFC 7636 (PKCE)", "auth.md (workos/auth.md)"]
  },
  "oauth-protected-resource": {
    headline: "Publish OAuth protected resource metadata.",
    passes: "/.well-known/oauth-protected-resource whose resource equals the origin, with at least one authorization_servers entry with valid metadata, every listed server leading a client to a token (its jwks_uri, authorization and token endpoints answer as OAuth says, PKCE S256 advertised), and scopes_supported.",
    steps: [
      "Serve `{origin}/.well-known/oauth-protected-resource` as `application/json`.",
      "Set `resource` to `{origin}`, list `authorization_servers` and `scopes_supported`.",
      "Point `WWW-Authenticate` `resource_metadata` on 401 answers at this document.",
      "List only authorization servers that work: the `oauth-discovery` findings name each broken endpoint of the server it judged."
    ],
    specs: ["RFC 9728"]
  },
  webmcp: {
    headline: "Describe forms as WebMCP tools (toolname, tooldescription).",
    passes: "At least one form in the static HTML carries toolname and tooldescription, with described parameters.",
    steps: [
      'On forms agents should use, add `toolname="\u2026"` and `tooldescription="\u2026"` attributes.',
      "Describe each input (a `<label>` or `toolparamdescription`)."
    ],
    specs: ["WebMCP (W3C Web Machine Learning CG draft)"]
  },
  "product-data": {
    headline: "Add complete Product JSON-LD to product pages.",
    passes: "Product JSON-LD with name, image and offers carrying a numeric price, an ISO 4217 priceCurrency and a schema.org availability.",
    steps: [
      'On each product page add `<script type="application/ld+json">` with `"@type": "Product"`, `name` and `image`.',
      'Add `"offers": {"@type": "Offer", "price": "9.99", "priceCurrency": "EUR", "availability": "https://schema.org/InStock"}` (numeric price, no currency symbol).'
    ],
    specs: ["schema.org Product and Offer"]
  },
  "commerce-protocols": {
    headline: "Expose an agentic commerce protocol (UCP, ACP, x402, MPP or AP2).",
    passes: "At least one protocol discovered and valid for its specification.",
    steps: [
      "Choose a protocol your payment provider supports: UCP (`/.well-known/ucp`), ACP (`/.well-known/acp.json`), x402 or MPP (402 answers), or AP2 (an A2A card extension).",
      "Publish its discovery document or answer paid resources with a valid 402 challenge."
    ],
    specs: ["UCP", "ACP", "x402", "MPP", "AP2"]
  }
};

// bin/cli/formats/sarif.ts
var SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var INFORMATION_URI = "https://www.npmjs.com/package/@agentgauge/cli";
function ruleOf(entry, fallbackHint) {
  const guide = CHECK_GUIDES[entry.id];
  const fix = guide?.headline ?? fallbackHint ?? entry.description;
  const text = guide ? `${fix} What passes: ${guide.passes}` : fix;
  const markdown = guide ? [`**${fix}**`, "", `What passes: ${guide.passes}`, "", ...guide.steps.map((step, index) => `${index + 1}. ${step.replaceAll("{origin}", "https://your-site")}`), "", `Specifications: ${guide.specs.join("; ")}`].join("\n") : fix;
  return {
    id: entry.id,
    name: entry.name,
    shortDescription: { text: entry.name },
    fullDescription: { text: entry.description },
    help: { text, markdown },
    defaultConfiguration: { level: entry.informational ? "note" : "error" },
    properties: { category: entry.category, scope: entry.scope, weight: entry.weight, informational: entry.informational, tags: ["agent-readiness", entry.category.toLowerCase()] }
  };
}
function levelOf(finding, row) {
  if (row.informational) return "note";
  return finding.status === "fail" ? "error" : "warning";
}
function messageOf(finding) {
  const parts = [finding.view === "rendered" ? `${finding.message} (rendered view)` : finding.message];
  if (finding.detail) parts.push(`Evidence: ${finding.detail}`);
  if (finding.hint) parts.push(`Fix: ${finding.hint}`);
  return parts.join(" ");
}
function fingerprint(ruleId, finding, uri) {
  return process.getBuiltinModule("node:crypto").createHash("sha256").update(`${ruleId}\0${finding.code ?? finding.message}\0${uri}`).digest("hex").slice(0, 32);
}
function locatedFindings(outcome, row) {
  const { report } = outcome;
  const result = report.results.find((candidate) => candidate.id === row.id);
  const pages = row.scope === "page" ? report.pages ?? [] : [];
  const onPages = pages.flatMap((page) => {
    const onPage = page.results.find((candidate) => candidate.id === row.id);
    return onPage && onPage.applicable !== false ? onPage.findings.map((finding) => ({ uri: page.url, finding })) : [];
  });
  if (onPages.length > 0) return onPages;
  return (result?.findings ?? []).map((finding) => ({ uri: report.url, finding }));
}
function renderSarif(outcomes, context) {
  const rows = outcomes.flatMap((outcome) => outcome.view.categories.flatMap((category) => category.checks.map((row) => ({ outcome, row }))));
  const ruleIds = [...new Set(rows.map(({ row }) => row.id))];
  const catalogOrder = (id) => {
    const index = context.catalog.findIndex((entry) => entry.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  ruleIds.sort((a, b) => catalogOrder(a) - catalogOrder(b));
  const rules = ruleIds.map((id) => {
    const { row } = rows.find((candidate) => candidate.row.id === id);
    const entry = context.catalog.find((candidate) => candidate.id === id);
    const known = entry ?? { ...row, category: row.category, description: row.name };
    return ruleOf(known, row.headline?.hint ?? null);
  });
  const results = [];
  const notifications = [];
  for (const { outcome, row } of rows) {
    if (!row.applicable) continue;
    const ruleIndex = ruleIds.indexOf(row.id);
    if (row.status === "error") {
      notifications.push({
        level: "error",
        message: { text: `${row.id} could not measure ${outcome.report.url}: ${row.headline?.message ?? "no finding"}` },
        associatedRule: { id: row.id, index: ruleIndex }
      });
      continue;
    }
    for (const { uri, finding } of locatedFindings(outcome, row)) {
      if (finding.status !== "warn" && finding.status !== "fail") continue;
      results.push({
        ruleId: row.id,
        ruleIndex,
        level: levelOf(finding, row),
        message: { text: messageOf(finding) },
        locations: [{ physicalLocation: { artifactLocation: { uri } } }],
        partialFingerprints: { "agentgauge/v1": fingerprint(row.id, finding, uri) },
        properties: {
          ...finding.code ? { code: finding.code } : {},
          status: finding.status,
          // raw: from the HTML as fetched; rendered: from the page after its scripts ran in a browser (--browser).
          view: finding.view ?? "raw",
          checkScore: row.countedScore,
          auditedUrl: outcome.report.url
        }
      });
    }
  }
  for (const { report, renderedViewMissing } of outcomes) {
    if (renderedViewMissing) {
      notifications.push({ level: "warning", message: { text: `${report.url}: ${renderedViewMissing}` }, descriptor: { id: "rendered-view/not-measured" }, properties: {} });
    }
  }
  const associatedCheck = (result) => result.assertion.target.kind === "check" ? result.assertion.target.checkId : result.assertion.target.kind === "agent" ? "agent-access" : null;
  for (const { report, assertions } of outcomes) {
    for (const result of assertions) {
      if (result.outcome === "met") continue;
      notifications.push({
        level: result.failsRun ? "error" : "note",
        message: { text: `assertion ${result.assertion.source} ${result.outcome === "failed" ? "failed" : "not judged"} for ${report.url}: ${result.message}` },
        descriptor: { id: `assertion/${result.outcome}` },
        ...associatedCheck(result) !== null && ruleIds.includes(associatedCheck(result)) ? { associatedRule: { id: associatedCheck(result), index: ruleIds.indexOf(associatedCheck(result)) } } : {},
        properties: {
          assertion: result.assertion.source,
          outcome: result.outcome,
          ...result.assertion.target.kind === "agent" ? { agent: result.assertion.target.profile, measured: result.actual } : {},
          ...result.assertion.preset ? { preset: result.assertion.preset } : {}
        }
      });
    }
  }
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "agentgauge", version: context.version, semanticVersion: context.version, informationUri: INFORMATION_URI, rules } },
        automationDetails: { id: "agentgauge/" },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        results,
        properties: {
          audits: outcomes.map(({ report }) => ({ url: report.url, score: report.overallScore, grade: report.grade.label, engine: report.engine }))
        }
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}

// bin/cli/render-report.ts
var SYMBOLS = { pass: "\u2713", warn: "!", fail: "\u2717", error: "?", notApplicable: "\u2013" };
var FIXES_SHOWN = 5;
var INDENT = "         ";
function checkLine(row, style, benchmark) {
  const tags = [];
  let symbol;
  let score;
  if (!row.applicable) {
    symbol = style.dim(SYMBOLS.notApplicable);
    score = style.dim("n/a");
    tags.push(`not applicable to this site (measured ${row.score})`);
  } else {
    const color = statusColor(style, row.countedStatus);
    symbol = color(SYMBOLS[row.countedStatus]);
    score = color(String(row.countedScore).padStart(3));
    if (row.status === "error") tags.push("could not measure");
    if (row.pageNote) tags.push(row.pageNote);
  }
  if (row.informational) tags.push("informational");
  if (!row.applicable || row.informational) tags.push("not counted");
  else if (benchmark) {
    const share = shortCheckShare(benchmark, row.id);
    if (share) tags.push(share);
  }
  const title = `${row.name} ${style.dim(`(${row.id})`)}${tags.length > 0 ? style.dim(` \xB7 ${tags.join(" \xB7 ")}`) : ""}`;
  const lines = [`  ${symbol} ${score}  ${title}`];
  if (row.headline) {
    const view = row.headline.view === "rendered" ? style.dim(" [rendered view]") : "";
    lines.push(`${INDENT}${row.headline.message}${view}${row.headlinePage ? style.dim(` (${row.headlinePage})`) : ""}`);
  }
  return lines;
}
function profileLine(view) {
  if (!view.profile) return null;
  const detected = view.resolvedProfiles.map((entry) => entry.profile).filter((profile) => profile !== "base");
  if (view.profile !== "auto") return view.profile;
  return `auto \u2192 ${detected.length > 0 ? detected.join(", ") : "base checks only"}`;
}
function formatGain(gain) {
  return `+${gain.toFixed(1)}`;
}
function renderReport(view, style, benchmark = null) {
  const out = [];
  const color = scoreColor(style, view.score);
  out.push(style.bold(`Agent Gauge audit of ${view.url}`));
  out.push(`Score ${color(style.bold(`${view.score}/100`))}   Grade ${color(style.bold(view.grade.label))}`);
  if (view.scopeLabel) out.push(view.scopeLabel);
  if (view.blocker) out.push(view.blocker);
  const facts = [
    profileLine(view) && `profile ${profileLine(view)}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? "" : "s"} measured`,
    `${(view.durationMs / 1e3).toFixed(1)} s`,
    view.engine
  ].filter(Boolean);
  out.push(style.dim(facts.join(" \xB7 ")));
  if (benchmark) out.push(`${style.bold("Index")}  ${describeBenchmark(benchmark)}`);
  out.push(...scoringLines(view, style));
  if (view.agent) {
    out.push("", ...agentViewLines(view, style));
    return `${out.join("\n")}
`;
  }
  if (view.agents.length > 0) out.push("", ...agentsLines(view.agents, style));
  for (const category of view.categories) {
    out.push("");
    const score = category.score === null ? style.dim("not scored") : scoreColor(style, category.score)(`${category.score}/100`);
    out.push(`${style.bold(category.name)}  ${score}`);
    for (const row of category.checks) out.push(...checkLine(row, style, benchmark));
  }
  out.push("");
  out.push(style.bold("Top fixes") + style.dim(" (largest gain first: points the overall score gains when the check's open findings are resolved)"));
  if (view.fixes.length === 0) {
    out.push("  Nothing to fix: no check has open work.");
  } else {
    const shown = view.fixes.slice(0, FIXES_SHOWN);
    const idWidth = Math.max(...shown.map((fix) => fix.id.length));
    shown.forEach((fix, index) => {
      out.push(`  ${index + 1}. ${style.green(formatGain(fix.gain).padStart(5))}  ${fix.id.padEnd(idWidth)}  ${style.dim(fix.kind.padEnd(8))}  ${fix.advice}`);
    });
  }
  out.push("");
  out.push(
    style.dim(
      `${SYMBOLS.pass} pass  ${SYMBOLS.warn} partial  ${SYMBOLS.fail} fail  ${SYMBOLS.error} could not measure  ${SYMBOLS.notApplicable} not applicable`
    )
  );
  return `${out.join("\n")}
`;
}
var VERDICT_SYMBOLS = { reads: "\u2713", partial: "!", blocked: "\u2717", pay: "$" };
function scoringLines(view, style) {
  const scoring = view.scoring;
  if (!scoring) return view.scorecard ? [style.dim(`scorecard ${view.scorecard}`)] : [];
  const lines = [];
  const cap = capSentence(scoring);
  if (cap) lines.push(style.red(cap));
  const parts = [
    `scorecard ${scoring.scorecard}`,
    `agent access ${scoring.access ?? "not measured"} (half of the score)`,
    `cost and coverage ${scoring.costCoverage ?? "none counted"} (the other half)`,
    `bonus +${scoring.bonus}${scoring.bonusFrom.length ? ` (${scoring.bonusFrom.join(", ")})` : ""}`
  ];
  lines.push(style.dim(parts.join(" \xB7 ")));
  return lines;
}
function verdictMark(view, style) {
  if (view.verdict === null) return style.dim("\u2013");
  const color = view.verdict === "reads" ? style.green : view.verdict === "partial" || view.verdict === "pay" ? style.yellow : style.red;
  return color(VERDICT_SYMBOLS[view.verdict]);
}
function agentsLines(views, style) {
  const width = Math.max(...views.map((view) => view.profile.length));
  return [
    style.bold("As agents see it") + style.dim(" (the start page; --agent <id> prints one in full)"),
    ...views.map((view) => `  ${verdictMark(view, style)} ${view.profile.padEnd(width)}  ${(view.verdict ?? "not measured").padEnd(12)} ${style.dim(view.reason)}`)
  ];
}
function requestLines(view, style) {
  const request = view.request;
  if (request === void 0) return [];
  if (request === null) return ["", style.bold("The request") + style.dim(" none: this agent sent no request for the page")];
  const header = (name, value) => `  ${name}: ${value}`;
  return [
    "",
    style.bold("The request") + style.dim(" (secrets redacted)"),
    `  ${request.method} ${request.url}`,
    ...Object.entries(request.headers).map(([name, value]) => style.dim(header(name, value))),
    "",
    request.response ? style.bold(`The answer: HTTP ${request.response.status}`) + style.dim(request.response.url === request.url ? "" : ` from ${request.response.url}`) : style.bold("The answer: none"),
    ...request.response ? Object.entries(request.response.headers).map(([name, value]) => style.dim(header(name, value))) : [],
    "",
    style.bold("Reproduce it"),
    `  ${request.curl}`
  ];
}
function agentViewLines(report, style) {
  const view = report.agents.find((candidate) => candidate.profile === report.agent);
  if (!view) return [`No view of ${report.agent}: this report carries no agent views (the service answered the closed Audit report: update it, or run with --local).`];
  const robots = view.robots ? view.robots.allowed ? "allowed" : `disallowed${view.robots.line ? ` (line ${view.robots.line}: ${view.robots.rule})` : ""}` : "not applied (this agent is not documented to obey it)";
  const lines = [
    `${style.bold(`As ${view.profile} sees ${view.url}`)}  ${verdictMark(view, style)} ${view.verdict ?? "not measured"}`,
    `  ${view.reason}`,
    style.dim(`  User-Agent: ${view.userAgent}`),
    style.dim(`  status ${view.status ?? "-"} \xB7 robots.txt ${robots} \xB7 Markdown ${view.markdown} \xB7 ${thousands(view.kept)} characters kept \xB7 ${Math.round(view.mainShare * 100)}% of the main content`)
  ];
  if (view.challenge.length > 0) lines.push(style.dim(`  challenge: ${view.challenge.join(", ")}`));
  lines.push(...requestLines(view, style));
  if (view.excerpt) {
    lines.push("", style.bold("The text it keeps") + style.dim(` (first ${thousands(view.excerpt.length)} characters)`), ...view.excerpt.split("\n").map((line) => `  ${line}`));
    if (view.kept < view.textLength) lines.push(style.yellow(`  \u2702 cut here: this agent keeps ${thousands(view.kept)} of ${thousands(view.textLength)}+ characters`));
  }
  return lines;
}

// bin/cli/formats/text.ts
function signed2(value) {
  return value === null ? "-" : withSign(value);
}
function baselineText(baseline, style) {
  const lines = [
    style.bold("Compared with the baseline") + style.dim(` (${baseline.file}, ${baseline.baselineTimestamp})`),
    `  score ${baseline.beforeScore} -> ${baseline.afterScore} (${signed2(baseline.scoreDelta)}); ${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => style.yellow(`  warning: ${warning}`))
  ];
  for (const change of baseline.journeys.lost) lines.push(style.red(`  journey lost          ${change.journey} / ${change.profile}: ${change.reason}`));
  for (const change of baseline.journeys.gained) lines.push(style.green(`  journey gained        ${change.journey} / ${change.profile}`));
  return [...lines, ...checkChangeLines(baseline.changes, style)];
}
function checkChangeLines(changes, style) {
  const changed = changes.filter((change) => change.change !== "unchanged");
  if (changed.length === 0) return ["  No check changed."];
  const width = Math.max(...changed.map((change) => change.checkId.length));
  return changed.map((change) => {
    const score = (side) => side === null ? "-" : side.applicable ? String(side.score) : "n/a";
    const label = change.change.replace(/_/g, " ");
    const color = change.change === "regressed" ? style.red : change.change === "improved" ? style.green : style.dim;
    return `  ${color(label.padEnd(21))} ${change.checkId.padEnd(width)}  ${score(change.before).padStart(3)} -> ${score(change.after).padEnd(3)}${change.scoreDelta ? ` (${signed2(change.scoreDelta)})` : ""}${change.resolved ? style.green("  resolved") : ""}`;
  });
}
function assertionsText(results, style) {
  if (results.length === 0) return [];
  const lines = [style.bold("Assertions") + style.dim(` ${assertionSummary(results)}`)];
  for (const result of results) {
    const shown = shownOutcome(result);
    const mark = shown === "failed" ? style.red("\u2717") : shown === "not-judged" ? style.dim("\u2013") : style.green("\u2713");
    const from = result.assertion.preset ? style.dim(` (preset ${result.assertion.preset})`) : "";
    lines.push(`  ${mark} ${result.message}${from}`);
  }
  return lines;
}
function renderText(outcomes, style) {
  return outcomes.map(({ report, view, baseline, assertions, renderedViewMissing, benchmark }) => {
    const journeys = report.journeys ?? [];
    const extra = [
      ...renderedViewMissing ? ["", `Rendered view: ${renderedViewMissing}`] : [],
      ...journeys.length > 0 ? ["", style.bold("Journeys") + style.dim(" (not part of the score)"), ...journeyGridLines(journeys).map((line) => line ? `  ${line}` : line)] : [],
      ...baseline ? ["", ...baselineText(baseline, style)] : [],
      ...assertions.length ? ["", ...assertionsText(assertions, style)] : []
    ];
    return renderReport(view, style, benchmark) + (extra.length ? `${extra.join("\n")}
` : "");
  }).join("\n");
}

// bin/cli/formats/index.ts
function renderFormat(format, outcomes, context, style) {
  switch (format) {
    case "text":
      return renderText(outcomes, style);
    case "json":
      return renderJson(outcomes, context);
    case "markdown":
      return renderMarkdown(outcomes);
    case "sarif":
      return renderSarif(outcomes, context);
    case "junit":
      return renderJunit(outcomes);
  }
}

export {
  markdownText,
  renderMarkdown,
  signed2 as signed,
  checkChangeLines,
  renderFormat
};

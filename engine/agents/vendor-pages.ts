// Where the vendors say what their crawlers and agents are, cited by the agent profiles (what each agent does,
// profiles.ts) and by the traffic logs' agent table (whose requests a line is, lib/traffic/agents.ts).

export const OPENAI_CRAWLERS_PAGE = 'OpenAI, "Overview of OpenAI crawlers", https://platform.openai.com/docs/bots';
export const ANTHROPIC_CRAWLER_PAGE =
  'Anthropic, "Does Anthropic crawl data from the web, and how can site owners block the crawler?" (privacy.claude.com article 8896518)';
// Checked 2026-11-24 with the search tool: the page (docs.perplexity.ai/guides/bots now redirects there) gives
// Perplexity-User's full User-Agent, its robots.txt token and "generally ignores robots.txt rules"; it says nothing of
// JavaScript, conversion or truncation, so those stay unknown.
export const PERPLEXITY_CRAWLERS_PAGE = 'Perplexity, "Perplexity Crawlers", https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
/** Not a vendor's: the table of what each agent sends, measured by requesting a page with it. */
export const MDREAM_ACCEPT_TABLE = 'mdream accept-header tester, https://mdream.dev/tools/accept-header (agent request table, 2026)';

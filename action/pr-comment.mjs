// Posts or updates the action's one comment on a pull request (GitHub REST API, "Issue comments": a pull request is an
// issue). The comment is found again by a hidden marker, so every run of the workflow on the same pull request updates
// it instead of adding one. Reads what GitHub Actions sets: GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_EVENT_PATH and
// GITHUB_OUTPUT, and the step's GITHUB_TOKEN and AGENTGAUGE_SUMMARY (the Markdown file). A refusal (a fork's read-only
// token, say) is a warning, not a failed job: the job page's summary has the same text.
import { appendFileSync, readFileSync } from 'node:fs';

export const MARKER = '<!-- agentgauge:pull-request-comment -->';
/** GitHub refuses a comment body over 65,536 characters. */
const MAX_BODY = 65_536;
const API_VERSION = '2022-11-28';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** The pull request's number, from the event that started the workflow; null for other events (a push, a schedule). */
function pullRequestNumber(event) {
  if (event.pull_request?.number) return event.pull_request.number;
  if (event.issue?.pull_request && event.issue.number) return event.issue.number;
  return null;
}

function bodyOf(summary) {
  const body = `${MARKER}\n${summary}`;
  if (body.length <= MAX_BODY) return body;
  const note = '\n\n_The comment was cut at GitHub\'s limit: the job summary has all of it._\n';
  return body.slice(0, MAX_BODY - note.length) + note;
}

async function github(method, url, token, body) {
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': API_VERSION,
      'user-agent': 'agentgauge-action',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const message = (() => {
      try {
        return JSON.parse(text).message;
      } catch {
        return text.slice(0, 200);
      }
    })();
    throw new Error(`${method} ${new URL(url).pathname} answered HTTP ${response.status}${message ? `: ${message}` : ''}`);
  }
  return response.json();
}

/** The comment an earlier run made: the first whose body starts with the marker, over every page of comments. */
async function findComment(api, repository, number, token) {
  for (let page = 1; ; page += 1) {
    const comments = await github('GET', `${api}/repos/${repository}/issues/${number}/comments?per_page=100&page=${page}`, token);
    const found = comments.find((comment) => typeof comment.body === 'string' && comment.body.startsWith(MARKER));
    if (found) return found;
    if (comments.length < 100) return null;
  }
}

async function main() {
  const event = JSON.parse(readFileSync(env('GITHUB_EVENT_PATH'), 'utf8'));
  const number = pullRequestNumber(event);
  if (number === null) {
    console.log('Agent Gauge: not a pull request event, so no comment (the job summary has the report).');
    return;
  }
  const api = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const repository = env('GITHUB_REPOSITORY');
  const token = env('GITHUB_TOKEN');
  const body = bodyOf(readFileSync(env('AGENTGAUGE_SUMMARY'), 'utf8'));
  const existing = await findComment(api, repository, number, token);
  const comment = existing
    ? await github('PATCH', `${api}/repos/${repository}/issues/comments/${existing.id}`, token, { body })
    : await github('POST', `${api}/repos/${repository}/issues/${number}/comments`, token, { body });
  console.log(`Agent Gauge: ${existing ? 'updated' : 'posted'} the comment on pull request #${number}: ${comment.html_url}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `comment-url=${comment.html_url}\n`);
}

main().catch((error) => {
  console.log(`::warning title=Agent Gauge::could not comment on the pull request: ${error.message}`);
});

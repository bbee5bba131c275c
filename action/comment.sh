#!/usr/bin/env bash
# The action's comment step, run when github-token is given and the audit wrote a summary: posts the Markdown summary
# (with compare-to, what the change does for agents) on the pull request, updating the one comment earlier runs made
# (action/pr-comment.mjs, on GitHub's REST API at GITHUB_API_URL). Outside a pull request it says so and does nothing.
set -euo pipefail
root="${AGENTGAUGE_ACTION_PATH:?the folder of the action}"
node "$root/action/pr-comment.mjs"

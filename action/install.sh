#!/usr/bin/env bash
# The action's install step: builds the CLI from the action's own checkout (its dependencies from the npm registry,
# then `npm run build:cli`) and puts `agentgauge` on PATH for the next steps. A checkout that is already built (a
# self-hosted runner reusing it, or the tests) is used as it is.
set -euo pipefail
root="${AGENTGAUGE_ACTION_PATH:?the folder of the action}"
cd "$root"
if [ ! -f dist/cli.mjs ]; then
  echo "::group::Install the Agent Gauge CLI"
  npm ci --no-audit --no-fund --ignore-scripts
  node bin/build-cli.mjs
  echo "::endgroup::"
fi
node bin/agentgauge --version >/dev/null
echo "$root/bin" >> "${GITHUB_PATH:?set by the runner}"
echo "agentgauge $(node bin/agentgauge --version) from $root"

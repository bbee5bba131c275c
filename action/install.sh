#!/usr/bin/env bash
# The action's install step, which installs nothing: the CLI is committed prebuilt in action/cli/ (the folder of the
# @agentgauge/cli package, every library bundled, written by `npm run build:action`; tests/system/cli/action-bundle.test.ts
# fails when it is stale against the sources), so a job spends its time on the audit. Puts `agentgauge` on PATH for
# the next steps; a Node.js older than the CLI needs stops here with the CLI's one line (exit 7).
set -euo pipefail
root="${AGENTGAUGE_ACTION_PATH:?the folder of the action}"
bin="$root/action/cli/bin"
version="$(node "$bin/agentgauge" --version)"
echo "$bin" >> "${GITHUB_PATH:?set by the runner}"
echo "agentgauge $version from $root/action/cli"

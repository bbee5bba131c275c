#!/usr/bin/env bash
# The action's last step, run when the audit step's CLI exited 1 (an assertion failed, or with fail-on-regression a
# check regressed): fails the job, after the summary and the SARIF upload.
set -euo pipefail
code="${AGENTGAUGE_EXIT_CODE:?the exit code of the audit step}"
if [ "$code" != 0 ]; then
  echo "::error title=Agent Gauge::agentgauge exited $code: an assertion failed or a check regressed (see the audit step's log and the job summary)"
  exit "$code"
fi
echo "Agent Gauge: every assertion holds."

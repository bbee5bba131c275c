#!/usr/bin/env bash
# The action's audit step: one `agentgauge audit` run that prints the report in the job log, writes the JSON report,
# the Markdown summary and (when asked) SARIF, appends the summary to the job page and sets the step's outputs.
# Inputs arrive as INPUT_* variables (see action.yml); the exit code is an output, and a later step fails the job
# on it, so the summary and the SARIF upload happen first.
set -uo pipefail

out="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/agentgauge"
mkdir -p "$out"
report="$out/report.json"
summary="$out/summary.md"
sarif=""

args=(audit)
# URLs and assertions: separated by spaces or new lines (neither contains a space).
read -r -d '' -a urls <<< "${INPUT_URLS:-}" || true
args+=("${urls[@]}")
read -r -d '' -a assertions <<< "${INPUT_ASSERTIONS:-}" || true
for assertion in "${assertions[@]}"; do args+=(--assert "$assertion"); done
read -r -d '' -a presets <<< "${INPUT_PRESET:-}" || true
for preset in "${presets[@]}"; do args+=(--preset "$preset"); done
[ "${INPUT_STRICT:-false}" = true ] && args+=(--strict)
[ -n "${INPUT_PROFILE:-}" ] && args+=(--profile "$INPUT_PROFILE")
[ -n "${INPUT_CHECKS:-}" ] && args+=(--checks "$INPUT_CHECKS")
[ -n "${INPUT_MAX_PAGES:-}" ] && args+=(--max-pages "$INPUT_MAX_PAGES")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
if [ -n "${INPUT_COMPARE_TO:-}" ]; then
  # A preview against production: the summary becomes the pull-request comment; a regression fails the job when asked.
  args+=(--compare-to "$INPUT_COMPARE_TO")
  [ "${INPUT_FAIL_ON_REGRESSION:-false}" = true ] && args+=(--assert no-regression)
else
  [ "${INPUT_FAIL_ON_REGRESSION:-false}" = true ] && args+=(--fail-on-regression)
fi
# Extra headers for the audited origin, one "Name: value" a line (values from secrets; the CLI never prints them).
while IFS= read -r header || [ -n "$header" ]; do
  header="${header%$'\r'}"
  [ -n "${header//[[:space:]]/}" ] && args+=(--header "$header")
done <<< "${INPUT_HEADERS:-}"
# Without a key the audit runs on the runner; with one, on the service (the CLI reads AGENTGAUGE_API_KEY itself).
[ -z "${AGENTGAUGE_API_KEY:-}" ] && args+=(--local)
[ -z "${AGENTGAUGE_URL:-}" ] && unset AGENTGAUGE_URL
# A flag with an optional value: input false (or empty) leaves it out, true gives the bare flag, anything else its value.
optional_flag() {
  case "$2" in
    false | '') ;;
    true) args+=("$1") ;;
    *) args+=("$1=$2") ;;
  esac
}
# For a site the job itself serves on localhost (the CLI refuses private targets otherwise).
optional_flag --allow-private-targets "${INPUT_ALLOW_PRIVATE_TARGETS:-false}"
optional_flag --browser "${INPUT_BROWSER:-false}"

args+=(--format "${INPUT_FORMAT:-text}" --output "json:$report" --output "markdown:$summary")
if [ "${INPUT_UPLOAD_SARIF:-false}" = true ]; then
  sarif="$out/agentgauge.sarif"
  args+=(--output "sarif:$sarif")
fi
[ -n "${INPUT_OUTPUT_FILE:-}" ] && args+=(--output "$INPUT_OUTPUT_FILE")

agentgauge "${args[@]}"
code=$?

if [ -s "$summary" ] && [ "${INPUT_SUMMARY:-true}" = true ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$summary" >> "$GITHUB_STEP_SUMMARY"
fi
score=""
if [ -s "$report" ]; then
  score="$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log((Array.isArray(r) ? r[0] : r).overallScore)' "$report")"
else
  report=""
fi
[ -n "$sarif" ] && [ ! -s "$sarif" ] && sarif=""
{
  echo "exit-code=$code"
  echo "score=$score"
  echo "report=$report"
  echo "summary=$([ -s "$summary" ] && echo "$summary")"
  echo "sarif=$sarif"
} >> "${GITHUB_OUTPUT:?set by the runner}"
# Errors that are not findings (usage, unreachable target, service) fail this step at once.
[ "$code" -le 1 ] || exit "$code"
exit 0

/**
 * Where a process that embeds the service sends the service's log instead of stdout: a stream with write(line), set
 * on globalThis under this key before lib/observability/logger.ts first loads. The in-process test service
 * (tests/helpers/in-process) keeps the lines, and a test reads them as a test of the real server reads its output.
 */
export const LOG_DESTINATION = Symbol.for('agentgauge.logger.destination');

// The service logs one JSON object per line (lib/observability/logger.ts). Tests read what a process printed as
// those objects; a line that is not JSON fails the test that reads it.
export type LogLine = Record<string, unknown> & { level: string; msg: string };

export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

// Arguments only MCP tools have: a tool call can wait for work the REST API leaves the client to poll.
import { z } from 'zod';

export const MAX_SCAN_WAIT_SECONDS = 300;

export const ScanWait = z.strictObject({
  waitSeconds: z
    .int({ error: 'must be an integer number of seconds.' })
    .min(0, { error: `must be from 0 to ${MAX_SCAN_WAIT_SECONDS}.` })
    .max(MAX_SCAN_WAIT_SECONDS, { error: `must be from 0 to ${MAX_SCAN_WAIT_SECONDS}.` })
    .optional()
    .meta({
      description: `Wait up to this many seconds (0 to ${MAX_SCAN_WAIT_SECONDS}; default 0, answer at once) for the scan to succeed or fail. While waiting, the call sends notifications/progress when the request carries a progressToken.`,
    }),
});

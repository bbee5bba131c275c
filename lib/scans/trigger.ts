// Who starts scans: queued by the use case (lib/services/queue-site-scan.ts), named in webhooks' events.

/**
 * Who started a scan; stored as the scan's trigger. `index`: the owner's re-scan of the site's row in the index;
 * `deploy`: the site's deploy hook, called by its hosting platform when a deploy finished.
 */
export type ScanTrigger = 'api' | 'mcp' | 'dashboard' | 'schedule' | 'index' | 'deploy';

// The commands the Traffic tab shows for sending a log (issue 63 point 4: every command shown works as pasted). One
// source: the tab prints these lines, and tests/system/api/traffic-commands.test.ts runs them against a live service.

/** The API call that uploads a gzipped log: a text body (the upload's media type), gzip-encoded, with the key. */
export function trafficUploadCurl(origin: string, siteId: string): string {
  return `curl -X POST -H "Authorization: Bearer $AGENTGAUGE_API_KEY" -H "Content-Type: text/plain" -H "Content-Encoding: gzip" \\\n  --data-binary @access.log.gz ${origin}/api/v1/me/sites/${siteId}/traffic`;
}

/** The CLI call that uploads the same log. */
export function trafficUploadCli(siteId: string): string {
  return `agentgauge traffic upload ${siteId} access.log.gz`;
}

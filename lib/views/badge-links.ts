// Where a host's public report and badge live, and the Markdown that embeds the badge linked to the report: one rule
// for the public report page and the site page's public-report switch.

export interface BadgeLinks {
  reportPath: string;
  badgePath: string;
  /** Absolute, for a README or a pull request. */
  markdown: string;
}

export function badgeLinks(origin: string, host: string): BadgeLinks {
  const hostPath = encodeURIComponent(host);
  const reportPath = `/report/${hostPath}`;
  const badgePath = `/badge/${hostPath}.svg`;
  return { reportPath, badgePath, markdown: `[![${badgeAlt(host)}](${origin}${badgePath})](${origin}${reportPath})` };
}

export function badgeAlt(host: string): string {
  return `Agent Gauge score of ${host}`;
}

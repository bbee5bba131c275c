// Where a host's public report and badge live, and the Markdown that embeds the badge linked to the report: one rule
// for the public report page and the site page's public-report switch.

export interface BadgeLinks {
  reportPath: string;
  badgePath: string;
  /** Absolute, for a README or a pull request. */
  markdown: string;
}

/** The path of a host's public report page. */
export function reportPath(host: string): string {
  return `/report/${encodeURIComponent(host)}`;
}

/** The absolute URL of a host's public report page. */
export function reportPageUrl(origin: string, host: string): string {
  return `${origin}${reportPath(host)}`;
}

export function badgeLinks(origin: string, host: string): BadgeLinks {
  const reportPathOfHost = reportPath(host);
  const badgePath = `/badge/${encodeURIComponent(host)}.svg`;
  return { reportPath: reportPathOfHost, badgePath, markdown: `[![${badgeAlt(host)}](${origin}${badgePath})](${origin}${reportPathOfHost})` };
}

export function badgeAlt(host: string): string {
  return `Agent Gauge score of ${host}`;
}

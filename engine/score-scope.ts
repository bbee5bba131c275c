// Each number with its scope (checks.md 2026-12c): a site scan measures the start page and a sample of the site's
// pages, and its two numbers differ; every surface names both the same way, from here.

export interface ScopedScores {
  /** The overall score: the site's, over every measured page (equal to the start page's in a one-page audit). */
  score: number;
  /** The start page's score (originScore); absent in reports that carry none. */
  startPage?: number | null;
  /** Pages measured. */
  pages?: number | null;
}

/** "Start page 62 · Site 60 over 5 pages" where more than the start page was measured; null for a one-page report. */
export function scoreScopeLabel({ score, startPage, pages }: ScopedScores): string | null {
  if (pages === undefined || pages === null || pages <= 1 || startPage === undefined || startPage === null) return null;
  return `Start page ${startPage} · Site ${score} over ${pages} pages`;
}

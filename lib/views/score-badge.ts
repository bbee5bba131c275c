// The SVG score badge of a host (GET /badge/{host}.svg): a flat two-part badge, "agent ready" on the left and the
// score and grade on the right in the grade's colour, readable by screen readers (role="img", <title>).
import { GRADES, gradeFor } from '@/engine/light';

const LABEL = 'agent ready';
const LABEL_COLOR = '#555';
const NOT_MEASURED_COLOR = '#9f9f9f';
const HEIGHT = 20;
const PADDING = 6;

/**
 * Widths of 11px glyphs in tenths of a pixel, on the wide side of Verdana and DejaVu Sans (the font a viewer without
 * Verdana falls back to), so the text always fits its half.
 */
const NARROW = new Set(['i', 'l', 'j', '.', ',', ':', ';', "'", '|', '!', 'f', 't', 'r', '(', ')', '/', '1', '·']);
const WIDE = new Set(['m', 'w', 'M', 'W', '@', '%']);

function textWidth(text: string): number {
  let tenths = 0;
  for (const char of text) {
    tenths += char === ' ' ? 40 : NARROW.has(char) ? 45 : WIDE.has(char) ? 105 : /[A-Z0-9]/.test(char) ? 80 : 70;
  }
  return Math.ceil(tenths / 10);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function badge(message: string, color: string, title: string, label = LABEL): string {
  const left = textWidth(label) + 2 * PADDING;
  const right = textWidth(message) + 2 * PADDING;
  const width = left + right;
  const text = (value: string, x: number) =>
    `<text x="${x}" y="15" fill="#010101" fill-opacity=".3">${escapeXml(value)}</text><text x="${x}" y="14">${escapeXml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${width}" height="${HEIGHT}" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${left}" height="${HEIGHT}" fill="${LABEL_COLOR}"/><rect x="${left}" width="${right}" height="${HEIGHT}" fill="${color}"/><rect width="${width}" height="${HEIGHT}" fill="url(#s)"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">`,
    text(label, left / 2),
    text(message, left + right / 2),
    '</g></svg>',
  ].join('');
}

/** The badge of a measured host: score and grade, in the grade's colour. */
export function scoreBadge(host: string, score: number): string {
  const rounded = Math.round(score);
  const grade = gradeFor(rounded);
  return badge(`${rounded} · ${grade.label}`, grade.color, `Agent Gauge: ${host} scores ${rounded} out of 100, grade ${grade.label}`);
}

/**
 * The index badge of an opted-in host (/badge/{host}/index.svg): its category standing in the current edition, "top
 * 18% of docs sites", in the colour of its score's grade.
 */
export function indexBadge(host: string, standing: { score: number; topShare: number; categoryShort: string; categoryPlural: string; edition: number }): string {
  const grade = gradeFor(Math.round(standing.score));
  return badge(
    `top ${standing.topShare}% of ${standing.categoryShort}`,
    grade.color,
    `Agent Gauge index, edition ${standing.edition}: ${host} is in the top ${standing.topShare}% of ${standing.categoryPlural} (score ${Math.round(standing.score)}, grade ${grade.label})`,
  );
}

/**
 * The index badge of any host the current edition does not list (/badge/{host}/index.svg): measured but not opted
 * in, or never measured, alike, so the badge tells nobody which hosts the index measured.
 */
export function notListedBadge(host: string): string {
  return badge('not listed', NOT_MEASURED_COLOR, `Agent Gauge index: ${host} is not listed in the current edition`);
}

/** The badge of a host with no stored public report. */
export function notMeasuredBadge(host: string): string {
  return badge('not measured', NOT_MEASURED_COLOR, `Agent Gauge: ${host} has not been measured`);
}

/** Every colour a badge can have, for the documentation. */
export const BADGE_COLORS = GRADES.map((grade) => `${grade.label} ${grade.color}`).join(', ');

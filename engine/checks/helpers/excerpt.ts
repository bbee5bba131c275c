/** A short excerpt of markup or text for a finding's detail. */
export function excerpt(text: string, max = 120): string {
  // Only the beginning can show. When the collapsed head of a long text is already longer than `max`, it starts
  // exactly as the whole collapsed text does, so a page's entire visible text is not collapsed to keep 120 characters.
  const window = 2 * max + 64;
  if (text.length > window) {
    const head = text.slice(0, window).replace(/\s+/g, ' ').trim();
    if (head.length > max) return `${head.slice(0, max - 1)}…`;
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

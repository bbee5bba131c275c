/**
 * The mark of a row that expands: a chevron that turns when its <details> (with the `group` class) is open. Hidden
 * from screen readers, which announce a summary as expandable on their own.
 */
export function ExpandChevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-slate-600 transition-transform group-open:rotate-90" data-expand-mark="">
      <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

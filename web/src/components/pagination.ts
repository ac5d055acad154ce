/** Page-number windows for table pagination: every page up to 5, otherwise a window with ellipses. */

/** A page button (0-based index) or a gap. */
export type PageItem = number | "ellipsis";

/** The page buttons to show for `pageIndex` of `pageCount` pages. */
export function pageItems(pageIndex: number, pageCount: number): PageItem[] {
  if (pageCount <= 5) return Array.from({ length: pageCount }, (_, i) => i);
  const first = 0;
  const last = pageCount - 1;
  // Keep the window three wide, shifted inwards at the edges so five numbers always show.
  const start = Math.max(1, Math.min(pageIndex - 1, last - 3));
  const end = Math.min(last - 1, Math.max(pageIndex + 1, 3));
  const items: PageItem[] = [first];
  if (start > 1) items.push("ellipsis");
  for (let i = start; i <= end; i++) items.push(i);
  if (end < last - 1) items.push("ellipsis");
  items.push(last);
  return items;
}

export type PageItem = number | 'gap';

/**
 * The page links to draw: always the first and last page, the current one with one neighbour on
 * each side, and a gap where pages are skipped. A gap never stands for a single page.
 */
export function pageWindow(pageNo: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return [];
  // Up to seven pages fit on a phone row: show them all.
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, pageNo), pageCount);
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  // Near an end, show enough pages that the row keeps its width.
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= pageCount - 2)
    [pageCount - 1, pageCount - 2, pageCount - 3].forEach((p) => wanted.add(p));
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

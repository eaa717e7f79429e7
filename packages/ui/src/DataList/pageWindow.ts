import { LIMITS } from '@backoffice/domain';

/**
 * The page numbers the paginator shows: at most `size` consecutive pages (1-based) with the current page as
 * close to the middle as the edges allow. An out-of-range page is clamped first; no pages give an empty list.
 *
 * @param page - the current page (1-based)
 * @param pageCount - how many pages there are
 * @param size - the most page buttons to show (spec: 7)
 * @example
 * pageWindow(1, 20) // [1, 2, 3, 4, 5, 6, 7]
 * pageWindow(10, 20) // [7, 8, 9, 10, 11, 12, 13]
 * pageWindow(20, 20) // [14, 15, 16, 17, 18, 19, 20]
 */
export function pageWindow(page: number, pageCount: number, size: number = LIMITS.paginatorPages): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const width = Math.min(count, Math.max(1, Math.floor(size)));
  if (count === 0) return [];
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const first = Math.min(Math.max(1, current - Math.floor((width - 1) / 2)), count - width + 1);
  return Array.from({ length: width }, (_, index) => first + index);
}

/**
 * How many pages `total` rows fill at `pageSize` rows each; at least 1, so an empty list still has a page.
 *
 * @example
 * pageCountOf(101, 50) // 3
 * pageCountOf(0, 50) // 1
 */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

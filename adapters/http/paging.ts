/** Optional server paging for the admin lists: what a request asked for (the query fields are in wire/paging.ts). */

/** The rows per page when a request names a page but no pageSize. */
export const DEFAULT_PAGE_SIZE = 10;

/** The page a request asked for, or null when it named neither page nor pageSize (docs/product.md's unpaged answer). */
export function requestedPage(
  query: { page?: number; pageSize?: number },
): { page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

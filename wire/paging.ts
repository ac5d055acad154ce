/** Optional server paging of the admin lists: the `page` / `pageSize` query fields. */
import { z } from "zod";

/** The most rows one page may hold. */
export const MAX_PAGE_SIZE = 100;
/** The highest page the capped lists accept (a larger offset is a typo, not a real page). */
export const MAX_PAGE = 1_000_000;

/** Optional `page` and `pageSize` query fields to spread into a route's query schema; `maxPage` caps page. */
export function pagingFields(maxPage?: number) {
  const page = z.coerce.number({ error: "page must be a number." }).int()
    .min(1, "page must be 1 or more.");
  return {
    page:
      (maxPage === undefined
        ? page
        : page.max(maxPage, `page must be at most ${maxPage}.`)).optional(),
    pageSize: z.coerce.number({ error: "pageSize must be a number." }).int()
      .min(1, "pageSize must be 1 or more.")
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}.`)
      .optional(),
  };
}

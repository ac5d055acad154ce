/** URL search-param rules shared by the list pages: zod/mini fields that fall back to their default instead of failing. */
// zod/mini, not zod: the search schemas load with the route tree on every first visit, and mini is a few KB.
import { z } from "zod/mini";
import { PAGE_SIZE } from "./paged_list.ts";

/** A 1-based page number; a missing or broken one reads as page 1. */
export const pageParam = z.catch(z._default(z.int().check(z.minimum(1)), 1), 1);

/** Rows a page; the admin tables show PAGE_SIZE unless the URL asks for another size (1–100). */
export const pageSizeParam = z.catch(
  z._default(z.int().check(z.minimum(1), z.maximum(100)), PAGE_SIZE),
  PAGE_SIZE,
);

/** A text filter (e.g. a search); missing reads as "". */
export const textParam = z.catch(z._default(z.string(), ""), "");

/** A calendar date "YYYY-MM-DD", or "" when missing or malformed. */
export const dateParam = z.catch(
  z._default(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), ""),
  "",
);

/** A text value of the given pattern, else `fallback` (e.g. a sort key such as "-createdAt"). */
export function patternParam(pattern: RegExp, fallback: string) {
  return z.catch(
    z._default(z.string().check(z.regex(pattern)), fallback),
    fallback,
  );
}

/** One of `values`, else `fallback`. */
export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.catch(z._default(z.enum(values), fallback), fallback);
}

export { z };

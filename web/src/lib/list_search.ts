/** URL search-param rules shared by the list pages: each field reads a raw value and falls back to its default instead of failing. */
// Plain functions, not zod: validateSearch runs in the route tree that every first visit loads, and even zod/mini
// added 6 KB gzipped to it; these few lines keep the same fallback rules.
import { PAGE_SIZE } from "./paged_list.ts";

/** A search field: turns whatever the URL holds into a valid value. */
export type SearchField<T> = (raw: unknown) => T;

/** The validated search of a schema built from `F`. */
type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]: ReturnType<F[K]>;
};

/** Builds a route's validateSearch (TanStack's validator adapter shape) from its fields; links may leave any field out. */
export function searchSchema<F extends Record<string, SearchField<unknown>>>(
  fields: F,
): {
  types: { input: Partial<SearchOf<F>>; output: SearchOf<F> };
  parse: (search: unknown) => SearchOf<F>;
} {
  return {
    // Only the types matter: they let links leave fields out while pages read every field.
    types: null as unknown as {
      input: Partial<SearchOf<F>>;
      output: SearchOf<F>;
    },
    parse: (search) => {
      const raw = (search ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(fields).map(([key, read]) => [key, read(raw[key])]),
      ) as SearchOf<F>;
    },
  };
}

function intParam(min: number, max: number, fallback: number) {
  return (raw: unknown): number => {
    const n = typeof raw === "string" ? Number(raw) : raw;
    return typeof n === "number" && Number.isSafeInteger(n) && n >= min &&
        n <= max
      ? n
      : fallback;
  };
}

/** A 1-based page number; a missing or broken one reads as page 1. */
export const pageParam: SearchField<number> = intParam(
  1,
  Number.MAX_SAFE_INTEGER,
  1,
);

/** A database id as a number (so the URL reads `?userId=3`, not a quoted string); 0 when missing or broken. */
export const idParam: SearchField<number> = intParam(
  1,
  Number.MAX_SAFE_INTEGER,
  0,
);

/** Rows a page; the admin tables show PAGE_SIZE unless the URL asks for another size (1–100). */
export const pageSizeParam: SearchField<number> = intParam(1, 100, PAGE_SIZE);

/** A text value matching `pattern`, else `fallback`. */
export function patternParam(
  pattern: RegExp,
  fallback: string,
): SearchField<string> {
  return (raw) => typeof raw === "string" && pattern.test(raw) ? raw : fallback;
}

/** A text filter (e.g. a search); missing reads as "". */
export const textParam: SearchField<string> = patternParam(/^[\s\S]*$/, "");

/** A calendar date "YYYY-MM-DD", or "" when missing or malformed. */
export const dateParam: SearchField<string> = patternParam(
  /^\d{4}-\d{2}-\d{2}$/,
  "",
);

/** One of `values`, else `fallback`. */
export function enumParam<const T extends readonly string[]>(
  values: T,
  fallback: T[number],
): SearchField<T[number]> {
  return (raw) =>
    typeof raw === "string" && values.includes(raw) ? raw : fallback;
}

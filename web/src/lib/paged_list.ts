/** Server-paged admin lists: one page of rows plus the total the server counts (X-Total-Count). */
import { api } from "./api.ts";

/** Rows shown per page in the admin tables (docs/product.md: page size 10). */
export const PAGE_SIZE = 10;

/** One page of a server-paged list. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** 0-based index of this page. */
  pageIndex: number;
}

/** The query string for page `pageIndex` (0-based) with extra filters; empty filters are left out. */
export function pageQuery(
  pageIndex: number,
  filters: Record<string, string | undefined> = {},
  pageSize = PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value.trim() !== "") {
      params.set(key, value.trim());
    }
  }
  params.set("page", String(pageIndex + 1));
  params.set("pageSize", String(pageSize));
  return params.toString();
}

/** How many pages `total` rows make (at least 1). */
export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** docs/product.md §8 (audit): the messages for a list call that answered something other than a JSON array. */
export const LIST_FORMAT_MESSAGES = [
  "Server returned HTML instead of JSON.",
  "Unexpected response format.",
] as const;

/** Which of LIST_FORMAT_MESSAGES fits `answer`. */
export function listFormatMessage(answer: unknown): string {
  // A proxy or the SPA fallback answering HTML is told apart from a wrong JSON shape.
  return typeof answer === "string" && answer.trimStart().startsWith("<")
    ? LIST_FORMAT_MESSAGES[0]
    : LIST_FORMAT_MESSAGES[1];
}

/** Fetches one page of `path` (which must answer a JSON array and X-Total-Count). */
export async function fetchPage<T>(
  path: string,
  pageIndex: number,
  filters: Record<string, string | undefined> = {},
  pageSize = PAGE_SIZE,
): Promise<ListPage<T>> {
  let total: number | null = null;
  const query = pageQuery(pageIndex, filters, pageSize);
  const rows = await api<T[]>(`${path}?${query}`, {
    onHeaders: (h) => {
      const n = Number(h.get("x-total-count"));
      total = h.has("x-total-count") && Number.isFinite(n) ? n : null;
    },
  });
  if (!Array.isArray(rows)) throw new Error(listFormatMessage(rows));
  return { rows, total: total ?? rows.length, pageIndex };
}

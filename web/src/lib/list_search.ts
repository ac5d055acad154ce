/** URL search-param rules shared by the list pages: zod fields that fall back to their default instead of failing. */
import { z } from "zod";
import { PAGE_SIZE } from "./paged_list.ts";

/** A 1-based page number; a missing or broken one reads as page 1. */
export const pageParam = z.number().int().min(1).default(1).catch(1);

/** Rows a page; the admin tables show PAGE_SIZE unless the URL asks for another size (1–100). */
export const pageSizeParam = z.number().int().min(1).max(100).default(
  PAGE_SIZE,
).catch(PAGE_SIZE);

/** A text filter (e.g. a search); missing reads as "". */
export const textParam = z.string().default("").catch("");

/** A calendar date "YYYY-MM-DD", or "" when missing or malformed. */
export const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).or(
  z.literal(""),
).default("").catch("");

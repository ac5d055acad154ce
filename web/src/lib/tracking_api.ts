/** Types and calls of the products, links, stats and reports API (money as display numbers with 2 decimals). */
import { api } from "./api.ts";
import type { FiguresJson } from "@wire/common.ts";
import type { ProductJson } from "@wire/products.ts";
import type {
  AdminLinkJson,
  DeepLinkJson,
  ProductWithStats as ProductWithStatsJson,
} from "@wire/links.ts";
import type { ReportRowJson, StatRowJson } from "@wire/stats.ts";
import type { UserJson } from "@wire/users.ts";

/** Clicks, sales and earnings. */
export type Figures = FiguresJson;

/** A catalog product. */
export type Product = ProductJson;

/** One of an affiliate's products with its tracked link and figures. */
export type ProductWithStats = ProductWithStatsJson;

/** A row of the admin link list. */
export type AdminLink = AdminLinkJson;

/** A row of the admin stats list. */
export type StatRow = StatRowJson;

/** A row of the affiliate report. */
export type ReportRow = ReportRowJson;

/** A user row of GET /api/admin/users (the fields these pages use). */
export type UserOption = Pick<UserJson, "id" | "name" | "email" | "role">;

/** The refund policies with the labels the admin form shows. */
export const REFUND_POLICY_OPTIONS = [
  { value: "none", label: "No refunds — earnings payable at once" },
  {
    value: "30_day_guarantee",
    label: "30-day money-back guarantee — earnings payable after 30 days",
  },
] as const;

/** The affiliate's products with links and stats. */
export const fetchMyProducts = () =>
  api<ProductWithStats[]>("/api/affiliate-links/user-products-with-stats");

/** The catalog. */
export const fetchProducts = () => api<Product[]>("/api/products");

/** How many users one picker search asks the server for. */
export const PICKER_PAGE_SIZE = 100;

/** Affiliates (role user) for the admin pickers: the first page of a server search by name or email. */
export async function fetchAffiliates(q = ""): Promise<UserOption[]> {
  const params = new URLSearchParams({
    page: "1",
    pageSize: String(PICKER_PAGE_SIZE),
  });
  if (q.trim()) params.set("q", q.trim());
  const users = await api<UserOption[]>(`/api/admin/users?${params}`);
  return users.filter((u) => u.role === "user");
}

/** Query string of an optional date range. */
export function rangeQuery(startDate?: string, endDate?: string): string {
  if (!startDate || !endDate) return "";
  return `?startDate=${encodeURIComponent(startDate)}&endDate=${
    encodeURIComponent(endDate)
  }`;
}

/** A saved deep link of one of the affiliate's links. */
export type DeepLink = DeepLinkJson;

/** The deep links of the affiliate's link `linkId`, newest first. */
export const fetchDeepLinks = (linkId: number) =>
  api<DeepLink[]>(`/api/affiliate-links/${linkId}/deep-links`);

/** Makes a deep link to `url` (a page on the product's allowed domains). */
export const createDeepLink = (linkId: number, url: string, name: string) =>
  api<DeepLink>(`/api/affiliate-links/${linkId}/deep-links`, {
    body: name.trim() ? { url, name } : { url },
  });

/** Deletes a deep link (its address then leads to the link's own destination). */
export const deleteDeepLink = (linkId: number, id: number) =>
  api(`/api/affiliate-links/${linkId}/deep-links/${id}`, { method: "DELETE" });

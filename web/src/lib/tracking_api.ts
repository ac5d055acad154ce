/** Types and calls of the products, links, stats and reports API (money as display numbers with 2 decimals). */
import { api } from "./api.ts";

/** Clicks, sales and earnings. */
export interface Figures {
  clicks: number;
  sales: number;
  earnings: number;
}

/** A catalog product. */
export interface Product {
  id: number;
  title: string;
  description: string;
  commissionPercent: number;
  imageUrl: string | null;
  refundPolicy: "none" | "30_day_guarantee";
  refundPolicyLabel: string;
}

/** One of an affiliate's products with its tracked link and figures. */
export interface ProductWithStats {
  product: {
    id: number;
    title: string;
    description: string;
    imageUrl: string | null;
  };
  link: string;
  stats: Figures;
}

/** A row of the admin link list. */
export interface AdminLink {
  id: number;
  userId: number;
  productId: number;
  user: string;
  product: string;
  customLink: string;
  trackedLink: string;
  code: string;
}

/** A row of the admin stats list. */
export interface StatRow extends Figures {
  id: string;
  userId: number;
  productId: number;
  user: string;
  userEmail: string;
  product: string;
  date: string;
}

/** A row of the affiliate report. */
export interface ReportRow extends Figures {
  date: string;
  payouts: number;
  balance: number;
}

/** A user row of GET /api/admin/users (the fields these pages use). */
export interface UserOption {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin";
}

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

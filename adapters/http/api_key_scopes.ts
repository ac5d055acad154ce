/**
 * Which operations each operator-key scope covers, and which an affiliate's read-only key may read
 * (docs/api-keys.md), as "METHOD /path" keys of the route table. A key is accepted on exactly these; one scope never
 * implies another (payouts:write does not read).
 */
import type { ApiKeyScope } from "../../domain/api_keys/api_key.ts";

/** The operations of each scope. */
export const SCOPE_OPERATIONS: Record<ApiKeyScope, readonly string[]> = {
  "conversions:write": [
    "POST /api/conversions",
    "POST /api/admin/conversions/decisions",
  ],
  "stats:read": [
    "GET /api/stats/all",
    "GET /api/admin/stats/breakdown",
    "GET /api/admin/overview",
    "GET /api/admin/metrics",
    "GET /api/admin/conversions",
    "GET /api/admin/reports/margin",
  ],
  "users:read": [
    "GET /api/admin/users",
    "GET /api/admin/users/:id/full-profile",
    "GET /api/admin/pending-profiles",
  ],
  "payouts:read": [
    "GET /api/payouts/admin",
    "GET /api/payouts/admin/tax",
    "GET /api/payouts/admin/batches",
    "GET /api/payouts/admin/batches/:id",
    "GET /api/payouts/admin/batches/:id/file",
  ],
  "payouts:write": [
    "POST /api/payouts/admin/pay/:id",
    "PATCH /api/payouts/admin/reject/:id",
    "POST /api/payouts/admin/batches",
    "POST /api/payouts/admin/batches/:id/results",
  ],
  "sources:read": [
    "GET /api/admin/sources",
    "GET /api/admin/sources/:id/events",
    "GET /api/admin/coupons",
  ],
};

/** The scope covering an operation key ("GET /api/admin/users"), or null when no key may call it. */
export function scopeOf(operationKey: string): ApiKeyScope | null {
  for (const [scope, keys] of Object.entries(SCOPE_OPERATIONS)) {
    if (keys.includes(operationKey)) return scope as ApiKeyScope;
  }
  return null;
}

/**
 * What an affiliate's key (`kamai_ak_`, scope affiliate:read) may call: reads of the affiliate's own stats,
 * breakdowns, reports, conversions and links. Each answers the caller's own rows only (the session's user); none
 * takes another person's id.
 */
export const AFFILIATE_KEY_OPERATIONS: readonly string[] = [
  "GET /api/stats",
  "GET /api/stats/user/date-range",
  "GET /api/stats/daily",
  "GET /api/stats/products",
  "GET /api/stats/breakdown",
  "GET /api/user/reports",
  "GET /api/user/reports/conversions",
  "GET /api/user/conversions",
  "GET /api/affiliate-links/user-products-with-stats",
  "GET /api/affiliate-links/assigned",
  "GET /api/affiliate-links/:id/deep-links",
];

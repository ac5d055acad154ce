/** The one table mapping domain error codes to HTTP statuses; every error body is { message, code }. */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const ERROR_STATUS: Record<string, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  INVALID_API_KEY: 401,
  INSUFFICIENT_SCOPE: 403,
  USER_DELETED: 410,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_POSTBACKS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  EMAIL_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_FAILED: 400,
  TOKEN_REVOKED: 401,
  PROFILE_PENDING: 409,
  PROFILE_APPROVED: 409,
  ACCOUNT_BLOCKED: 409,
  PROFILE_NOT_FOUND: 404,
  PROFILE_NOT_PENDING: 409,
  USER_NOT_FOUND: 404,
  SELF_ACTION_FORBIDDEN: 409,
  LINK_NOT_CREDITING: 409,
  DEEP_LINK_LIMIT: 409,
  INSUFFICIENT_BALANCE: 400,
  PAYOUT_NOT_COVERED: 409,
  PAYOUT_ALREADY_DECIDED: 409,
  PAYOUT_IN_BATCH: 409,
  PAYOUT_HELD: 409,
  RISK_FLAG_CLOSED: 409,
  PAYOUT_NOT_PENDING: 409,
  BATCH_ACCOUNT_INVALID: 422,
  BATCH_NOT_FOUND: 404,
  RESULT_CONFLICT: 409,
  MAKER_CHECKER: 403,
  LAST_ADMIN: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PRODUCT_NOT_FOUND: 404,
  INVALID_SIGNATURE: 401,
  SIGNATURE_EXPIRED: 401,
  BAD_SIGNATURE: 401,
  MALFORMED: 400,
  CURRENCY_MISMATCH: 422,
  CURRENCY_LOCKED: 409,
  SETUP_LINK_INVALID: 404,
  SETUP_DONE: 409,
};

/** Registers more code → status rows (each capability adds its own codes at start-up). */
export function registerErrorStatuses(
  rows: Record<string, ContentfulStatusCode>,
): void {
  Object.assign(ERROR_STATUS, rows);
}

/** The HTTP status for a domain error code (400 when unknown: a caller mistake, never a 5xx). */
export function statusForCode(code: string): ContentfulStatusCode {
  return ERROR_STATUS[code] ?? 400;
}

/** AuthError: the expected failures of the auth use cases, as Result errors. */
export type AuthErrorCode =
  | "VALIDATION_ERROR"
  | "CAPTCHA_FAILED"
  | "EMAIL_TAKEN"
  | "INVALID_CREDENTIALS"
  | "EMAIL_NOT_VERIFIED"
  | "INVALID_TOKEN"
  | "RATE_LIMITED"
  | "USER_DELETED"
  | "INVALID_TWO_FACTOR_CODE"
  | "TWO_FACTOR_CHALLENGE_EXPIRED"
  | "TWO_FACTOR_ALREADY_ENABLED"
  | "TWO_FACTOR_NOT_STARTED"
  | "TWO_FACTOR_NOT_ENABLED"
  | "TWO_FACTOR_REQUIRED_FOR_ADMINS"
  | "WRONG_PASSWORD";

/** One expected auth failure; retryAfterSeconds is set for RATE_LIMITED. */
export interface AuthError {
  code: AuthErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

/** Builds an AuthError. */
export function authError(code: AuthErrorCode, message: string): AuthError {
  return { code, message };
}

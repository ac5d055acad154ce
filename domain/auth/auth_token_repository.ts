/** AuthTokenRepository: single-use, expiring email tokens (verification, password reset), stored hashed. */

/** What a token is for. */
export type AuthTokenPurpose = "verify_email" | "reset_password";

/** A token to store; tokenHash is the SHA-256 hex of the token sent by email. */
export interface NewAuthToken {
  userId: number;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** Stores token hashes and consumes them at most once. */
export interface AuthTokenRepository {
  save(token: NewAuthToken): Promise<void>;
  /** Marks the token used and returns its user id, or null when unknown, used or expired at `now`. */
  consume(
    purpose: AuthTokenPurpose,
    tokenHash: string,
    now: Date,
  ): Promise<number | null>;
  /** Marks every unused token of a user for a purpose as used (e.g. other reset links after a reset). */
  revokeAll(
    userId: number,
    purpose: AuthTokenPurpose,
    now: Date,
  ): Promise<void>;
}

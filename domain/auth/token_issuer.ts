/** TokenIssuer: the port that issues signed session tokens after login or verification. */
import type { Role } from "./user_repository.ts";

/** The claims a session token carries. */
export interface SessionClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
}

/** Issues session tokens. */
export interface TokenIssuer {
  issue(claims: SessionClaims): Promise<string>;
}

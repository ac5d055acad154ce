/** In-memory TokenIssuer for use-case tests: readable tokens carrying the claims. */
import type { TokenIssuer } from "../../domain/auth/token_issuer.ts";

/** Issues "session:<userId>:<role>:<tokenVersion>" strings. */
export function createInMemoryTokenIssuer(): TokenIssuer {
  return {
    issue: (c) =>
      Promise.resolve(`session:${c.userId}:${c.role}:${c.tokenVersion}`),
  };
}

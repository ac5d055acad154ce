/** The shared step of the setup use cases: is this token's link still usable? */
import { hashToken } from "../auth/auth_rules.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { SetupError } from "./setup_error.ts";
import { SETUP_MESSAGES } from "./setup_messages.ts";
import type { SetupLinkRepository } from "./setup_repos.ts";

/** Tokens are 256-bit URL-safe strings; anything far longer is not one of ours. */
const TOKEN_MAX = 512;

/** The link of `token` when it is unused and no admin exists; SETUP_LINK_INVALID or SETUP_DONE otherwise. */
export async function usableSetupLink(
  links: Pick<SetupLinkRepository, "findByHash" | "adminExists">,
  token: string,
): Promise<Result<{ id: number }, SetupError>> {
  const invalid = err<SetupError>({
    code: "SETUP_LINK_INVALID",
    message: SETUP_MESSAGES.linkInvalid,
  });
  if (token === "" || token.length > TOKEN_MAX) return invalid;
  const link = await links.findByHash(await hashToken(token));
  if (!link) return invalid;
  if (link.usedAt !== null || await links.adminExists()) {
    return err({ code: "SETUP_DONE", message: SETUP_MESSAGES.alreadyDone });
  }
  return ok({ id: link.id });
}

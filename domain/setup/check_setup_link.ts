/** Use case: tells the setup page whether its link can still create the first admin. */
import { ok, type Result } from "../shared/result.ts";
import type { SetupError } from "./setup_error.ts";
import { usableSetupLink } from "./setup_link_state.ts";
import { SETUP_MESSAGES } from "./setup_messages.ts";
import type { SetupLinkRepository } from "./setup_repos.ts";

/** What checkSetupLink needs: the links, read outside any transaction. */
export interface CheckSetupLinkDeps {
  links: Pick<SetupLinkRepository, "findByHash" | "adminExists">;
}

/** ok with the page's prompt when the link is usable; SETUP_LINK_INVALID or SETUP_DONE otherwise. */
export async function checkSetupLink(
  deps: CheckSetupLinkDeps,
  token: string,
): Promise<Result<{ message: string }, SetupError>> {
  const usable = await usableSetupLink(deps.links, token);
  if (!usable.ok) return usable;
  return ok({ message: SETUP_MESSAGES.linkValid });
}

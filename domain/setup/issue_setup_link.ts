/** Use case: at start, while no admin exists, stores a new one-time setup link and hands its token back. */
import { hashToken } from "../auth/auth_rules.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SetupIssueRepos } from "./setup_repos.ts";

/** Random bits in a setup token. */
export const SETUP_TOKEN_BITS = 256;

/** What issueSetupLink needs. */
export interface IssueSetupLinkDeps {
  uow: UnitOfWork<SetupIssueRepos>;
  random: RandomSource;
}

/** The new link's token (only its hash is stored), or null when an admin already exists. */
export async function issueSetupLink(
  deps: IssueSetupLinkDeps,
): Promise<string | null> {
  const token = deps.random.token(SETUP_TOKEN_BITS);
  const tokenHash = await hashToken(token);
  return await deps.uow.run(async ({ setupLinks }) => {
    await setupLinks.lock();
    if (await setupLinks.adminExists()) return null;
    await setupLinks.add(tokenHash);
    return token;
  });
}

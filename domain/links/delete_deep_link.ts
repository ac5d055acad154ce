/** Use case: an affiliate deletes one of their deep links; its code then leads to the link's own destination. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { DeepLinkRepository } from "./deep_link.ts";

/** Deletes deep link `id` of the user's link `linkId`; answers its code (for the redirect cache). */
export async function deleteDeepLink(
  deps: { uow: UnitOfWork<{ deepLinks: DeepLinkRepository }> },
  input: { userId: number; linkId: number; id: number },
): Promise<Result<{ code: string }, { code: "NOT_FOUND"; message: string }>> {
  return await deps.uow.run(async ({ deepLinks }) => {
    const parent = await deepLinks.findParent(input.userId, input.linkId);
    const code = parent
      ? await deepLinks.delete(parent.linkId, input.id)
      : null;
    if (code === null) {
      return err({ code: "NOT_FOUND", message: "Deep link not found." });
    }
    return ok({ code });
  });
}

/** Use case: an admin deletes a group; its members move to the default group (each move appended), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";

/** Why a group was not deleted. */
export interface DeleteGroupError {
  code: "GROUP_NOT_FOUND" | "DEFAULT_GROUP";
  message: string;
}

/** Deletes group `id`, moving its members (pins kept) to the default group; answers how many moved. */
export async function deleteGroup(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; id: number },
): Promise<Result<{ id: number; moved: number }, DeleteGroupError>> {
  return await deps.uow.run(async ({ groups, audit }) => {
    const group = await groups.get(input.id);
    if (!group) {
      return err({
        code: "GROUP_NOT_FOUND" as const,
        message: "Group not found.",
      });
    }
    if (group.isDefault) {
      return err({
        code: "DEFAULT_GROUP" as const,
        message:
          "The default group holds everyone not placed elsewhere and cannot be deleted.",
      });
    }
    const fallback = await groups.getDefault();
    const members = await groups.memberIds(group.id);
    for (const userId of members) {
      const placed = await groups.placement(userId);
      await groups.place({
        userId,
        fromGroupId: group.id,
        toGroupId: fallback.id,
        cause: "admin",
        adminId: input.adminId,
      }, placed?.pinned ?? false);
    }
    await groups.softDelete(group.id);
    await audit.append({
      adminId: input.adminId,
      action: "Delete Group",
      details:
        `Group #${group.id} "${group.name}" deleted; ${members.length} member(s) moved to "${fallback.name}"`,
    });
    return ok({ id: group.id, moved: members.length });
  });
}

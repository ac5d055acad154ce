/**
 * Use case: an admin puts an affiliate in a group and/or pins them (PATCH /api/admin/users/{id}), audited; a move
 * is appended to affiliate_group_moves with cause 'admin'. Setting a group pins by default (docs/offers.md).
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Placement } from "./group_repository.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";

/** Why the placement was refused. */
export interface PlaceAffiliateError {
  code: "VALIDATION_ERROR" | "USER_NOT_FOUND" | "GROUP_NOT_FOUND";
  message: string;
}

/** Places user `userId`: `groupId` (a group id, or null for the default group) and/or `pinned`. */
export async function placeAffiliate(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; userId: number; body: Record<string, unknown> },
): Promise<Result<Placement, PlaceAffiliateError>> {
  const { groupId, pinned } = input.body;
  if (groupId === undefined && pinned === undefined) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Send groupId and/or pinned.",
    });
  }
  if (
    groupId !== undefined && groupId !== null &&
    (typeof groupId !== "number" || !Number.isSafeInteger(groupId))
  ) {
    return err({
      code: "VALIDATION_ERROR",
      message: "groupId must be a group id or null.",
    });
  }
  if (pinned !== undefined && typeof pinned !== "boolean") {
    return err({
      code: "VALIDATION_ERROR",
      message: "pinned must be true or false.",
    });
  }
  return await deps.uow.run(async ({ groups, audit }) => {
    const current = await groups.placement(input.userId);
    if (!current) {
      return err({
        code: "USER_NOT_FOUND" as const,
        message: "Affiliate not found.",
      });
    }
    const target = groupId === undefined
      ? await groups.get(current.groupId)
      : groupId === null
      ? await groups.getDefault()
      : await groups.get(groupId);
    if (!target) {
      return err({
        code: "GROUP_NOT_FOUND" as const,
        message: "Group not found.",
      });
    }
    // An admin's choice of group is kept from the monthly tier job unless they say otherwise.
    const pin = typeof pinned === "boolean" ? pinned : true;
    await groups.place({
      userId: current.userId,
      fromGroupId: current.groupId,
      toGroupId: target.id,
      cause: "admin",
      adminId: input.adminId,
    }, pin);
    await audit.append({
      adminId: input.adminId,
      action: "Place Affiliate",
      details:
        `User #${current.userId} group #${current.groupId} → #${target.id} "${target.name}"${
          pin ? " (pinned)" : " (not pinned)"
        }`,
    });
    return ok({ userId: current.userId, groupId: target.id, pinned: pin });
  });
}

/** Use cases: an admin creates or edits an affiliate group (name, rank, level-up condition), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type AffiliateGroup,
  type GroupInputError,
  readGroupName,
  readLevelUp,
  readRank,
} from "./group.ts";
import type { GroupFields } from "./group_repository.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";

/** Why a group was not saved. */
export type SaveGroupError = GroupInputError | {
  code: "GROUP_NAME_TAKEN" | "GROUP_NOT_FOUND";
  message: string;
};

const TAKEN = {
  code: "GROUP_NAME_TAKEN" as const,
  message: "Another group has that name.",
};
const MISSING = {
  code: "GROUP_NOT_FOUND" as const,
  message: "Group not found.",
};

/** Reads the fields present in `input` over `base` (a new group: rank 0, no level-up). */
function readFields(
  input: Record<string, unknown>,
  base: GroupFields | null,
): Result<GroupFields, GroupInputError> {
  const name = input.name === undefined && base
    ? ok(base.name)
    : readGroupName(input.name);
  if (!name.ok) return name;
  const rank = input.rank === undefined
    ? ok(base?.rank ?? 0)
    : readRank(input.rank);
  if (!rank.ok) return rank;
  const levelUp = input.levelUp === undefined
    ? ok(base?.levelUp ?? null)
    : readLevelUp(input.levelUp);
  if (!levelUp.ok) return levelUp;
  return ok({ name: name.value, rank: rank.value, levelUp: levelUp.value });
}

function describe(g: AffiliateGroup): string {
  const level = g.levelUp
    ? `, level-up ${g.levelUp.metric} ≥ ${g.levelUp.threshold}`
    : "";
  return `Group #${g.id} "${g.name}" (rank ${g.rank}${level})`;
}

/** Creates a group. */
export async function createGroup(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; body: Record<string, unknown> },
): Promise<Result<AffiliateGroup, SaveGroupError>> {
  const fields = readFields(input.body, null);
  if (!fields.ok) return err(fields.error);
  return await deps.uow.run(async ({ groups, audit }) => {
    const group = await groups.create(fields.value);
    if (!group) return err(TAKEN);
    await audit.append({
      adminId: input.adminId,
      action: "Create Group",
      details: describe(group),
    });
    return ok(group);
  });
}

/** Edits a group: fields left out keep their value. */
export async function updateGroup(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; id: number; body: Record<string, unknown> },
): Promise<Result<AffiliateGroup, SaveGroupError>> {
  return await deps.uow.run(async ({ groups, audit }) => {
    const current = await groups.get(input.id);
    if (!current) return err(MISSING);
    const fields = readFields(input.body, current);
    if (!fields.ok) return err(fields.error);
    const group = await groups.update(input.id, fields.value);
    if (group === "taken") return err(TAKEN);
    if (!group) return err(MISSING);
    await audit.append({
      adminId: input.adminId,
      action: "Update Group",
      details: `${describe(current)} → ${describe(group)}`,
    });
    return ok(group);
  });
}

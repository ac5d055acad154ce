/** Use cases: an admin adds a cap (superseding the live one of the same scope) or removes one, audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { type CapInputError, type OfferCap, readCap } from "./cap.ts";
import type { OfferConfigRepos } from "./offer_config_repos.ts";

/** Why a cap was refused. */
export type AddCapError = CapInputError | {
  code: "PRODUCT_NOT_FOUND" | "UNKNOWN_GOAL" | "USER_NOT_FOUND";
  message: string;
};

function describe(c: OfferCap): string {
  const limit = c.unit === "payout"
    ? `${Math.floor(c.limit / 100)}.${String(c.limit % 100).padStart(2, "0")}`
    : String(c.limit);
  return `Cap #${c.id}: product #${c.productId} ${c.goal}${
    c.userId === null ? "" : ` user #${c.userId}`
  } ${limit} ${c.unit} per ${c.period}`;
}

/** Adds the cap `body` describes. */
export async function addCap(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; body: unknown },
): Promise<Result<OfferCap, AddCapError>> {
  const read = readCap(input.body);
  if (!read.ok) return err(read.error);
  const cap = read.value;
  return await deps.uow.run(
    async ({ products, goals, groups, caps, audit }) => {
      if (!(await products.get(cap.productId))) {
        return err({
          code: "PRODUCT_NOT_FOUND" as const,
          message: "Offer not found.",
        });
      }
      if (!(await goals.get(cap.productId, cap.goal))) {
        return err({
          code: "UNKNOWN_GOAL" as const,
          message: `The offer has no goal "${cap.goal}".`,
        });
      }
      if (cap.userId !== null && !(await groups.placement(cap.userId))) {
        return err({
          code: "USER_NOT_FOUND" as const,
          message: "Affiliate not found.",
        });
      }
      const added = await caps.add(cap, input.adminId);
      await audit.append({
        adminId: input.adminId,
        action: "Add Cap",
        details: `${describe(added.cap)}${
          added.superseded ? ` (supersedes cap #${added.superseded.id})` : ""
        }`,
      });
      return ok(added.cap);
    },
  );
}

/** Removes live cap `id`. */
export async function removeCap(
  deps: { uow: UnitOfWork<OfferConfigRepos> },
  input: { adminId: number; id: number },
): Promise<Result<{ id: number }, { code: "CAP_NOT_FOUND"; message: string }>> {
  return await deps.uow.run(async ({ caps, audit }) => {
    const cap = await caps.get(input.id);
    if (!cap || cap.removedAt !== null || !(await caps.remove(cap.id))) {
      return err({
        code: "CAP_NOT_FOUND" as const,
        message: "No live cap with that id.",
      });
    }
    await audit.append({
      adminId: input.adminId,
      action: "Remove Cap",
      details: describe(cap),
    });
    return ok({ id: cap.id });
  });
}

/** Use case: an admin takes a coupon code back, audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { SOURCE_MESSAGES } from "./source.ts";
import type { CouponRepos } from "./sources_repos.ts";

/** What deleteCoupon needs. */
export interface DeleteCouponDeps {
  uow: UnitOfWork<CouponRepos>;
}

/** Deletes the coupon; NOT_FOUND when there is none. */
export async function deleteCoupon(
  deps: DeleteCouponDeps,
  input: { adminId: number; id: number },
): Promise<Result<void, { code: "NOT_FOUND"; message: string }>> {
  return await deps.uow.run(async ({ coupons, audit }) => {
    const deleted = await coupons.delete(input.id);
    if (!deleted) {
      return err({
        code: "NOT_FOUND" as const,
        message: SOURCE_MESSAGES.couponNotFound,
      });
    }
    await audit.append({
      adminId: input.adminId,
      action: "Delete Coupon",
      details:
        `Coupon "${deleted.code}" of user #${deleted.userId}, product #${deleted.productId}`,
    });
    return ok(undefined);
  });
}

/** Use case: an admin gives an affiliate a coupon code for a product (unique case-insensitively), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { normalizeCouponCode } from "./attribution.ts";
import { SOURCE_MESSAGES } from "./source.ts";
import type { Coupon, CouponRepos } from "./sources_repos.ts";

/** What addCoupon needs. */
export interface AddCouponDeps {
  uow: UnitOfWork<CouponRepos>;
}

/** A refused coupon. */
export interface AddCouponError {
  code: "VALIDATION_ERROR" | "NOT_FOUND" | "CONFLICT";
  message: string;
}

const isId = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0;

/** Stores the code as typed (shown to the affiliate) and normalised (matched). */
export async function addCoupon(
  deps: AddCouponDeps,
  input: {
    adminId: number;
    userId: unknown;
    productId: unknown;
    code: unknown;
  },
): Promise<Result<Coupon, AddCouponError>> {
  const { userId, productId } = input;
  if (!isId(userId) || !isId(productId)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "userId and productId must be ids.",
    });
  }
  const code = typeof input.code === "string" ? input.code.trim() : "";
  if (!/^[\p{L}\p{N}_-]{1,100}$/u.test(code)) {
    return err({
      code: "VALIDATION_ERROR",
      message: SOURCE_MESSAGES.couponCodeInvalid,
    });
  }
  return await deps.uow.run(async ({ coupons, audit }) => {
    if (!await coupons.targetExists(userId, productId)) {
      return err({
        code: "NOT_FOUND",
        message: SOURCE_MESSAGES.targetNotFound,
      });
    }
    const coupon = await coupons.insert({ userId, productId, code });
    if (!coupon) {
      return err({ code: "CONFLICT", message: SOURCE_MESSAGES.couponTaken });
    }
    await audit.append({
      adminId: input.adminId,
      action: "Add Coupon",
      details: `Coupon "${code}" (${
        normalizeCouponCode(code)
      }) → user #${userId}, product #${productId}`,
    });
    return ok(coupon);
  });
}

/** Coupon code routes (mounted under /api): an admin gives, lists and takes back affiliates' codes. */
import { Hono } from "hono";
import type { AppContext, Session } from "../../app_context.ts";
import type { CouponServices } from "../../../domain/sources/sources_repos.ts";
import { addCoupon } from "../../../domain/sources/add_coupon.ts";
import { deleteCoupon } from "../../../domain/sources/delete_coupon.ts";
import type { Coupon } from "../../../domain/sources/sources_repos.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import { couponBody, type CouponJson } from "../../../wire/sources.ts";

const couponJson = (k: Coupon): CouponJson => ({
  id: k.id,
  userId: k.userId,
  productId: k.productId,
  code: k.code,
  createdAt: k.createdAt.toISOString(),
});

/** The coupons router; mount with app.route("/api", createCouponRoutes(ctx, services.coupons)). */
export function createCouponRoutes(
  ctx: AppContext,
  { reader, uow }: CouponServices,
): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();

  app.get("/admin/coupons", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    // Names beside the ids, so the list reads "Ali Khan", not "User #12".
    return c.json(
      (await reader.list()).map((k): CouponJson => ({
        ...couponJson(k),
        user: k.userName,
        product: k.productTitle,
      })),
    );
  });

  app.post(
    "/admin/coupons",
    ctx.auth.requireAdmin,
    jsonBody(couponBody),
    async (c) => {
      const body = c.req.valid("json");
      const result = await addCoupon({ uow }, {
        adminId: c.get("session").userId,
        userId: body.userId,
        productId: body.productId,
        code: body.code,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(couponJson(result.value), 201);
    },
  );

  app.delete("/admin/coupons/:id", ctx.auth.requireAdmin, async (c) => {
    const result = await deleteCoupon({ uow }, {
      adminId: c.get("session").userId,
      id: parseIdParam(c, "id"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Coupon deleted." });
  });

  return app as unknown as Hono;
}

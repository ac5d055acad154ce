/**
 * Offer configuration routes (mounted under /api, admin only): an offer's goals, dated payout rules, caps, and what
 * an affiliate earns on an offer now and why. See docs/offers.md.
 */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { OfferConfigServices } from "../../../domain/offers/offer_config_repos.ts";
import { replaceGoals } from "../../../domain/offers/replace_goals.ts";
import { addPayoutRule } from "../../../domain/offers/add_payout_rule.ts";
import { deletePayoutRule } from "../../../domain/offers/delete_payout_rule.ts";
import { addCap, removeCap } from "../../../domain/offers/save_cap.ts";
import { ruleStates } from "../../../domain/offers/rule_history.ts";
import { saleGoalOf } from "../../../domain/offers/offer_rates.ts";
import { REFUND_POLICIES } from "../../../domain/products/product.ts";
import { parseJsonExact } from "../../json/exact_json.ts";
import { answerError, apiError } from "../api_error.ts";
import { registerErrorStatuses } from "../error_status.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody, parseIdParam, queryParams } from "../validate.ts";
import {
  capJson,
  goalJson,
  goalPayoutNowJson,
  ruleJson,
} from "./offer_config_json.ts";
import {
  type AffiliatePayoutsAllJson,
  type AffiliatePayoutsJson,
  capBodyCheck,
  type CapJson,
  capsQuery,
  type GoalJson,
  goalsBody,
  payoutRuleBodyCheck,
  type PayoutRuleJson,
  payoutRulesQuery,
} from "../../../wire/offer_config.ts";

registerErrorStatuses({
  SALE_GOAL_REQUIRED: 400,
  UNKNOWN_GOAL: 400,
  RULE_NOT_FOUND: 404,
  RULE_IN_FORCE: 409,
  CAP_NOT_FOUND: 404,
});

/** Numbers read as their exact JSON text (flat money, percents, thresholds, limits). */
const EXACT = ["value", "threshold", "limit"] as const;

/** The offer configuration router; mount with app.route("/api", createOfferConfigRoutes(ctx, services.offerConfig)). */
export function createOfferConfigRoutes(
  ctx: AppContext,
  services: OfferConfigServices,
): Hono<SessionEnv> {
  const { reader, uow, clock } = services;
  const app = new Hono<SessionEnv>();
  const admin = ctx.auth.requireAdmin;

  app.get("/admin/products/:id/goals", admin, async (c) => {
    const id = parseIdParam(c, "id");
    const product = await reader.products.get(id);
    if (!product) throw apiError("PRODUCT_NOT_FOUND", "Product not found.");
    const goals = await reader.goals.list(id);
    c.header("Cache-Control", "no-store");
    // A product stored before goals existed still shows its sale goal.
    return c.json(
      (goals.length ? goals : [
        saleGoalOf(
          id,
          product.commissionBp,
          REFUND_POLICIES[product.refundPolicy].holdDays,
        ),
      ]).map(goalJson) satisfies GoalJson[],
    );
  });

  app.put(
    "/admin/products/:id/goals",
    admin,
    jsonBody(goalsBody),
    async (c) => {
      const id = parseIdParam(c, "id");
      const result = await replaceGoals({ uow, clock }, {
        adminId: c.get("session").userId,
        productId: id,
        goals: parseJsonExact(await c.req.text(), EXACT),
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value.map(goalJson) satisfies GoalJson[]);
    },
  );

  app.get(
    "/admin/payout-rules",
    admin,
    queryParams(payoutRulesQuery),
    async (c) => {
      const q = c.req.valid("query");
      const rules = await reader.rules.list({
        productId: q.offerId,
        groupId: q.groupId,
        userId: q.userId,
      });
      const states = ruleStates(rules, clock.now());
      c.header("Cache-Control", "no-store");
      // Newest start first: what is scheduled, then what is in force, then the history it superseded.
      return c.json(
        rules.toReversed().map((r) =>
          ruleJson(r, states.get(r.id)!)
        ) satisfies PayoutRuleJson[],
      );
    },
  );

  app.post(
    "/admin/payout-rules",
    admin,
    jsonBody(payoutRuleBodyCheck),
    async (c) => {
      const result = await addPayoutRule({ uow, clock }, {
        adminId: c.get("session").userId,
        body: await exactJsonBody(c, EXACT),
      });
      if (!result.ok) throw answerError(result.error);
      const rule = result.value;
      const state = rule.startsAt.getTime() > clock.now().getTime()
        ? "scheduled"
        : "in_force";
      return c.json(ruleJson(rule, state) satisfies PayoutRuleJson, 201);
    },
  );

  app.delete("/admin/payout-rules/:id", admin, async (c) => {
    const result = await deletePayoutRule({ uow, clock }, {
      adminId: c.get("session").userId,
      id: parseIdParam(c, "id"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Payout rule deleted.", id: result.value.id });
  });

  app.get("/admin/caps", admin, queryParams(capsQuery), async (c) => {
    const q = c.req.valid("query");
    const caps = await reader.caps.list({
      productId: q.offerId,
      userId: q.userId,
      withRemoved: q.history === "true",
    });
    c.header("Cache-Control", "no-store");
    return c.json(caps.map(capJson) satisfies CapJson[]);
  });

  app.post("/admin/caps", admin, jsonBody(capBodyCheck), async (c) => {
    const result = await addCap({ uow }, {
      adminId: c.get("session").userId,
      body: await exactJsonBody(c, EXACT),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(capJson(result.value) satisfies CapJson, 201);
  });

  app.delete("/admin/caps/:id", admin, async (c) => {
    const result = await removeCap({ uow }, {
      adminId: c.get("session").userId,
      id: parseIdParam(c, "id"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Cap removed.", id: result.value.id });
  });

  /** The affiliate's placement and payouts now, 404 unless the id is an affiliate. */
  const payoutsFor = async (userId: number, productId?: number) => {
    if (!(await reader.groups.placement(userId))) {
      throw apiError("USER_NOT_FOUND", "Affiliate not found.");
    }
    const found = await reader.payouts.forAffiliate(
      userId,
      clock.now(),
      productId,
    );
    if (!found) throw apiError("USER_NOT_FOUND", "Affiliate not found.");
    return found;
  };

  app.get("/admin/users/:id/offers/payouts", admin, async (c) => {
    const userId = parseIdParam(c, "id");
    const { group, offers } = await payoutsFor(userId);
    const titles = new Map(
      (await reader.products.list()).map((p) => [p.id, p.title]),
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        userId,
        groupId: group.groupId,
        groupName: group.groupName,
        pinned: group.pinned,
        offers: [...offers].map(([offerId, goals]) => ({
          offerId,
          title: titles.get(offerId) ?? "",
          goals: goals.map(goalPayoutNowJson),
        })),
      } satisfies AffiliatePayoutsAllJson,
    );
  });

  app.get("/admin/users/:id/offers/:productId/payouts", admin, async (c) => {
    const userId = parseIdParam(c, "id");
    const productId = parseIdParam(c, "productId");
    if (!(await reader.products.get(productId))) {
      throw apiError("PRODUCT_NOT_FOUND", "Product not found.");
    }
    const { group, offers } = await payoutsFor(userId, productId);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        userId,
        offerId: productId,
        groupId: group.groupId,
        groupName: group.groupName,
        pinned: group.pinned,
        goals: (offers.get(productId) ?? []).map(goalPayoutNowJson),
      } satisfies AffiliatePayoutsJson,
    );
  });

  return app;
}

/** Postgres offer terms: a product's goal, its payout rules (with the global sale rules) and the affiliate's group. */
import type {
  OfferTerms,
  OfferTermsLookup,
} from "../../domain/offers/offer_earning_repos.ts";
import type { Goal } from "../../domain/offers/goal.ts";
import type { PayoutRule } from "../../domain/offers/payout_rule.ts";
import { SALE_GOAL } from "../../domain/offers/goal.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface GoalRow {
  product_id: number;
  goal: string | null;
  name: string | null;
  payout_type: "percent" | "flat" | null;
  payout_value: string | null;
  revenue_type: "percent" | "flat" | null;
  revenue_value: string | null;
  hold_days: number | null;
  commission_bp: number;
  refund_hold_days: number;
}

interface RuleRow {
  id: number;
  product_id: number | null;
  goal: string;
  group_id: number | null;
  user_id: number | null;
  payout_type: "percent" | "flat";
  payout_value: string;
  starts_at: Date;
  created_at: Date;
}

const toRule = (r: RuleRow): PayoutRule => ({
  id: Number(r.id),
  productId: r.product_id === null ? null : Number(r.product_id),
  goal: r.goal,
  groupId: r.group_id === null ? null : Number(r.group_id),
  userId: r.user_id === null ? null : Number(r.user_id),
  payout: { type: r.payout_type, value: Number(r.payout_value) },
  startsAt: new Date(r.starts_at),
  createdAt: new Date(r.created_at),
});

/**
 * Offer terms on a transaction, each product+goal's rules and each affiliate's group read once per transaction (an
 * import prices thousands of rows). The sale goal's hold is the product's refund policy, read from the product.
 *
 * A safety net for the sale goal (docs/offers.md "The earning path"): a product with no offer-level sale rule gets
 * one at its commission in force since 2000-01-01 (as 0039 gave every product then). The products API inserts the
 * sale goal's first rule and appends one on every rate change, so for its products this never writes.
 */
export function createPostgresOfferTermsLookup(
  sql: SqlClient,
): OfferTermsLookup {
  const offers = new Map<string, Promise<Omit<OfferTerms, "groupId">>>();
  const groups = new Map<number, Promise<number | null>>();
  const global = async () => {
    const rows = await sql<RuleRow[]>`
      SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value::text, starts_at, created_at
      FROM payout_rules WHERE product_id IS NULL AND deleted_at IS NULL`;
    return rows.map(toRule);
  };
  let globalRules: Promise<PayoutRule[]> | null = null;

  /**
   * A product with no offer-level sale rule (one inserted without the products API, e.g. by SQL) gets one at its
   * commission, in force from 2000-01-01 as 0039 gave every product then; one transaction at a time.
   */
  async function saleRuleOf(
    productId: number,
    commissionBp: number,
    rules: PayoutRule[],
  ): Promise<PayoutRule[]> {
    const hasOffer = (list: PayoutRule[]) =>
      list.some((r) => r.groupId === null && r.userId === null);
    if (hasOffer(rules)) return rules;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`offer-sale-rule:${productId}`}))`;
    const fresh = (await sql<RuleRow[]>`
      SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value::text, starts_at, created_at
      FROM payout_rules
      WHERE product_id = ${productId} AND goal = ${SALE_GOAL} AND deleted_at IS NULL`)
      .map(toRule);
    if (hasOffer(fresh)) return fresh;
    const [row] = await sql<RuleRow[]>`
      INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
      VALUES (${productId}, ${SALE_GOAL}, 'percent', ${commissionBp}, timestamptz '2000-01-01T00:00:00Z')
      RETURNING id, product_id, goal, group_id, user_id, payout_type, payout_value::text, starts_at, created_at`;
    return [...fresh, toRule(row)];
  }

  async function offer(
    productId: number,
    goalKey: string,
  ): Promise<Omit<OfferTerms, "groupId">> {
    const [g] = await sql<GoalRow[]>`
      SELECT p.id AS product_id, g.goal, g.name, g.payout_type, g.payout_value::text, g.revenue_type,
             g.revenue_value::text, g.hold_days, p.commission_bp, p.refund_hold_days
      FROM products p LEFT JOIN offer_goals g ON g.product_id = p.id AND g.goal = ${goalKey}
      WHERE p.id = ${productId}`;
    if (!g || (g.goal === null && goalKey !== SALE_GOAL)) {
      return { goal: null, rules: [] };
    }
    const goal: Goal = {
      productId,
      key: goalKey,
      name: g.name ?? "Sale",
      payout: g.payout_type
        ? { type: g.payout_type, value: Number(g.payout_value) }
        : { type: "percent", value: Number(g.commission_bp) },
      revenue: g.revenue_type
        ? { type: g.revenue_type, value: Number(g.revenue_value) }
        : null,
      // The goal's hold; a product without its sale goal row holds for its refund policy.
      holdDays: Number(g.hold_days ?? g.refund_hold_days),
    };
    let rules = (await sql<RuleRow[]>`
      SELECT id, product_id, goal, group_id, user_id, payout_type, payout_value::text, starts_at, created_at
      FROM payout_rules
      WHERE product_id = ${productId} AND goal = ${goalKey} AND deleted_at IS NULL`)
      .map(toRule);
    if (goalKey === SALE_GOAL) {
      rules = await saleRuleOf(productId, Number(g.commission_bp), rules);
      globalRules ??= global();
      rules = [...rules, ...await globalRules];
    }
    return { goal, rules };
  }

  return {
    async readGroups(userIds) {
      const ids = [...new Set(userIds)].filter((id) => !groups.has(id));
      if (ids.length === 0) return;
      const rows = await sql<{ id: number; group_id: number | null }[]>`
        SELECT id, group_id FROM users WHERE id = ANY(${ids}::bigint[])`;
      const found = new Map(rows.map((r) => [Number(r.id), r.group_id]));
      for (const id of ids) {
        const g = found.get(id);
        groups.set(id, Promise.resolve(g == null ? null : Number(g)));
      }
    },
    // Every rule is read, whatever its start: ruleInForce picks by the conversion's time.
    async termsFor(userId, productId, goalKey) {
      const key = `${productId}:${goalKey}`;
      if (!offers.has(key)) offers.set(key, offer(productId, goalKey));
      if (!groups.has(userId)) {
        groups.set(
          userId,
          sql<{ group_id: number | null }[]>`
            SELECT group_id FROM users WHERE id = ${userId}`.then(([r]) =>
            r?.group_id == null ? null : Number(r.group_id)
          ),
        );
      }
      const [terms, groupId] = await Promise.all([
        offers.get(key)!,
        groups.get(userId)!,
      ]);
      return { ...terms, groupId };
    },
  };
}

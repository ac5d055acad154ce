/** Conversions on the wire (wire/offer_conversions.ts): the earning, its rule, and its explanation in English. */
import { explainEarning } from "../../../domain/offers/earning.ts";
import { payoutOnWire } from "../../../domain/offers/goal.ts";
import {
  type ListedOfferConversion,
  shownEarning,
} from "../../../domain/offers/offer_conversion_list.ts";
import {
  type Currency,
  formatCurrency,
} from "../../../domain/shared/currency.ts";
import { money, toDisplayAmount } from "../../../domain/shared/money.ts";
import type {
  AdminOfferConversionJson,
  OfferConversionJson,
} from "../../../wire/offer_conversions.ts";

const display = (minor: number) => toDisplayAmount(money(minor));

/** A conversion as its affiliate sees it. */
export function offerConversionJson(
  c: ListedOfferConversion,
  currency: Currency,
): OfferConversionJson {
  const rule = c.earningRule;
  const groupName = rule.level === "group" ? c.groupName : null;
  return {
    id: c.id,
    occurredAt: c.occurredAt.toISOString(),
    productId: c.productId,
    productTitle: c.productTitle,
    goal: c.goal,
    goalName: c.goalName,
    orderId: c.orderId,
    amount: c.amountMinor === null ? null : display(c.amountMinor),
    status: c.status,
    earning: display(shownEarning(c)),
    rule: {
      ruleId: rule.ruleId,
      level: rule.level,
      type: rule.type,
      value: payoutOnWire({ type: rule.type, value: rule.value }).value,
      base: rule.base,
      baseAmount: rule.baseAmount === null ? null : display(rule.baseAmount),
    },
    groupName,
    explanation: explainEarning(
      rule,
      c.goal,
      (minor) => formatCurrency(minor, currency),
      groupName,
    ),
    s1: c.subIds[0] ?? null,
  };
}

/** A conversion as the admin's list shows it. */
export function adminOfferConversionJson(
  c: ListedOfferConversion,
  currency: Currency,
): AdminOfferConversionJson {
  return {
    ...offerConversionJson(c, currency),
    userId: c.userId,
    userName: c.userName,
    sourceId: c.sourceId,
    sourceName: c.sourceName,
    revenue: c.revenueMinor === null ? null : display(c.revenueMinor),
  };
}

/** Network postbacks (S2S): query or form parameters, renamed per source, read into conversion steps. */
import type { CommissionBase } from "../../domain/sources/commission_base.ts";
import {
  type DeliveryReading,
  rejected,
  type SaleStep,
} from "../../domain/sources/conversion_step.ts";
import { checkDeliveryCurrency } from "../../domain/sources/currency.ts";
import {
  paramNameFor,
  type PostbackField,
  type PostbackParamNames,
} from "../../domain/sources/postback_params.ts";
import { parseStatusWord } from "../../domain/sources/status_word.ts";
import { parseMoney } from "../../domain/shared/money.ts";
import { isGoalKey, SALE_GOAL } from "../../domain/offers/goal.ts";

/** What reading a postback needs from its source (found by the URL's token, which is its secret). */
export interface PostbackSource {
  currency: string;
  commissionBase: CommissionBase;
  params: PostbackParamNames;
}

/**
 * The order key of a postback that names no order: its click id, one conversion per click and goal (the goal is
 * part of every conversion's identity, docs/offers.md, so the key itself need not name it).
 */
export function clickOrderKey(clickId: string): string {
  return `click:${clickId}`;
}

// A macro the network left unfilled ({aff_sub}, [[[subid]]], {{x}}) carries no value.
const UNFILLED_MACRO = /^(\{+[^{}]*\}+|\[\[\[[^\]]*\]\]\]|\$\{[^}]*\})$/;

/**
 * Reads one postback. Parameters come from the query and, for a form POST, the body (the body wins where both
 * name one); one parameter may feed several fields. Without an order id the click id is the order key
 * (clickOrderKey). Status words per parseStatusWord: approved → an approval that records the sale approved if none came
 * before; pending → a pending sale; reversed → the order reversed. Amounts are decimal text, rounded half up to
 * the cent; `amount` is required under the `sale` commission base, `payout` under `payout`.
 */
export function readPostback(
  source: PostbackSource,
  query: URLSearchParams,
  form?: URLSearchParams | null,
): DeliveryReading {
  const value = (field: PostbackField): string | null => {
    const name = paramNameFor(field, source.params);
    const raw = (form?.get(name) ?? query.get(name) ?? "").trim();
    return raw === "" || UNFILLED_MACRO.test(raw) ? null : raw;
  };
  const named = (field: PostbackField) => {
    const name = paramNameFor(field, source.params);
    return name === field ? field : `${field} (parameter ${name})`;
  };
  const clickId = value("click_id");
  const statedOrderId = value("order_id");
  // Many networks send only their transaction (click) id: one conversion per click then, keyed by it.
  const orderId = statedOrderId ??
    (clickId ? clickOrderKey(clickId) : null);
  if (!orderId || orderId.length > 200) {
    return rejected(
      "MALFORMED",
      statedOrderId
        ? `${named("order_id")} must be at most 200 characters.`
        : `${named("order_id")} or ${
          named("click_id")
        } is required (at most 200 characters).`,
    );
  }
  const status = parseStatusWord(value("status"));
  if (!status.ok) return rejected("MALFORMED", status.error.reason);
  const goal = value("goal") ?? SALE_GOAL;
  if (!isGoalKey(goal)) {
    return rejected(
      "MALFORMED",
      `${named("goal")} must be 1 to 32 of a-z, 0-9 and _ (e.g. sale, lead).`,
    );
  }
  // The goal sale's steps carry no goal, so its dedupe keys are the ones they always were.
  const ofGoal = goal === SALE_GOAL ? {} : { goal };
  const currency = value("currency");
  const currencyCheck = checkDeliveryCurrency(source.currency, currency);
  if (!currencyCheck.ok) {
    return rejected("CURRENCY_MISMATCH", currencyCheck.error.reason);
  }
  if (status.value === "reversed") {
    return {
      outcome: "steps",
      delivery: {
        orderId,
        deliveryKeys: [],
        steps: [{ kind: "reverse", orderId, ...ofGoal }],
      },
    };
  }
  // undefined: not sent; null: sent but unreadable.
  const money = (field: "amount" | "payout"): number | null | undefined => {
    const text = value(field);
    if (text === null) return undefined;
    const minor = parseMoney(text, { from: "store", rounding: "halfUp" });
    return minor === null || minor < 0 ? null : minor;
  };
  const amount = money("amount");
  const payout = money("payout");
  for (
    const [field, read] of [["amount", amount], ["payout", payout]] as const
  ) {
    if (read === null) {
      return rejected(
        "MALFORMED",
        `${named(field)} must be a decimal amount of at least 0.`,
      );
    }
  }
  const required = source.commissionBase === "sale" ? "amount" : "payout";
  // Another goal may come without it: a flat payout needs none (a percent one is refused when it is priced).
  if (
    goal === SALE_GOAL &&
    (required === "amount" ? amount : payout) === undefined
  ) {
    return rejected(
      "MALFORMED",
      `${named(required)} is required: this source pays commission on the ${
        required === "amount" ? "sale amount" : "payout"
      }.`,
    );
  }
  const sale: SaleStep = {
    kind: "sale",
    orderId,
    amountMinor: amount ?? 0,
    ...(amount === undefined && goal !== SALE_GOAL ? { noAmount: true } : {}),
    ...ofGoal,
    ...(typeof payout === "number" ? { payoutMinor: payout } : {}),
    status: status.value,
    attribution: clickId && clickId.length <= 200 ? { clickId } : {},
    ...(currency ? { currency: currency.toUpperCase() } : {}),
  };
  return {
    outcome: "steps",
    delivery: {
      orderId,
      deliveryKeys: [],
      steps: status.value === "pending"
        ? [sale]
        : [{ kind: "approve", orderId, ...ofGoal, sale }],
    },
  };
}

/** Converting a delivery's amounts into the ledger's currency at one rate, before its steps are applied. */
import { convertMinor } from "../rates/convert_amount.ts";
import type { DeliveryConversion, OrderRate } from "../rates/rates_repos.ts";
import type { ConversionStep, SaleStep } from "./conversion_step.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";

function convertSale(sale: SaleStep, rate: string): SaleStep {
  return {
    ...sale,
    amountMinor: convertMinor(sale.amountMinor, rate),
    ...(sale.payoutMinor === undefined
      ? {}
      : { payoutMinor: convertMinor(sale.payoutMinor, rate) }),
  };
}

/**
 * The steps with every amount (sale amount, network payout, refund amount and basis) converted at `rate`, each
 * rounded half up to the ledger's cent (convertMinor), and what the conversion keeps: the delivery's `date`, its sale amount
 * (or its refunds' sum) and payout before and after, the original currency, the rate and its date. The conversion
 * is null when the steps carry no amount (a reversal, an approval without a sale).
 */
export function convertDelivery(
  steps: ConversionStep[],
  rate: OrderRate,
  date: CalendarDate,
): { steps: ConversionStep[]; conversion: DeliveryConversion | null } {
  const converted = steps.map((step): ConversionStep => {
    switch (step.kind) {
      case "sale":
        return convertSale(step, rate.rate);
      case "approve":
        return step.sale
          ? { ...step, sale: convertSale(step.sale, rate.rate) }
          : step;
      case "refund":
        return {
          ...step,
          refundMinor: convertMinor(step.refundMinor, rate.rate),
          ...(step.basisMinor === undefined
            ? {}
            : { basisMinor: convertMinor(step.basisMinor, rate.rate) }),
        };
      case "reverse":
        return step;
    }
  });
  const saleOf = (s: ConversionStep) =>
    s.kind === "sale" ? s : s.kind === "approve" ? s.sale : undefined;
  const original = steps.map(saleOf).find((s) => s !== undefined);
  const after = converted.map(saleOf).find((s) => s !== undefined);
  const base = {
    date,
    originalCurrency: rate.currency,
    rate: rate.rate,
    rateDate: rate.rateDate,
  };
  if (original && after) {
    return {
      steps: converted,
      conversion: {
        ...base,
        originalAmountMinor: original.amountMinor,
        amountMinor: after.amountMinor,
        ...(original.payoutMinor === undefined ? {} : {
          originalPayoutMinor: original.payoutMinor,
          payoutMinor: after.payoutMinor,
        }),
      },
    };
  }
  const refunds = (list: ConversionStep[]) =>
    list.reduce((sum, s) => sum + (s.kind === "refund" ? s.refundMinor : 0), 0);
  if (!steps.some((s) => s.kind === "refund")) {
    return { steps: converted, conversion: null };
  }
  return {
    steps: converted,
    conversion: {
      ...base,
      originalAmountMinor: refunds(steps),
      amountMinor: refunds(converted),
    },
  };
}

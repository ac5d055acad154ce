/**
 * Payout settings: the minimum payout, whether a request names a product, maker–checker, withholding tax, the ledger
 * currency and the invoices' issuer.
 */
import type { Currency } from "../shared/currency.ts";
import type { Money } from "../shared/money.ts";

/** The settings of payout operations (docs/payout-operations.md "Settings"). */
export interface Settings {
  /** Payout requests below this are refused; 0: no minimum beyond the 1.00 every request needs. */
  minimumPayout: Money;
  /** When on, a payout request must name a product (the spec's rule, "All fields are required"); off by default, so
   * the affiliate's form asks for none (docs/first-week.md "Withdraw in one short form"). */
  payoutRequiresProduct: boolean;
  /** When on, the admin who creates a payout batch cannot record its results. */
  makerChecker: boolean;
  /** When on, paying a payout withholds tax at the applicable rate. */
  withholdingTax: boolean;
  /** The ledger currency: every amount is in it; it changes only while no money is recorded (docs/money.md). */
  currency: Currency;
  /** Risk (docs/risk.md): more hits than this on one link from one visitor key or network in an hour is a burst. */
  riskClickBurst: number;
  /** Risk: a refund/reversal rate above this (basis points of sales) is a conversion pattern out of line. */
  riskRefundRateBp: number;
  /** Risk: when on, any open flag holds payouts, not only high ones. */
  riskAnyFlagHolds: boolean;
  /** The operator's legal name, printed as the issuer of every invoice ("" until set). */
  operatorName: string;
  /** The operator's postal address, on invoices (may span lines). */
  operatorAddress: string;
  /** The operator's NTN (Pakistan's national tax number), on invoices. */
  operatorNtn: string;
}

/** The settings before any admin changed them (the migration's defaults). */
export const DEFAULT_SETTINGS: Settings = {
  minimumPayout: 0 as Money,
  payoutRequiresProduct: false,
  makerChecker: false,
  withholdingTax: false,
  currency: "USD",
  riskClickBurst: 100,
  riskRefundRateBp: 3000,
  riskAnyFlagHolds: false,
  operatorName: "",
  operatorAddress: "",
  operatorNtn: "",
};

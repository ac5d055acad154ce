/** The bulk upload file of a batch: each payout's line in the chosen layout, with the amount to send. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Money } from "../shared/money.ts";
import type { Currency } from "../shared/currency.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import type { Payout } from "../payouts/payout.ts";
import { withhold } from "../tax/withholding.ts";
import { rateBpFor, type TaxRate } from "../tax/tax_rate.ts";
import type { PayoutBatch } from "./batch.ts";
import { batchFileRow } from "./batch_accounts.ts";
import {
  type BatchFileRow,
  type FileLayout,
  layoutKindOf,
  renderBatchFile,
} from "./file_layout.ts";

/** What to send a payout: the net of its recorded withholding when paid; otherwise the net the rate in force
 * (withholding on) and the payee's profile give today, or the full amount. */
export function amountToSend(payout: Payout, rate: TaxRate | null): Money {
  if (payout.tax) return payout.tax.net;
  if (!rate) return payout.amount;
  return withhold(
    payout.amount,
    rateBpFor(rate, payout.payeeTax?.filer ?? false),
  )
    .net;
}

/** The file name: "KAMAI-B12-BANK.csv". */
export function batchFileName(batch: PayoutBatch): string {
  return `${batch.reference}.csv`;
}

/** The CSV of a batch in `layout` (whose kind must match the batch's rail). */
export function buildBatchFile(
  batch: PayoutBatch,
  payouts: Payout[],
  layout: FileLayout,
  options: { currency: Currency; withholdingRate: TaxRate | null },
): Result<string, { code: "VALIDATION_ERROR"; message: string }> {
  if (layout.kind !== layoutKindOf(batch.rail)) {
    return err({
      code: "VALIDATION_ERROR",
      message:
        `Layout "${layout.name}" is for ${layout.kind} batches; this batch is ${batch.rail}.`,
    });
  }
  const rows: BatchFileRow[] = [];
  for (const payout of payouts) {
    const row = batchFileRow(
      payout,
      amountToSend(payout, options.withholdingRate),
    );
    if (!row.ok) return err({ code: "VALIDATION_ERROR", message: row.error });
    rows.push(row.value);
  }
  return ok(
    renderBatchFile(
      layout,
      rows,
      { reference: batch.reference, date: karachiDate(batch.createdAt) },
      options.currency,
    ),
  );
}

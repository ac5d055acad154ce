/** PayoutTaxNote: on the payout desk, which withholding rate a pending payout will get (docs/payout-operations.md). */
import type { Payout } from "../lib/payouts.ts";
import { currentDisplaySettings } from "../lib/display_settings.ts";

/** "Filer · CNIC …" or "No tax profile: non-filer rate"; nothing while withholding is off. */
export function PayoutTaxNote({ payout }: { payout: Payout }) {
  if (!currentDisplaySettings().withholdingTax || payout.status !== "pending") {
    return null;
  }
  const tax = payout.payeeTax ?? null;
  return (
    <span className="payout-tax-note" data-testid="payout-tax-note">
      {tax
        ? `${tax.filer ? "Filer" : "Non-filer"} rate · ${tax.idNumber}`
        : "No tax profile: non-filer rate"}
    </span>
  );
}

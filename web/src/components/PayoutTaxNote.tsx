/** PayoutTaxNote: on the payout desk, which withholding rate a pending payout will get (docs/payout-operations.md). */
import type { Payout } from "@/lib/payouts.ts";
import { currentDisplaySettings } from "@/lib/display_settings.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import "@/i18n/areas/admin_money.ts";

/** "Filer rate · CNIC …" or "No tax profile: non-filer rate"; nothing while withholding is off. */
export function PayoutTaxNote({ payout }: { payout: Payout }) {
  if (!currentDisplaySettings().withholdingTax || payout.status !== "pending") {
    return null;
  }
  const tax = payout.payeeTax ?? null;
  return (
    <span className="payout-tax-note" data-testid="payout-tax-note">
      {tax
        ? tNodes("admm.taxNote.rate", {
          filer: t(tax.filer ? "admm.taxNote.filer" : "admm.taxNote.nonFiler"),
          id: <span className="ltr">{tax.idNumber}</span>,
        })
        : t("admm.taxNote.none")}
    </span>
  );
}

/** The payout requests' batch toolbar: pick a method, select its requests, clear, create batches. */
import { Button } from "@/components/Button.tsx";
import {
  methodLabel,
  PAYOUT_METHODS,
  type PayoutMethod,
} from "@/lib/payouts.ts";
import { Count, Money } from "@/components/Amount.tsx";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** The toolbar above the requests table. */
export function BatchToolbar(
  {
    method,
    setMethod,
    onSelectMethod,
    onClear,
    chosen,
    chosenTotal,
    busy,
    onCreate,
  }: {
    method: PayoutMethod;
    setMethod: (method: PayoutMethod) => void;
    onSelectMethod: () => void;
    onClear: () => void;
    /** How many requests are selected, and their total. */
    chosen: number;
    chosenTotal: number;
    busy: boolean;
    onCreate: () => void;
  },
) {
  return (
    <div
      className="batch-toolbar"
      role="group"
      aria-label={t("admm.requests.batchToolbar")}
      style={{
        display: "flex",
        gap: "0.75rem",
        alignItems: "end",
        flexWrap: "wrap",
        marginBottom: "1rem",
      }}
    >
      <div className="field" style={{ margin: 0 }}>
        <label className="field-label" htmlFor="batch-method">
          {t("payout.colMethod")}
        </label>
        <select
          id="batch-method"
          className="field-input"
          value={method}
          onChange={(e) => setMethod(e.target.value as PayoutMethod)}
        >
          {PAYOUT_METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {methodLabel(m.value)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={onSelectMethod}>
        {t("admm.requests.selectMethod")}
      </Button>
      <Button
        variant="secondary"
        disabled={chosen === 0}
        onClick={onClear}
      >
        {t("admm.requests.clearSelection")}
      </Button>
      <Button
        busy={busy}
        disabled={chosen === 0}
        onClick={onCreate}
      >
        {t("admm.requests.createBatches", { n: chosen })}
      </Button>
      <p
        className="batch-selection-total"
        aria-live="polite"
        style={{ margin: 0, alignSelf: "center" }}
      >
        {tNodes("admm.requests.selectionTotal", {
          n: <Count value={chosen} />,
          total: <Money value={chosenTotal} />,
        })}
      </p>
    </div>
  );
}

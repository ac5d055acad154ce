/** The two ways to record a batch's results: upload the bank's results file, or fill one row per payout. */
import { type FormEvent } from "react";
import { Card } from "@/components/Card.tsx";
import { Button } from "@/components/Button.tsx";
import { SelectField } from "@/components/Field.tsx";
import { formatDollars } from "@/lib/money.ts";
import { type Payout } from "@/lib/payouts.ts";
import { t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";

/** The columns of a results file, by their names in the file (the same in every language). */
export const RESULTS_COLUMNS =
  "Batch Reference, Payout Reference, Status, Transaction ID, Reason";

/** One row of the results form. */
export interface Entry {
  status: "" | "paid" | "failed";
  transactionId: string;
  reason: string;
}

/** The results-file upload card. */
export function ResultsFileCard(
  { blocked, busy, onSubmit, onFile }: {
    blocked: string | null;
    busy: boolean;
    onSubmit: (e: FormEvent) => void;
    onFile: (file: File | null) => void;
  },
) {
  return (
    <Card
      title={t("admm.batch.upload")}
      aria-label={t("admm.batch.upload")}
    >
      <form onSubmit={onSubmit} className="admin-form" noValidate>
        <fieldset
          disabled={blocked !== null}
          aria-describedby={blocked ? "results-blocked" : undefined}
          className="batch-results-fieldset"
        >
          <div className="field">
            <label className="field-label" htmlFor="results-file">
              {tNodes("admm.batch.resultsFile", {
                columns: <span className="ltr">{RESULTS_COLUMNS}</span>,
              })}
            </label>
            <input
              id="results-file"
              className="field-input"
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>
              {t("admm.batch.upload")}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

/** The results form: one fieldset a processing payout (paid or failed, its transaction id or reason). */
export function ResultsFormCard(
  { processing, blocked, busy, entry, setEntry, onSubmit }: {
    processing: Payout[];
    blocked: string | null;
    busy: boolean;
    entry: (id: number) => Entry;
    setEntry: (id: number, change: Partial<Entry>) => void;
    onSubmit: (e: FormEvent) => void;
  },
) {
  return (
    <Card
      title={t("admm.batch.record")}
      aria-label={t("admm.batch.record")}
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset
          disabled={blocked !== null}
          aria-describedby={blocked ? "results-blocked" : undefined}
          className="batch-results-fieldset"
        >
          {processing.map((p) => (
            <fieldset key={p.id} className="batch-result-row">
              <legend>
                {tNodes("admm.batch.legend", {
                  reference: `KAMAI-P${p.id}`,
                  amount: (
                    <span className="ltr">
                      {formatDollars(p.amount)}
                    </span>
                  ),
                  user: p.user ?? "-",
                })}
              </legend>
              <div
                style={{
                  display: "flex",
                  gap: "0.5rem",
                  flexWrap: "wrap",
                }}
              >
                <SelectField
                  label={t("admm.batch.result")}
                  value={entry(p.id).status}
                  onChange={(e) =>
                    setEntry(p.id, {
                      status: e.target.value as Entry["status"],
                    })}
                >
                  <option value="">{t("admm.batch.notYet")}</option>
                  <option value="paid">{t("payout.statusPaid")}</option>
                  <option value="failed">
                    {t("payout.statusFailed")}
                  </option>
                </SelectField>
                <div className="field">
                  <label
                    className="field-label"
                    htmlFor={`tx-${p.id}`}
                  >
                    {t("payout.colTransaction")}
                  </label>
                  <input
                    id={`tx-${p.id}`}
                    className="field-input"
                    value={entry(p.id).transactionId}
                    onChange={(e) =>
                      setEntry(p.id, { transactionId: e.target.value })}
                  />
                </div>
                <div className="field">
                  <label
                    className="field-label"
                    htmlFor={`reason-${p.id}`}
                  >
                    {t("admm.batch.reasonIfFailed")}
                  </label>
                  <input
                    id={`reason-${p.id}`}
                    className="field-input"
                    value={entry(p.id).reason}
                    onChange={(e) =>
                      setEntry(p.id, { reason: e.target.value })}
                  />
                </div>
              </div>
            </fieldset>
          ))}
          <div className="admin-form-actions">
            <Button type="submit" busy={busy}>
              {t("admm.batch.record")}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

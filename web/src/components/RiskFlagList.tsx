/** RiskFlagList: risk flags as cards with their evidence, and Clear / Dismiss with a note (docs/risk.md). */
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { Modal } from "./Modal.tsx";
import { Alert } from "./Alert.tsx";
import { TextAreaField } from "./Field.tsx";
import { closeRiskFlag, type RiskFlag } from "../lib/risk_api.ts";
import { messageOf } from "../lib/api.ts";
import { formatDateTime } from "../lib/dates.ts";
import {
  RISK_KIND_LABELS,
  RISK_MESSAGES,
} from "../../../domain/risk/risk_flag.ts";

// Evidence keys in words; anything else shows its own name.
const EVIDENCE_LABELS: Record<string, string> = {
  identity: "Identity",
  value: "Value",
  users: "Affiliates (ids)",
  source: "Seen in",
  payoutId: "Payout",
  newAccount: "New account",
  previousAccount: "Account paid before",
  paidPayoutId: "Paid payout",
  firstSeenAt: "New account first seen",
  linkId: "Link",
  hourStart: "Hour from",
  keyKind: "Counted by",
  key: "Key",
  hits: "Hits",
  limit: "Limit per hour",
  refusedByBotFilter: "Refused by bot filter",
  refusedShare: "Refused share (%)",
  pattern: "Pattern",
  window: "Window",
  clicks: "Clicks",
  sales: "Sales",
  refunds: "Refunds",
  refundRatePercent: "Refund rate (%)",
  thresholdPercent: "Setting (%)",
  clickId: "Click id",
  orderId: "Order",
};

const shown = (value: unknown) =>
  Array.isArray(value)
    ? value.join(", ")
    : value === null
    ? "—"
    : String(value);

/** The flags, each with its evidence and, while open, the buttons that close it. */
export function RiskFlagList(
  { flags, onChanged, showUser = true }: {
    flags: RiskFlag[];
    /** Called after a flag was closed (reload the page's data). */
    onChanged: (message: string) => Promise<void> | void;
    showUser?: boolean;
  },
) {
  const [closing, setClosing] = useState<
    { flag: RiskFlag; outcome: "cleared" | "dismissed" } | null
  >(null);
  return (
    <>
      <ul className="risk-flag-list" aria-label="Risk flags">
        {flags.map((f) => (
          <li key={f.id} className="risk-flag" id={`risk-flag-${f.id}`}>
            <div className="risk-flag-head">
              <strong>{RISK_KIND_LABELS[f.kind]}</strong>
              <Badge variant={f.severity === "high" ? "red" : "yellow"}>
                {f.severity === "high" ? "High" : "Medium"}
              </Badge>
              {f.status !== "open"
                ? (
                  <Badge variant="gray">
                    {f.status === "cleared" ? "Cleared" : "Dismissed"}
                  </Badge>
                )
                : f.holds && <Badge variant="red">Holds payouts</Badge>}
            </div>
            <p className="risk-flag-meta">
              {showUser && (
                <>
                  <Link
                    to="/admin/user-profile/$id"
                    params={{ id: String(f.userId) }}
                  >
                    {f.userName}
                  </Link>{" "}
                  ({f.userEmail}) ·{" "}
                </>
              )}
              Flag #{f.id} raised {formatDateTime(f.createdAt)}
            </p>
            <dl className="risk-evidence">
              {Object.entries(f.evidence).map(([k, v]) => (
                <div key={k}>
                  <dt>{EVIDENCE_LABELS[k] ?? k}</dt>
                  <dd>{shown(v)}</dd>
                </div>
              ))}
            </dl>
            {f.note && (
              <p className="risk-flag-note">
                Note{f.clearedAt ? ` (${formatDateTime(f.clearedAt)})` : ""}:
                {" "}
                {f.note}
              </p>
            )}
            {f.status === "open" && (
              <div className="row-actions">
                <Button
                  size="sm"
                  onClick={() => setClosing({ flag: f, outcome: "cleared" })}
                  aria-label={`Clear flag #${f.id}`}
                >
                  Clear
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setClosing({ flag: f, outcome: "dismissed" })}
                  aria-label={`Dismiss flag #${f.id}`}
                >
                  Dismiss
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {closing && (
        <CloseFlagDialog
          flag={closing.flag}
          outcome={closing.outcome}
          onClose={() => setClosing(null)}
          onDone={async (message) => {
            setClosing(null);
            await onChanged(message);
          }}
        />
      )}
    </>
  );
}

/** The note dialog of Clear or Dismiss; the note stays on an error. */
function CloseFlagDialog(
  { flag, outcome, onClose, onDone }: {
    flag: RiskFlag;
    outcome: "cleared" | "dismissed";
    onClose: () => void;
    onDone: (message: string) => Promise<void>;
  },
) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verb = outcome === "cleared" ? "Clear" : "Dismiss";
  const submit = async () => {
    if (note.trim() === "") {
      setError(RISK_MESSAGES.note);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const done = await closeRiskFlag(flag.id, outcome, note.trim());
      await onDone(done.message);
    } catch (e) {
      setError(messageOf(e, `Failed to ${verb.toLowerCase()} the flag.`));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={`${verb} flag #${flag.id}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button busy={busy} onClick={submit}>{verb} flag</Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>
          {RISK_KIND_LABELS[flag.kind]} on {flag.userName}.{" "}
          {outcome === "cleared"
            ? "Say what you checked."
            : "Say why this signal is false."}
        </p>
        {error && <Alert>{error}</Alert>}
        <TextAreaField
          label="Note"
          value={note}
          maxLength={1000}
          required
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </Modal>
  );
}

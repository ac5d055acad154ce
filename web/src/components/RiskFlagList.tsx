/** RiskFlagList: risk flags as cards with their evidence, and Clear / Dismiss with a note (docs/risk.md). */
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Badge } from "./Badge.tsx";
import { Button } from "./Button.tsx";
import { Modal } from "./Modal.tsx";
import { Alert } from "./Alert.tsx";
import { TextAreaField } from "./Field.tsx";
import { closeRiskFlag, type RiskFlag } from "@/lib/risk_api.ts";
import { useAction } from "@/lib/use_action.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { RISK_MESSAGES, type RiskKind } from "@domain/risk/risk_flag.ts";
import { type MessageKey, serverText, t } from "@/i18n/i18n.ts";
import "@/i18n/areas/admin_money.ts";

// Evidence keys in words (read at render time); anything else shows its own name.
const EVIDENCE_KEYS: Record<string, MessageKey> = {
  identity: "admm.evidence.identity",
  value: "admm.evidence.value",
  users: "admm.evidence.users",
  source: "admm.evidence.source",
  payoutId: "admm.evidence.payoutId",
  newAccount: "admm.evidence.newAccount",
  previousAccount: "admm.evidence.previousAccount",
  paidPayoutId: "admm.evidence.paidPayoutId",
  firstSeenAt: "admm.evidence.firstSeenAt",
  linkId: "admm.evidence.linkId",
  hourStart: "admm.evidence.hourStart",
  keyKind: "admm.evidence.keyKind",
  key: "admm.evidence.key",
  hits: "admm.evidence.hits",
  limit: "admm.evidence.limit",
  refusedByBotFilter: "admm.evidence.refusedByBotFilter",
  refusedShare: "admm.evidence.refusedShare",
  pattern: "admm.evidence.pattern",
  window: "admm.evidence.window",
  clicks: "admm.evidence.clicks",
  sales: "admm.evidence.sales",
  refunds: "admm.evidence.refunds",
  refundRatePercent: "admm.evidence.refundRatePercent",
  thresholdPercent: "admm.evidence.thresholdPercent",
  clickId: "admm.evidence.clickId",
  orderId: "admm.evidence.orderId",
};

// Values the risk rules write as codes ("identity: wallet", "source: payout_request"), in words.
const EVIDENCE_VALUE_KEYS: Record<string, MessageKey> = {
  "identity:iban": "admm.evidenceValue.identity.iban",
  "identity:wallet": "admm.evidenceValue.identity.wallet",
  "identity:cnic": "admm.evidenceValue.identity.cnic",
  "identity:account": "admm.evidenceValue.identity.account",
  "source:payout_request": "admm.evidenceValue.source.payout_request",
  "source:saved_account": "admm.evidenceValue.source.saved_account",
  "source:tax_profile": "admm.evidenceValue.source.tax_profile",
  "keyKind:visitor": "admm.evidenceValue.keyKind.visitor",
  "keyKind:network": "admm.evidenceValue.keyKind.network",
  "pattern:sales_over_clicks": "admm.evidenceValue.pattern.sales_over_clicks",
  "pattern:refund_rate": "admm.evidenceValue.pattern.refund_rate",
};

/** An evidence value as shown: a code the rules write in words, anything else as it is. */
function evidenceValue(key: string, value: unknown): string {
  const code = `${key}:${String(value)}`;
  return code in EVIDENCE_VALUE_KEYS
    ? t(EVIDENCE_VALUE_KEYS[code])
    : shown(value);
}

const KIND_KEYS: Record<RiskKind | "", MessageKey> = {
  "": "admm.risk.kind.all",
  shared_identity: "admm.risk.kind.shared_identity",
  account_change: "admm.risk.kind.account_change",
  click_burst: "admm.risk.kind.click_burst",
  conversion_pattern: "admm.risk.kind.conversion_pattern",
  self_dealing: "admm.risk.kind.self_dealing",
};

/** The kind filter's values, "" (every kind) first. */
export const RISK_KIND_FILTER = Object.keys(KIND_KEYS) as (RiskKind | "")[];

/** What a kind of flag is called ("" is every kind, for the filter). */
export function riskKindLabel(kind: RiskKind | ""): string {
  return kind in KIND_KEYS ? t(KIND_KEYS[kind]) : kind;
}

const shown = (value: unknown) =>
  Array.isArray(value)
    ? value.join(", ")
    : value === null
    ? "—"
    : String(value);

/** The people a flag's evidence lists (a shared identity's affiliates): each by name, a link to their profile. */
function EvidencePeople(
  { ids, names }: { ids: unknown[]; names: Record<string, string> },
) {
  return (
    <>
      {ids.map((id, i) => {
        const name = names[String(id)];
        return (
          <span key={String(id)}>
            {i > 0 && t("admm.requests.listSeparator")}
            {name === undefined
              ? <bdi>{t("admm.evidence.unknownUser", { id: String(id) })}</bdi>
              : (
                <Link
                  to="/admin/user-profile/$id"
                  params={{ id: String(id) }}
                >
                  <bdi>{name}</bdi>
                </Link>
              )}
          </span>
        );
      })}
    </>
  );
}

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
      <ul className="risk-flag-list" aria-label={t("admm.flags.label")}>
        {flags.map((f) => (
          <li key={f.id} className="risk-flag" id={`risk-flag-${f.id}`}>
            <div className="risk-flag-head">
              <strong>{riskKindLabel(f.kind)}</strong>
              <Badge variant={f.severity === "high" ? "red" : "yellow"}>
                {f.severity === "high"
                  ? t("admm.flags.high")
                  : t("admm.flags.medium")}
              </Badge>
              {f.status !== "open"
                ? (
                  <Badge variant="gray">
                    {f.status === "cleared"
                      ? t("admm.risk.cleared")
                      : t("admm.risk.dismissed")}
                  </Badge>
                )
                : f.holds && (
                  <Badge variant="red">{t("admm.flags.holds")}</Badge>
                )}
            </div>
            <p className="risk-flag-meta">
              {showUser && (
                <>
                  <Link
                    to="/admin/user-profile/$id"
                    params={{ id: String(f.userId) }}
                  >
                    <bdi>{f.userName}</bdi>
                  </Link>{" "}
                  (<span className="ltr">{f.userEmail}</span>) ·{" "}
                </>
              )}
              {t("admm.flags.raised", {
                id: f.id,
                date: formatDateTime(f.createdAt),
              })}
            </p>
            <dl className="risk-evidence">
              {Object.entries(f.evidence).map(([k, v]) => (
                <div key={k}>
                  <dt>{k in EVIDENCE_KEYS ? t(EVIDENCE_KEYS[k]) : k}</dt>
                  {k === "users" && Array.isArray(v)
                    ? (
                      <dd>
                        <EvidencePeople ids={v} names={f.evidenceUserNames} />
                      </dd>
                    )
                    : (
                      <dd
                        className={`${k}:${String(v)}` in EVIDENCE_VALUE_KEYS
                          ? undefined
                          : "ltr"}
                      >
                        {evidenceValue(k, v)}
                      </dd>
                    )}
                </div>
              ))}
            </dl>
            {f.note && (
              <p className="risk-flag-note">
                {f.clearedAt
                  ? t("admm.flags.noteAt", {
                    date: formatDateTime(f.clearedAt),
                    note: f.note,
                  })
                  : t("admm.flags.note", { note: f.note })}
              </p>
            )}
            {f.status === "open" && (
              <div className="row-actions">
                <Button
                  size="sm"
                  onClick={() => setClosing({ flag: f, outcome: "cleared" })}
                  aria-label={t("admm.flags.clearFlag", { id: f.id })}
                >
                  {t("admm.flags.clear")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setClosing({ flag: f, outcome: "dismissed" })}
                  aria-label={t("admm.flags.dismissFlag", { id: f.id })}
                >
                  {t("admm.flags.dismiss")}
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
  const { busy, error, setError, run } = useAction();
  const cleared = outcome === "cleared";
  const submit = async () => {
    if (note.trim() === "") {
      setError(serverText(RISK_MESSAGES.note));
      return;
    }
    await run(async () => {
      const done = await closeRiskFlag(flag.id, outcome, note.trim());
      await onDone(serverText(done.message));
    }, t(cleared ? "admm.flags.clearFailed" : "admm.flags.dismissFailed"));
  };
  return (
    <Modal
      title={t(cleared ? "admm.flags.clearFlag" : "admm.flags.dismissFlag", {
        id: flag.id,
      })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button busy={busy} onClick={submit}>
            {t(cleared ? "admm.flags.clearButton" : "admm.flags.dismissButton")}
          </Button>
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
          {t("admm.flags.on", {
            kind: riskKindLabel(flag.kind),
            user: flag.userName,
          })} {cleared ? t("admm.flags.sayChecked") : t("admm.flags.sayFalse")}
        </p>
        {error && <Alert>{error.message}</Alert>}
        <TextAreaField
          label={t("admm.flags.noteLabel")}
          value={note}
          maxLength={1000}
          required
          onChange={(e) => setNote(e.target.value)}
        />
      </form>
    </Modal>
  );
}

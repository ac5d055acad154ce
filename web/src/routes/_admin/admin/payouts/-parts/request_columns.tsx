/** The columns of the pending payout requests table, and the account details each row shows. */
import { textCell } from "@/components/TextCell.tsx";
import { Button } from "@/components/Button.tsx";
import { PayoutHoldBadge } from "@/components/PayoutHold.tsx";
import { type DataColumn } from "@/components/DataTable.tsx";
import { methodLabel, type Payout } from "@/lib/payouts.ts";
import { formatDollars } from "@/lib/money.ts";
import { PayoutTaxNote } from "@/components/PayoutTaxNote.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { serverText, t } from "@/i18n/i18n.ts";

/** What the columns need from the page: the selection and the row actions. */
export interface RequestColumnsProps {
  selected: Set<number>;
  toggle: (id: number) => void;
  /** The payout whose action runs, or null. */
  running: number | null;
  markPaid: (p: Payout) => void;
  reject: (p: Payout) => void;
}

/** Select, date, user, product, amount (held badge), method, account details, actions. */
export function requestColumns(
  { selected, toggle, running, markPaid, reject }: RequestColumnsProps,
): DataColumn<Payout>[] {
  return [
    {
      id: "select",
      header: t("admm.requests.colSelect"),
      enableSorting: false,
      cell: (c) => (
        <input
          type="checkbox"
          className="payout-select"
          checked={selected.has(c.row.original.id) && !c.row.original.hold}
          // A held payout cannot be batched: its badge says why.
          disabled={!!c.row.original.hold}
          aria-describedby={c.row.original.hold
            ? `payout-hold-${c.row.original.id}`
            : undefined}
          onChange={() => toggle(c.row.original.id)}
          aria-label={t("admm.requests.selectLabel", {
            id: c.row.original.id,
            amount: formatDollars(c.row.original.amount),
            user: c.row.original.user ?? t("admm.theUser"),
          })}
        />
      ),
    },
    {
      id: "date",
      header: t("payout.colDate"),
      accessorFn: (p) => p.requestedAt ?? "",
      cell: (c) => formatDateTime(c.row.original.requestedAt),
    },
    {
      id: "user",
      header: t("admm.colUser"),
      accessorFn: (p) => p.user ?? "",
      cell: (c) => (
        <span>
          <bdi>{c.row.original.user ?? "-"}</bdi>
          {c.row.original.userEmail && (
            <bdi className="payout-user-email">
              {c.row.original.userEmail}
            </bdi>
          )}
        </span>
      ),
    },
    {
      id: "product",
      header: t("payout.colProduct"),
      accessorFn: (p) => p.product ?? "-",
      cell: textCell,
    },
    {
      id: "amount",
      header: t("payout.colAmount"),
      accessorFn: (p) => Number(p.amount),
      cell: (c) => (
        <span>
          <span className="payout-amount ltr">
            {formatDollars(c.row.original.amount)}
          </span>
          <PayoutTaxNote payout={c.row.original} />
          {c.row.original.hold && (
            <>
              {" "}
              <PayoutHoldBadge payout={c.row.original} />
            </>
          )}
        </span>
      ),
    },
    {
      id: "method",
      header: t("payout.colMethod"),
      accessorFn: (p) => methodLabel(p.method),
      cell: textCell,
    },
    {
      id: "account",
      header: t("admm.requests.colAccountDetails"),
      enableSorting: false,
      cell: (c) => <AccountDetails payout={c.row.original} />,
    },
    {
      id: "actions",
      header: t("admm.requests.colActions"),
      enableSorting: false,
      cell: (c) => (
        <div className="payout-actions">
          <Button
            size="sm"
            busy={running === c.row.original.id}
            onClick={() => markPaid(c.row.original)}
          >
            {t("admm.requests.markPaid")}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={running === c.row.original.id}
            onClick={() => reject(c.row.original)}
          >
            {t("admm.requests.reject")}
          </Button>
        </div>
      ),
    },
  ];
}

/** Every account field the admin needs to send the money. */
function AccountDetails({ payout: p }: { payout: Payout }) {
  const rows: [string, string, string | null][] = [
    // The server names the default types ("Mobile Account", "Bank Account"); their Urdu is in the server texts.
    [
      "type",
      t("admm.account.type"),
      p.accountType && serverText(p.accountType),
    ],
    ["label", t("admm.account.label"), p.accountLabel],
    ["name", t("admm.account.name"), p.accountName],
    ["bank", t("admm.account.bank"), p.bankName],
    ["number", t("admm.account.number"), p.accountNumber],
  ];
  return (
    <dl
      className="profile-details payout-account-details"
      style={{ margin: 0 }}
    >
      {rows.filter(([, , v]) => v).map(([id, k, v]) => (
        <div key={id}>
          <dt style={{ display: "inline", fontWeight: 600 }}>{k}:</dt>{" "}
          <dd
            className={id === "number" ? "ltr" : undefined}
            style={{ display: "inline", margin: 0 }}
          >
            <bdi>{v}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/payouts/requests : pending payout requests; Mark Paid (Transaction ID prompt) or Reject (optional reason), or
 * select some (or all pending for a method) and create batches, one per rail (docs/payout-operations.md). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { type DataColumn, DataTable } from "@/components/DataTable.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import {
  fetchAdminPayouts,
  methodLabel,
  type Payout,
  PAYOUT_METHODS,
  type PayoutMethod,
} from "@/lib/payouts.ts";
import type { BatchesCreatedJson } from "@wire/batches.ts";
import { formatDollars } from "@/lib/money.ts";
import { PayoutTaxNote } from "@/components/PayoutTaxNote.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { Badge } from "@/components/Badge.tsx";
import { RiskFlagList } from "@/components/RiskFlagList.tsx";
import { fetchRiskFlags, type RiskFlag } from "@/lib/risk_api.ts";
import { readyArea, serverText, t } from "@/i18n/i18n.ts";

/** docs/product.md §9: the focused row stays highlighted for 5 s. */
const FOCUS_MS = 5_000;

export const Route = createFileRoute("/_admin/admin/payouts/requests")({
  validateSearch: (search: Record<string, unknown>): { focus?: number } => {
    const focus = Number(search.focus);
    return Number.isSafeInteger(focus) && focus > 0 ? { focus } : {};
  },
  beforeLoad: () => readyArea("admin_money"),
  loader: async () => {
    // Open flags that hold payouts are shown with their evidence beside the requests they hold (docs/risk.md).
    const [payouts, flags] = await Promise.all([
      fetchAdminPayouts("pending"),
      fetchRiskFlags({ status: "open" }).catch(() => [] as RiskFlag[]),
    ]);
    return { payouts, flags };
  },
  pendingComponent: () => (
    <RequestsFrame>
      <Loading />
    </RequestsFrame>
  ),
  errorComponent: ({ error }) => (
    <RequestsFrame error={messageOf(error, t("admm.payoutsLoadFailed"))}>
      {null}
    </RequestsFrame>
  ),
  component: Page,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/payouts/requests");

/** The title, header and card of the page, also while the list loads or failed. */
function RequestsFrame(
  { error, notice, children }: {
    error?: string | null;
    notice?: string | null;
    children: ReactNode;
  },
) {
  usePageTitle(t("admm.requests.title"));
  return (
    <>
      <PageHeader
        title={t("admm.requests.title")}
        subtitle={t("admm.requests.subtitle")}
      />
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card>{children}</Card>
    </>
  );
}

function Page() {
  const { focus } = routeApi.useSearch();
  const dialogs = useDialogs();
  const router = useRouter();
  const { payouts, flags } = routeApi.useLoaderData();
  const waiting = new Set(payouts.map((p) => p.userId));
  const holding = flags.filter((f) => f.holds && waiting.has(f.userId));
  const heldUsers = new Set(holding.map((f) => f.userId));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [highlight, setHighlight] = useState<number | null>(focus ?? null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [method, setMethod] = useState<PayoutMethod>("bank");
  const [batching, setBatching] = useState(false);
  // A payout decided or batched elsewhere leaves the list: keep only ids still shown.
  const chosen = payouts.filter((p) => selected.has(p.id)).map((p) => p.id);
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectMethod = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const p of payouts) if (p.method === method) next.add(p.id);
      return next;
    });
  const createBatches = async () => {
    setBatching(true);
    setError(null);
    setNotice(null);
    try {
      const made = await api<BatchesCreatedJson>("/api/payouts/admin/batches", {
        body: { payoutIds: chosen },
      });
      setSelected(new Set());
      await router.navigate({
        to: "/admin/payouts/batches",
        search: { created: made.batches.map((b) => b.id).join(",") },
      });
    } catch (e) {
      setError(messageOf(e, t("admm.requests.batchFailed")));
    } finally {
      setBatching(false);
    }
  };

  // Scroll to and highlight ?focus={payoutId} once its row is on the page, then fade after 5 s.
  useEffect(() => {
    if (!focus) return;
    setHighlight(focus);
    document.getElementById(`payout-${focus}`)?.scrollIntoView({
      behavior: "smooth",
      block: "center",
    });
    const timer = setTimeout(() => setHighlight(null), FOCUS_MS);
    return () => clearTimeout(timer);
  }, [focus, payouts]);

  const markPaid = async (p: Payout) => {
    const entered = await dialogs.prompt(
      t("admm.requests.enterTransaction", {
        amount: formatDollars(p.amount),
        user: p.user ?? t("admm.theUser"),
      }),
    );
    const transactionId = entered?.trim();
    if (!transactionId) return; // docs/product.md: an empty entry cancels
    setBusyId(p.id);
    setError(null);
    setNotice(null);
    try {
      await api(`/api/payouts/admin/pay/${p.id}`, { body: { transactionId } });
      // The list and the nav's pending count load again, then the notice shows.
      await router.invalidate({ sync: true });
      setNotice(t("admm.requests.paid"));
    } catch (e) {
      setError(messageOf(e, t("admm.requests.payFailed")));
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (p: Payout) => {
    const reason = await dialogs.prompt(t("admm.requests.rejectReason"));
    if (reason === null) return;
    setBusyId(p.id);
    setError(null);
    setNotice(null);
    try {
      await api(`/api/payouts/admin/reject/${p.id}`, {
        method: "PATCH",
        body: reason.trim() ? { rejectionReason: reason.trim() } : {},
      });
      // The list and the nav's pending count load again, then the notice shows.
      await router.invalidate({ sync: true });
      setNotice(t("admm.requests.rejected"));
    } catch (e) {
      setError(messageOf(e, t("admm.requests.rejectFailed")));
    } finally {
      setBusyId(null);
    }
  };

  const columns: DataColumn<Payout>[] = [
    {
      id: "select",
      header: t("admm.requests.colSelect"),
      enableSorting: false,
      cell: (c) => (
        <input
          type="checkbox"
          className="payout-select"
          checked={selected.has(c.row.original.id)}
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
          {c.row.original.user ?? "-"}
          {c.row.original.userEmail && (
            <span className="payout-user-email">
              {c.row.original.userEmail}
            </span>
          )}
        </span>
      ),
    },
    {
      id: "product",
      header: t("payout.colProduct"),
      accessorFn: (p) => p.product ?? "-",
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
          {heldUsers.has(c.row.original.userId) && (
            <>
              {" "}
              <a href="#held-payouts" className="payout-held">
                <Badge variant="red">{t("admm.requests.held")}</Badge>
              </a>
            </>
          )}
        </span>
      ),
    },
    {
      id: "method",
      header: t("payout.colMethod"),
      accessorFn: (p) => methodLabel(p.method),
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
            busy={busyId === c.row.original.id}
            onClick={() => markPaid(c.row.original)}
          >
            {t("admm.requests.markPaid")}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busyId === c.row.original.id}
            onClick={() => reject(c.row.original)}
          >
            {t("admm.requests.reject")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <RequestsFrame error={error} notice={notice}>
      {holding.length > 0 && (
        <section
          id="held-payouts"
          className="held-payouts"
          aria-labelledby="held-payouts-title"
        >
          <h2 id="held-payouts-title" className="card-title">
            {t("admm.requests.heldTitle")}
          </h2>
          <RiskFlagList
            flags={holding}
            onChanged={async (message) => {
              await router.invalidate({ sync: true });
              setNotice(message);
            }}
          />
        </section>
      )}
      {payouts.length > 0 && (
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
          <Button variant="secondary" onClick={selectMethod}>
            {t("admm.requests.selectMethod")}
          </Button>
          <Button
            variant="secondary"
            disabled={chosen.length === 0}
            onClick={() => setSelected(new Set())}
          >
            {t("admm.requests.clearSelection")}
          </Button>
          <Button
            busy={batching}
            disabled={chosen.length === 0}
            onClick={createBatches}
          >
            {t("admm.requests.createBatches", { n: chosen.length })}
          </Button>
        </div>
      )}
      <div className="payout-requests">
        <DataTable
          columns={columns}
          data={payouts}
          emptyText={t("admm.requests.empty")}
          caption={t("admm.requests.caption")}
          stackOnPhones
          pageSize={Math.max(10, payouts.length)}
          rowProps={(p) => ({
            id: `payout-${p.id}`,
            className: highlight === p.id ? "payout-row-focus" : undefined,
          })}
        />
      </div>
    </RequestsFrame>
  );
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
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/payouts/requests : pending payout requests; Mark Paid (Transaction ID prompt) or Reject (optional reason), or
 * select some (or all pending for a method) and create batches, one per rail; a held payout (blocked affiliate, or
 * an open risk flag) is badged and never selected (docs/payout-operations.md). */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Loading } from "@/components/Spinner.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { api, ApiError, messageOf } from "@/lib/api.ts";
import { heldRefusal, skippedNotice } from "@/components/PayoutHold.tsx";
import {
  fetchAdminPayouts,
  type Payout,
  type PayoutMethod,
} from "@/lib/payouts.ts";
import type { BatchesCreatedJson } from "@wire/batches.ts";
import { formatDollars } from "@/lib/money.ts";
import { RiskFlagList } from "@/components/RiskFlagList.tsx";
import { fetchRiskFlags, type RiskFlag } from "@/lib/risk_api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { useAction } from "@/lib/use_action.ts";
import { RequestsFrame } from "./-parts/requests_frame.tsx";
import { requestColumns } from "./-parts/request_columns.tsx";
import { BatchToolbar } from "./-parts/batch_toolbar.tsx";

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

function Page() {
  const { focus } = routeApi.useSearch();
  const dialogs = useDialogs();
  const router = useRouter();
  const { payouts, flags } = routeApi.useLoaderData();
  const waiting = new Set(payouts.map((p) => p.userId));
  const holding = flags.filter((f) => f.holds && waiting.has(f.userId));
  const { running, error, setError, run } = useAction<number | "batch">();
  const [notice, setNotice] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<number | null>(focus ?? null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [method, setMethod] = useState<PayoutMethod>("bank");
  // A payout decided or batched elsewhere, or held since, leaves the selection: keep only free ids still shown.
  const chosenPayouts = payouts.filter((p) => selected.has(p.id) && !p.hold);
  const chosen = chosenPayouts.map((p) => p.id);
  // Exact: amounts are 2-decimal display numbers, summed in minor units.
  const chosenTotal = chosenPayouts.reduce(
    (sum, p) => sum + Math.round(Number(p.amount) * 100),
    0,
  ) / 100;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // A held payout is never selected: its file would go to the bank outside Kamai. Say how many were skipped and why.
  const selectMethod = () => {
    const ofMethod = payouts.filter((p) => p.method === method);
    setSelected((s) => {
      const next = new Set(s);
      for (const p of ofMethod) if (!p.hold) next.add(p.id);
      return next;
    });
    setError(null);
    setNotice(skippedNotice(ofMethod));
  };
  const createBatches = () => {
    setNotice(null);
    return run(
      async () => {
        let made: BatchesCreatedJson;
        try {
          made = await api<BatchesCreatedJson>("/api/payouts/admin/batches", {
            body: { payoutIds: chosen },
          });
        } catch (e) {
          // Held since the page loaded: name them, and load the list again so their badges show.
          if (!(e instanceof ApiError && e.code === "PAYOUT_HELD")) throw e;
          setError(heldRefusal(e.details.held));
          await router.invalidate({ sync: true });
          return;
        }
        setSelected(new Set());
        await router.navigate({
          to: "/admin/payouts/batches",
          search: { created: made.batches.map((b) => b.id).join(",") },
        });
      },
      t("admm.requests.batchFailed"),
      "batch",
    );
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
    setNotice(null);
    await run(
      async () => {
        await api(`/api/payouts/admin/pay/${p.id}`, {
          body: { transactionId },
        });
        // The list and the nav's pending count load again, then the notice shows.
        await router.invalidate({ sync: true });
        setNotice(t("admm.requests.paid"));
      },
      t("admm.requests.payFailed"),
      p.id,
    );
  };

  const reject = async (p: Payout) => {
    const reason = await dialogs.prompt(t("admm.requests.rejectReason"));
    if (reason === null) return;
    setNotice(null);
    await run(
      async () => {
        await api(`/api/payouts/admin/reject/${p.id}`, {
          method: "PATCH",
          body: reason.trim() ? { rejectionReason: reason.trim() } : {},
        });
        // The list and the nav's pending count load again, then the notice shows.
        await router.invalidate({ sync: true });
        setNotice(t("admm.requests.rejected"));
      },
      t("admm.requests.rejectFailed"),
      p.id,
    );
  };

  const columns = requestColumns({
    selected,
    toggle,
    running: running === "batch" ? null : running,
    markPaid,
    reject,
  });

  return (
    <RequestsFrame error={error?.message} notice={notice}>
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
        <BatchToolbar
          method={method}
          setMethod={setMethod}
          onSelectMethod={selectMethod}
          onClear={() => setSelected(new Set())}
          chosen={chosen.length}
          chosenTotal={chosenTotal}
          busy={running === "batch"}
          onCreate={createBatches}
        />
      )}
      <div className="payout-requests">
        <DataTable
          columns={columns}
          data={payouts}
          emptyText={t("admm.requests.empty")}
          emptyHint={t("admm.requests.emptyHint")}
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

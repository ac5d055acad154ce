/** /admin/applications: review applications to public offers; approve or reject (with a reason) one or many. */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { Button } from "@/components/Button.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { decideApplications, fetchApplications } from "@/lib/directory_api.ts";
import { enumParam, searchSchema } from "@/lib/list_search.ts";
import { useAction } from "@/lib/use_action.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

const STATUSES = ["pending", "approved", "rejected", "all"] as const;

export const Route = createFileRoute("/_admin/admin/applications")({
  validateSearch: searchSchema({ status: enumParam(STATUSES, "pending") }),
  search: { middlewares: [stripSearchParams({ status: "pending" })] },
  beforeLoad: () => readyArea("offers"),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    fetchApplications(deps.status === "all" ? "" : deps.status),
  pendingComponent: () => (
    <ApplicationsFrame>
      <Loading />
    </ApplicationsFrame>
  ),
  errorComponent: ({ error }) => (
    <ApplicationsFrame>
      <Alert tone="error">{messageOf(error, t("off.review.loadFailed"))}</Alert>
    </ApplicationsFrame>
  ),
  component: ApplicationsPage,
});

const route = getRouteApi("/_admin/admin/applications");

/** The title and header, also while loading or after a failure. */
function ApplicationsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.review.title"));
  return (
    <>
      <PageHeader
        title={t("off.review.title")}
        subtitle={t("off.review.subtitle")}
      />
      {children}
    </>
  );
}

const STATUS_BADGE = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
} as const;

/** The review list with its filter, selection and the approve / reject actions. */
function ApplicationsPage() {
  const rows = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const { running, formError, run, setError } = useAction<
    "approve" | "reject"
  >();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const pending = rows.filter((r) => r.status === "pending");

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const decide = async (decision: "approve" | "reject") => {
    setNotice(null);
    const ids = [...chosen].filter((id) => pending.some((r) => r.id === id));
    if (ids.length === 0) return setError(t("off.review.chooseFirst"));
    if (decision === "reject" && !reason.trim()) {
      return setError(t("off.review.reasonNeeded"), "reason");
    }
    await run(
      async () => {
        const res = await decideApplications({
          ids,
          decision,
          ...(decision === "reject" ? { reason: reason.trim() } : {}),
        });
        setChosen(new Set());
        setReason("");
        setNotice(
          t("off.review.done", {
            decided: res.decided.length,
            skipped: res.skipped.length,
          }) + res.skipped.map((s) => ` #${s.id}: ${s.message}`).join(""),
        );
        await router.invalidate();
      },
      t("off.review.failed"),
      decision,
    );
  };

  return (
    <ApplicationsFrame>
      <SelectField
        label={t("off.review.status")}
        value={search.status}
        onChange={(e) =>
          navigate({
            search: { status: e.target.value as typeof search.status },
          })}
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>{t(`off.review.status.${s}`)}</option>
        ))}
      </SelectField>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {rows.length === 0
        ? <EmptyState title={t("off.review.empty")} />
        : (
          <ul className="review-list">
            {rows.map((r) => (
              <li key={r.id} className="card">
                <label className="review-row">
                  {r.status === "pending" && (
                    <input
                      type="checkbox"
                      checked={chosen.has(r.id)}
                      onChange={() => toggle(r.id)}
                      aria-label={t("off.review.choose", {
                        name: r.userName,
                        offer: r.offerTitle,
                      })}
                    />
                  )} <strong>{r.userName}</strong>{" "}
                  <span className="ltr">{r.userEmail}</span> → {r.offerTitle}
                </label>
                <p>
                  <Badge variant={STATUS_BADGE[r.status]}>
                    {t(`off.review.status.${r.status}`)}
                  </Badge>{" "}
                  {r.openRiskFlags > 0 && (
                    <Badge variant="red">
                      {t("off.review.flags", { count: r.openRiskFlags })}
                    </Badge>
                  )} {formatDateTime(r.createdAt)}
                </p>
                <p>{t("off.review.source", { source: r.trafficSource })}</p>
                {r.note && <p className="field-hint">{r.note}</p>}
                {r.reason && <p>{r.reason}</p>}
              </li>
            ))}
          </ul>
        )}
      {pending.length > 0 && (
        <div className="admin-form">
          <TextField
            label={t("off.review.reason")}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="admin-form-actions">
            <Button
              type="button"
              busy={running === "approve"}
              onClick={() => decide("approve")}
            >
              {t("off.review.approve", { count: chosen.size })}
            </Button>
            <Button
              type="button"
              variant="secondary"
              busy={running === "reject"}
              onClick={() => decide("reject")}
            >
              {t("off.review.reject", { count: chosen.size })}
            </Button>
          </div>
        </div>
      )}
    </ApplicationsFrame>
  );
}

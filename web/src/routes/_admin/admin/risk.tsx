/** /admin/risk: risk flags (open first, most severe and newest first) with their evidence, filters in the URL,
 * clearing or dismissing with a note, and the admin's own daily digest switch (docs/risk.md). */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { enumParam, patternParam, searchSchema } from "@/lib/list_search.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Card } from "@/components/Card.tsx";
import { Alert } from "@/components/Alert.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { SelectField, TextField } from "@/components/Field.tsx";
import { useAffiliateOptions } from "@/components/useAffiliateOptions.ts";
import {
  RISK_KIND_FILTER,
  RiskFlagList,
  riskKindLabel,
} from "@/components/RiskFlagList.tsx";
import { messageOf } from "@/lib/api.ts";
import { fetchDigest, fetchRiskFlags, saveDigest } from "@/lib/risk_api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";

// Plain lists (not the domain's): validateSearch runs in the entry chunk every first visit loads.
const STATUSES = ["open", "cleared", "dismissed", "all"] as const;
const KINDS = [
  "",
  "shared_identity",
  "account_change",
  "click_burst",
  "conversion_pattern",
  "self_dealing",
] as const;

const riskSearch = searchSchema({
  status: enumParam(STATUSES, "open"),
  kind: enumParam(KINDS, ""),
  userId: patternParam(/^\d{1,15}$/, ""),
});

export const Route = createFileRoute("/_admin/admin/risk")({
  validateSearch: riskSearch,
  search: {
    middlewares: [stripSearchParams({ status: "open", kind: "", userId: "" })],
  },
  beforeLoad: () => readyArea("admin_money"),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [flags, digest] = await Promise.all([
      fetchRiskFlags({
        status: deps.status,
        kind: deps.kind || undefined,
        userId: deps.userId ? Number(deps.userId) : undefined,
      }),
      fetchDigest().catch(() => null),
    ]);
    return { flags, digest };
  },
  pendingComponent: () => (
    <RiskFrame>
      <Loading text={t("admm.risk.loading")} />
    </RiskFrame>
  ),
  errorComponent: ({ error }) => (
    <RiskFrame>
      <Alert tone="error">
        {messageOf(error, t("admm.risk.loadFailed"))}
      </Alert>
    </RiskFrame>
  ),
  component: RiskPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/risk");

function RiskFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("admm.risk.title"));
  return (
    <>
      <PageHeader
        title={t("admm.risk.title")}
        subtitle={t("admm.risk.subtitle")}
      />
      {children}
    </>
  );
}

function RiskPage() {
  const { flags, digest } = routeApi.useLoaderData();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const affiliates = useAffiliateOptions(search.userId);
  // The chosen person stays listed even when the search (or the first page of affiliates) leaves them out.
  const chosen = flags.find((f) => String(f.userId) === search.userId);
  const userOptions = search.userId &&
      !affiliates.users.some((u) => String(u.id) === search.userId)
    ? [
      {
        id: Number(search.userId),
        name: chosen?.userName ?? `#${search.userId}`,
        email: chosen?.userEmail ?? "",
        role: "user" as const,
      },
      ...affiliates.users,
    ]
    : affiliates.users;

  const setSearch = (patch: Partial<typeof search>) =>
    navigate({ search: (s) => ({ ...s, ...patch }) });

  const toggleDigest = async (enabled: boolean) => {
    setError(null);
    setNotice(null);
    try {
      await saveDigest(enabled);
      await router.invalidate({ sync: true });
      setNotice(
        enabled ? t("admm.risk.digestOn") : t("admm.risk.digestOff"),
      );
    } catch (e) {
      setError(messageOf(e, t("admm.risk.digestFailed")));
    }
  };

  return (
    <RiskFrame>
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Card>
        <form
          className="risk-filters"
          role="search"
          aria-label={t("admm.risk.filters")}
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="field">
            <label className="field-label" htmlFor="risk-status">
              {t("payout.colStatus")}
            </label>
            <select
              id="risk-status"
              className="field-input"
              value={search.status}
              onChange={(e) =>
                setSearch({ status: e.target.value as typeof search.status })}
            >
              <option value="open">{t("admm.risk.open")}</option>
              <option value="cleared">{t("admm.risk.cleared")}</option>
              <option value="dismissed">{t("admm.risk.dismissed")}</option>
              <option value="all">{t("admm.all")}</option>
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="risk-kind">
              {t("admm.risk.kind")}
            </label>
            <select
              id="risk-kind"
              className="field-input"
              value={search.kind}
              onChange={(e) =>
                setSearch({ kind: e.target.value as typeof search.kind })}
            >
              {/* Not KINDS: a list the page shares with validateSearch would move into the entry chunk. */}
              {RISK_KIND_FILTER.map((value) => (
                <option key={value} value={value}>
                  {riskKindLabel(value)}
                </option>
              ))}
            </select>
          </div>
          {/* A person, found by name or email (never a typed numeric id); choosing one filters at once. */}
          <TextField
            label={t("adm.pick.findUser")}
            type="search"
            placeholder={t("adm.pick.nameOrEmail")}
            value={affiliates.search}
            onChange={(e) => affiliates.setSearch(e.target.value)}
          />
          <SelectField
            label={t("admm.risk.affiliate")}
            id="risk-user"
            value={search.userId}
            onChange={(e) => setSearch({ userId: e.target.value })}
          >
            <option value="">{t("admm.risk.everyone")}</option>
            {userOptions.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.email ? `${u.name} (${u.email})` : u.name}
              </option>
            ))}
          </SelectField>
        </form>
      </Card>
      <Card
        title={flags.length === 1
          ? t("admm.risk.countOne")
          : t("admm.risk.countMany", { n: flags.length })}
      >
        {flags.length === 0
          ? (
            <EmptyState
              title={search.status === "open"
                ? t("admm.risk.noneOpen")
                : t("admm.risk.noneMatch")}
            />
          )
          : (
            <RiskFlagList
              flags={flags}
              onChanged={async (message) => {
                await router.invalidate({ sync: true });
                setNotice(message);
              }}
            />
          )}
      </Card>
      {digest && (
        <Card title={t("admm.risk.digest")}>
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={digest.enabled}
              onChange={(e) => toggleDigest(e.target.checked)}
            />{" "}
            {t("admm.risk.digestText")}
          </label>
        </Card>
      )}
    </RiskFrame>
  );
}

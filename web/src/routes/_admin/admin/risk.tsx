/** /admin/risk: risk flags (open first, most severe and newest first) with their evidence, filters in the URL,
 * clearing or dismissing with a note, and the admin's own daily digest switch (docs/risk.md). */
import {
  createFileRoute,
  getRouteApi,
  stripSearchParams,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import {
  enumParam,
  patternParam,
  searchSchema,
} from "../../../lib/list_search.ts";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Card } from "../../../components/Card.tsx";
import { Alert } from "../../../components/Alert.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { RiskFlagList } from "../../../components/RiskFlagList.tsx";
import { messageOf } from "../../../lib/api.ts";
import {
  fetchDigest,
  fetchRiskFlags,
  saveDigest,
} from "../../../lib/risk_api.ts";

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
const KIND_OPTIONS: [typeof KINDS[number], string][] = [
  ["", "Every kind"],
  ["shared_identity", "Shared IBAN, wallet or CNIC"],
  ["account_change", "Payout account changed before a request"],
  ["click_burst", "Click burst"],
  ["conversion_pattern", "Conversion pattern out of line"],
  ["self_dealing", "Self-dealing"],
];

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
      <Loading text="Loading risk flags..." />
    </RiskFrame>
  ),
  errorComponent: ({ error }) => (
    <RiskFrame>
      <Alert tone="error">
        {messageOf(error, "Failed to load risk flags.")}
      </Alert>
    </RiskFrame>
  ),
  component: RiskPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/risk");

function RiskFrame({ children }: { children: ReactNode }) {
  usePageTitle("Risk");
  return (
    <>
      <PageHeader
        title="Risk"
        subtitle="Signals on affiliates. An open high flag (or any open flag, when the settings say so) holds the affiliate's payouts until you clear it with a note or reject the payout."
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
  const [userText, setUserText] = useState(search.userId);

  const setSearch = (patch: Partial<typeof search>) =>
    navigate({ search: (s) => ({ ...s, ...patch }) });

  const toggleDigest = async (enabled: boolean) => {
    setError(null);
    setNotice(null);
    try {
      await saveDigest(enabled);
      await router.invalidate({ sync: true });
      setNotice(
        enabled
          ? "You will get the daily risk digest email."
          : "You will no longer get the daily risk digest email.",
      );
    } catch (e) {
      setError(messageOf(e, "Failed to save the digest setting."));
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
          aria-label="Filter risk flags"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch({ userId: /^\d{1,15}$/.test(userText) ? userText : "" });
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="risk-status">Status</label>
            <select
              id="risk-status"
              className="field-input"
              value={search.status}
              onChange={(e) =>
                setSearch({ status: e.target.value as typeof search.status })}
            >
              <option value="open">Open</option>
              <option value="cleared">Cleared</option>
              <option value="dismissed">Dismissed</option>
              <option value="all">All</option>
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="risk-kind">Kind</label>
            <select
              id="risk-kind"
              className="field-input"
              value={search.kind}
              onChange={(e) =>
                setSearch({ kind: e.target.value as typeof search.kind })}
            >
              {KIND_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>{label}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="risk-user">User id</label>
            <input
              id="risk-user"
              className="field-input"
              inputMode="numeric"
              value={userText}
              onChange={(e) => setUserText(e.target.value.trim())}
            />
          </div>
          <button type="submit" className="btn btn-secondary">Filter</button>
        </form>
      </Card>
      <Card title={`${flags.length} flag${flags.length === 1 ? "" : "s"}`}>
        {flags.length === 0
          ? (
            <EmptyState
              title={search.status === "open"
                ? "No open risk flags."
                : "No risk flags match these filters."}
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
        <Card title="Daily digest">
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={digest.enabled}
              onChange={(e) => toggleDigest(e.target.checked)}
            />{" "}
            Email me each morning the flags raised the day before and
            yesterday's figures.
          </label>
        </Card>
      )}
    </RiskFrame>
  );
}

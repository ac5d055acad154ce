/** /admin/user-profile/{id}: one user's profile, stats, payout history and assigned links. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type {
  AssignedLinkItemJson,
  FullProfileJson,
  PayoutHistoryItemJson,
} from "../../../../../wire/users.ts";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { api, ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { formatDollars } from "../../../lib/money.ts";
import { Alert } from "../../../components/Alert.tsx";
import { Badge } from "../../../components/Badge.tsx";
import { PayoutStatusBadge } from "../../../components/PayoutStatusBadge.tsx";
import { methodLabel } from "../../../lib/payouts.ts";
import { buttonClass } from "../../../components/Button.tsx";
import { Card } from "../../../components/Card.tsx";
import { type DataColumn, DataTable } from "../../../components/DataTable.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { ProfileDetails } from "../../../components/ProfileDetails.tsx";
import { RiskFlagList } from "../../../components/RiskFlagList.tsx";
import { fetchRiskFlags, type RiskFlag } from "../../../lib/risk_api.ts";

const NOT_FOUND = "User not found or profile data unavailable";

export const Route = createFileRoute("/_admin/admin/user-profile/$id")({
  loader: async ({ params }) => {
    const [profile, flags] = await Promise.all([
      loadFullProfile(params.id),
      // The user's risk flags, open first (docs/risk.md); a failure here never hides the profile.
      /^\d{1,15}$/.test(params.id)
        ? fetchRiskFlags({ status: "all", userId: Number(params.id) }).catch(
          () => null,
        )
        : Promise.resolve([] as RiskFlag[]),
    ]);
    return { ...profile, riskFlags: flags };
  },
  pendingComponent: () => (
    <Titled>
      <Loading text="Loading profile..." />
    </Titled>
  ),
  errorComponent: ({ error }) => (
    <Titled>
      <PageHeader title="User Profile" actions={<BackToUsers />} />
      <Alert tone="error">
        {error instanceof Error ? error.message : "Failed to load user profile"}
      </Alert>
    </Titled>
  ),
  component: AdminUserProfilePage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_admin/admin/user-profile/$id");

/** GET /api/admin/users/{id}/full-profile; a failure throws the message the page shows for it. */
async function loadFullProfile(id: string): Promise<FullProfileJson> {
  let result: FullProfileJson;
  try {
    result = await api<FullProfileJson>(
      `/api/admin/users/${encodeURIComponent(id)}/full-profile`,
    );
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) {
      throw new Error(NOT_FOUND);
    }
    throw new Error(
      e instanceof ApiError && e.status === 0
        ? "Failed to fetch profile data"
        : "Failed to load user profile",
    );
  }
  if (!result?.success || !result.user) throw new Error(NOT_FOUND);
  return result;
}

/** Sets the page title, also while the profile loads or failed. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle("User Profile");
  return <>{children}</>;
}

/** The way back to the users table. */
function BackToUsers() {
  return (
    <Link to="/admin/users" className={buttonClass("secondary", "sm")}>
      Back to users
    </Link>
  );
}

const payoutColumns: DataColumn<PayoutHistoryItemJson>[] = [
  {
    id: "requestedAt",
    accessorKey: "requestedAt",
    header: "Date",
    cell: (i) => formatDateTime(i.getValue() as string),
  },
  {
    id: "product",
    accessorKey: "product",
    header: "Product",
    cell: (i) => (i.getValue() as string) ?? "-",
  },
  {
    id: "amount",
    accessorKey: "amount",
    header: "Amount",
    cell: (i) => formatDollars(i.getValue() as number),
  },
  {
    id: "method",
    accessorKey: "method",
    header: "Method",
    cell: (i) => methodLabel(i.getValue() as string),
  },
  {
    id: "status",
    accessorKey: "status",
    header: "Status",
    cell: (i) => (
      <PayoutStatusBadge
        status={i.getValue() as string}
        reason={i.row.original.rejectionReason}
        approvedAsSuccess
      />
    ),
  },
  {
    id: "transactionId",
    accessorKey: "transactionId",
    header: "Transaction ID",
    cell: (i) => i.getValue() ?? "-",
  },
];

const linkColumns: DataColumn<AssignedLinkItemJson>[] = [
  { id: "productName", accessorKey: "productName", header: "Product" },
  {
    id: "customLink",
    accessorKey: "customLink",
    header: "Link",
    cell: (i) => (
      <a
        href={i.getValue() as string}
        target="_blank"
        rel="noopener noreferrer"
      >
        {i.getValue() as string}
      </a>
    ),
  },
  {
    id: "trackingLink",
    accessorKey: "trackingLink",
    header: "Tracked link",
    cell: (i) => (i.getValue() as string) ?? "-",
  },
];

/** The page: the user's header, figures, profile, payout history and assigned links. */
function AdminUserProfilePage() {
  const data = routeApi.useLoaderData();
  const router = useRouter();
  const [riskNotice, setRiskNotice] = useState<string | null>(null);
  const back = <BackToUsers />;
  const { user, profile, stats } = data;
  return (
    <Titled>
      <PageHeader
        title={user.name}
        subtitle={
          <>
            {user.email} · {user.role} · joined {formatDateTime(user.createdAt)}
            {" "}
            · {user.isApproved
              ? <Badge variant="green">Approved</Badge>
              : <Badge variant="red">Not approved</Badge>}
          </>
        }
        actions={back}
      />
      <div className="stack">
        <div className="stat-cards">
          {[
            ["Clicks", String(stats.clicks)],
            ["Sales", String(stats.sales)],
            ["Earnings", formatDollars(stats.earnings)],
            ["Balance", formatDollars(stats.balance)],
          ].map(([label, value]) => (
            <Card key={label}>
              <p className="stat-card-label">{label}</p>
              <p className="stat-card-value">{value}</p>
            </Card>
          ))}
        </div>
        <Card title="Risk flags" aria-label="Risk flags">
          {riskNotice && <Alert tone="success">{riskNotice}</Alert>}
          {data.riskFlags === null
            ? <Alert>Failed to load risk flags.</Alert>
            : data.riskFlags.length === 0
            ? <p className="muted">No risk flags on this user.</p>
            : (
              <RiskFlagList
                flags={data.riskFlags}
                showUser={false}
                onChanged={async (message) => {
                  await router.invalidate({ sync: true });
                  setRiskNotice(message);
                }}
              />
            )}
        </Card>
        {profile
          ? (
            <>
              {profile.status !== "approved" && (
                <Alert tone="info">
                  Profile status: {profile.status}
                  {profile.rejectionReason
                    ? ` (${profile.rejectionReason})`
                    : ""}
                </Alert>
              )}
              <ProfileDetails profile={profile} />
            </>
          )
          : (
            <Alert tone="info">
              This user has not submitted a profile yet.
            </Alert>
          )}
        <Card title="Payout History">
          <DataTable
            columns={payoutColumns}
            data={data.payoutHistory}
            emptyText="No payout history found"
            stackOnPhones
          />
        </Card>
        <Card title="Assigned Links">
          <DataTable
            columns={linkColumns}
            data={data.assignedLinks}
            emptyText="No affiliate links found"
            stackOnPhones
          />
        </Card>
      </div>
    </Titled>
  );
}

/** /admin/user-profile/{id}: one user's profile, stats, payout history and assigned links. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
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
import type { ProfileData } from "../../../components/profile_fields.ts";
import type { AdminUser } from "../../../components/admin_user.ts";
export const Route = createFileRoute("/_admin/admin/user-profile/$id")({
  component: Page,
});

function Page() {
  usePageTitle("User Profile");
  const { id } = Route.useParams();
  return <AdminUserProfilePage id={id} />;
}

interface PayoutItem {
  id: number;
  product: string | null;
  amount: number;
  method: string;
  accountName: string | null;
  accountNumber: string | null;
  status: string;
  transactionId: string | null;
  rejectionReason: string | null;
  requestedAt: string;
}

interface AssignedLink {
  id: number;
  productName: string;
  customLink: string;
  trackingLink?: string;
}

/** GET /api/admin/users/{id}/full-profile. */
interface FullProfile {
  success: boolean;
  user: AdminUser;
  profile: ProfileData | null;
  stats: { clicks: number; sales: number; earnings: number; balance: number };
  payoutHistory: PayoutItem[];
  assignedLinks: AssignedLink[];
}

const payoutColumns: DataColumn<PayoutItem>[] = [
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

const linkColumns: DataColumn<AssignedLink>[] = [
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

/** The page for user `id`. */
function AdminUserProfilePage({ id }: { id: string }) {
  const [data, setData] = useState<FullProfile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setData(null);
    setError(null);
    api<FullProfile>(`/api/admin/users/${encodeURIComponent(id)}/full-profile`)
      .then((result) => {
        if (!result?.success || !result.user) {
          setError("User not found or profile data unavailable");
        } else setData(result);
      })
      .catch((e) => {
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) {
          setError("User not found or profile data unavailable");
        } else if (e instanceof ApiError && e.status === 0) {
          setError("Failed to fetch profile data");
        } else setError("Failed to load user profile");
      });
  }, [id]);

  const back = (
    <Link to="/admin/users" className={buttonClass("secondary", "sm")}>
      Back to users
    </Link>
  );
  if (error) {
    return (
      <>
        <PageHeader title="User Profile" actions={back} />
        <Alert tone="error">{error}</Alert>
      </>
    );
  }
  if (!data) return <Loading text="Loading profile..." />;
  const { user, profile, stats } = data;
  return (
    <>
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
    </>
  );
}

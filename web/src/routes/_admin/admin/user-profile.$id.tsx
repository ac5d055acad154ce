/** /admin/user-profile/{id}: one user's profile, stats, payout history and assigned links. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { FullProfileJson } from "@wire/users.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, ApiError } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { formatDollars } from "@/lib/money.ts";
import { Alert } from "@/components/Alert.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { DataTable } from "@/components/DataTable.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { ProfileDetails } from "@/components/ProfileDetails.tsx";
import { RiskFlagList } from "@/components/RiskFlagList.tsx";
import { fetchRiskFlags, type RiskFlag } from "@/lib/risk_api.ts";
import { type MessageKey, readyArea, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import { profileStatusLabel, roleLabel } from "@/lib/people.ts";
import {
  AffiliateOffersCard,
  loadAffiliateOffers,
} from "./-parts/affiliate_offers.tsx";
import { linkColumns, payoutColumns } from "./-parts/user_profile_columns.tsx";
import { StateBadge } from "./-parts/user_state_chips.tsx";

/** A failure to load the profile, told by its catalogue key (shown in the language of the moment). */
class ProfileLoadError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

const NOT_FOUND = "admp.user.notFound";

export const Route = createFileRoute("/_admin/admin/user-profile/$id")({
  // The payout settings card and risk flags are the money area's.
  beforeLoad: async () => {
    await Promise.all([
      readyArea("admin_people"),
      readyArea("admin_money"),
      readyArea("offers"),
    ]);
  },
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
    // An affiliate's group and payouts now (docs/offers.md); admins have none.
    const offers = profile.user.role === "user"
      ? await loadAffiliateOffers(profile.user.id)
      : null;
    return { ...profile, riskFlags: flags, offers };
  },
  pendingComponent: () => (
    <Titled>
      <Loading text={t("admp.user.loading")} />
    </Titled>
  ),
  errorComponent: ({ error }) => (
    <Titled>
      <PageHeader title={t("admp.user.title")} actions={<BackToUsers />} />
      <Alert tone="error">
        {error instanceof ProfileLoadError
          ? t(error.key)
          : error instanceof Error
          ? error.message
          : t("admp.user.loadFailed")}
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
      throw new ProfileLoadError(NOT_FOUND);
    }
    throw new ProfileLoadError(
      e instanceof ApiError && e.status === 0
        ? "admp.user.fetchFailed"
        : "admp.user.loadFailed",
    );
  }
  if (!result?.success || !result.user) {
    throw new ProfileLoadError(NOT_FOUND);
  }
  return result;
}

/** Sets the page title, also while the profile loads or failed. */
function Titled({ children }: { children: ReactNode }) {
  usePageTitle(t("admp.user.title"));
  return <>{children}</>;
}

/** The way back to the users table. */
function BackToUsers() {
  return (
    <Link to="/admin/users" className={buttonClass("secondary", "sm")}>
      {t("admp.user.back")}
    </Link>
  );
}

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
            {tNodes("admp.user.subtitle", {
              email: <span className="ltr">{user.email}</span>,
              role: roleLabel(user.role),
              time: (
                <span className="ltr">{formatDateTime(user.createdAt)}</span>
              ),
            })} · <StateBadge state={user.state} />
          </>
        }
        actions={back}
      />
      <div className="stack">
        <div className="stat-cards">
          {[
            [t("app.clicks"), String(stats.clicks)],
            [t("app.sales"), String(stats.sales)],
            [t("app.earnings"), formatDollars(stats.earnings)],
            [t("admp.user.balance"), formatDollars(stats.balance)],
          ].map(([label, value]) => (
            <Card key={label}>
              <p className="stat-card-label">{label}</p>
              <p className="stat-card-value ltr">{value}</p>
            </Card>
          ))}
        </div>
        <Card
          title={t("admp.user.riskFlags")}
          aria-label={t("admp.user.riskFlags")}
        >
          {riskNotice && <Alert tone="success">{riskNotice}</Alert>}
          {data.riskFlags === null
            ? <Alert>{t("admp.user.riskFailed")}</Alert>
            : data.riskFlags.length === 0
            ? <p className="muted">{t("admp.user.noRiskFlags")}</p>
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
                  {t("admp.user.profileStatus", {
                    status: profileStatusLabel(profile.status),
                  })}
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
              {t("admp.user.noProfile")}
            </Alert>
          )}
        {user.role === "user" && (
          <AffiliateOffersCard
            userId={user.id}
            data={data.offers}
            onChanged={() => router.invalidate({ sync: true })}
          />
        )}
        <Card title={t("admp.user.payoutHistory")}>
          <DataTable
            columns={payoutColumns()}
            data={data.payoutHistory}
            emptyText={t("payout.noHistory")}
            stackOnPhones
          />
        </Card>
        <Card title={t("admp.user.assignedLinks")}>
          <DataTable
            columns={linkColumns()}
            data={data.assignedLinks}
            emptyText={t("admp.user.noLinks")}
            stackOnPhones
          />
        </Card>
      </div>
    </Titled>
  );
}

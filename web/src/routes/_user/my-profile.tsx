/** /my-profile: the signed-in affiliate's profile, read-only. */
import { createFileRoute, getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { ProfileMe } from "@wire/profiles.ts";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { api, messageOf } from "@/lib/api.ts";
import { Alert } from "@/components/Alert.tsx";
import { buttonClass } from "@/components/Button.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { ProfileDetails } from "@/components/ProfileDetails.tsx";
import { TaxProfileCard } from "@/components/TaxProfileCard.tsx";
import type { MyTaxJson } from "@wire/tax.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/my-profile")({
  loader: async () => {
    // The tax profile is a card of its own: its failure leaves the profile readable.
    const tax = api<MyTaxJson>("/api/profile/tax").catch(() => null);
    return { me: await api<ProfileMe>("/api/profile/me"), tax: await tax };
  },
  pendingComponent: () => (
    <ProfileFrame>
      <Loading text={t("aff.profile.loading")} />
    </ProfileFrame>
  ),
  errorComponent: ({ error }) => (
    <ProfileFrame>
      <Alert tone="error">
        {messageOf(error, t("aff.profile.loadFailed"))}
      </Alert>
    </ProfileFrame>
  ),
  component: MyProfilePage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file and
// the route's options stay inlined in the eager route tree (no extra chunk on every first load).
const routeApi = getRouteApi("/_user/my-profile");

/** The page's title and header, also while the profile loads or failed. */
function ProfileFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("aff.profile.title"));
  return (
    <>
      <PageHeader title={t("aff.profile.title")} />
      {children}
    </>
  );
}

/** The page: GET /api/profile/me in its four sections, or the way to submit one. */
function MyProfilePage() {
  const { me, tax } = routeApi.useLoaderData();
  return (
    <ProfileFrame>
      {me.profile
        ? <ProfileDetails profile={me.profile} />
        : (
          <EmptyState title={t("aff.profile.none")}>
            <Link to="/complete-profile" className={buttonClass("primary")}>
              {t("aff.profile.submit")}
            </Link>
          </EmptyState>
        )}
      <TaxProfileCard tax={tax} />
    </ProfileFrame>
  );
}

/** /my-profile: the signed-in affiliate's profile, read-only. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { api, messageOf } from "../../lib/api.ts";
import { Alert } from "../../components/Alert.tsx";
import { buttonClass } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Loading } from "../../components/Spinner.tsx";
import { ProfileDetails } from "../../components/ProfileDetails.tsx";
import type { ProfileMe } from "../../components/profile_fields.ts";
export const Route = createFileRoute("/_user/my-profile")({ component: Page });

function Page() {
  usePageTitle("My Profile");
  return <MyProfilePage />;
}

/** The page: loads GET /api/profile/me and shows its four sections. */
function MyProfilePage() {
  const [me, setMe] = useState<ProfileMe | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<ProfileMe>("/api/profile/me").then(setMe).catch((e) =>
      setError(messageOf(e, "Failed to load profile"))
    );
  }, []);
  return (
    <>
      <PageHeader title="My Profile" />
      {error
        ? <Alert tone="error">{error}</Alert>
        : !me
        ? <Loading text="Loading profile..." />
        : me.profile
        ? <ProfileDetails profile={me.profile} />
        : (
          <EmptyState title="You have not submitted a profile yet.">
            <Link to="/complete-profile" className={buttonClass("primary")}>
              Submit Profile
            </Link>
          </EmptyState>
        )}
    </>
  );
}

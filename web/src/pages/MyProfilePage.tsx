/** /my-profile: the signed-in affiliate's profile, read-only. */
import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { api, messageOf } from "../lib/api.ts";
import { Alert } from "../components/Alert.tsx";
import { buttonClass } from "../components/Button.tsx";
import { EmptyState } from "../components/EmptyState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Loading } from "../components/Spinner.tsx";
import { ProfileDetails } from "./ProfileDetails.tsx";
import type { ProfileMe } from "./CompleteProfilePage.tsx";

/** The page: loads GET /api/profile/me and shows its four sections. */
export function MyProfilePage() {
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

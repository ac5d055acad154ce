/** /admin/profiles: the approval queue; approve or reject (with an optional reason) each pending profile. */
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/usePageTitle.ts";
import { useEffect, useState } from "react";
import { api, messageOf } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { Alert } from "../../../components/Alert.tsx";
import { Button } from "../../../components/Button.tsx";
import { Card } from "../../../components/Card.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Loading } from "../../../components/Spinner.tsx";
import { useDialogs } from "../../../components/Modal.tsx";
import { ProfileDetails } from "../../../components/ProfileDetails.tsx";
import type { ProfileData } from "../../../components/profile_fields.ts";
import { announceMetricsChanged } from "../../../components/admin_events.ts";
export const Route = createFileRoute("/_admin/admin/profiles")({
  component: Page,
});

function Page() {
  usePageTitle("Queued Profiles");
  return <AdminProfilesPage />;
}

/** A row of GET /api/admin/pending-profiles. */
type PendingProfile = Omit<
  ProfileData,
  "status" | "rejectionReason" | "updatedAt"
>;

/** The page. */
function AdminProfilesPage() {
  const dialogs = useDialogs();
  const [profiles, setProfiles] = useState<PendingProfile[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<
    { tone: "success" | "error"; text: string } | null
  >(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    api<PendingProfile[]>("/api/admin/pending-profiles")
      .then(setProfiles)
      .catch((e) =>
        setError(
          messageOf(e, "Failed to load profiles. Are you logged in as admin?"),
        )
      );
  }, []);

  const decide = async (
    profile: PendingProfile,
    decision: "approve" | "reject",
  ) => {
    let body: { reason: string } | undefined;
    if (decision === "reject") {
      const reason = await dialogs.prompt(
        `Reason for rejecting ${profile.name} (optional)`,
      );
      if (reason === null) return;
      if (reason.trim()) body = { reason: reason.trim() };
    }
    setBusy(profile.userId);
    setNotice(null);
    try {
      await api(`/api/admin/${decision}/${profile.userId}`, {
        method: "POST",
        body,
      });
      setProfiles((list) =>
        list?.filter((p) => p.userId !== profile.userId) ?? null
      );
      setNotice({
        tone: "success",
        text: decision === "approve"
          ? "Profile approved!"
          : "Profile rejected!",
      });
      announceMetricsChanged();
    } catch (e) {
      setNotice({
        tone: "error",
        text: messageOf(
          e,
          decision === "approve"
            ? "Failed to approve profile."
            : "Failed to reject profile.",
        ),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Queued Profiles"
        subtitle="Profiles waiting for a decision, oldest first."
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {error
        ? <Alert tone="error">{error}</Alert>
        : !profiles
        ? <Loading text="Loading profiles..." />
        : profiles.length === 0
        ? <EmptyState title="No pending profiles found." />
        : (
          <div className="stack">
            {profiles.map((p) => (
              <Card
                key={p.userId}
                aria-label={`Profile of ${p.name}`}
                data-testid={`pending-${p.userId}`}
              >
                <div className="pending-profile-head">
                  <div>
                    <h2 className="card-title">{p.name}</h2>
                    <p className="page-subtitle">
                      {p.email} · submitted {formatDateTime(p.submittedAt)}
                    </p>
                  </div>
                  <div className="row-actions">
                    <Button
                      busy={busy === p.userId}
                      onClick={() => decide(p, "approve")}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="danger"
                      disabled={busy === p.userId}
                      onClick={() => decide(p, "reject")}
                    >
                      Reject
                    </Button>
                  </div>
                </div>
                <details>
                  <summary>Show details</summary>
                  <ProfileDetails
                    profile={{
                      ...p,
                      status: "pending",
                      rejectionReason: null,
                      updatedAt: p.submittedAt,
                    }}
                  />
                </details>
              </Card>
            ))}
          </div>
        )}
    </>
  );
}

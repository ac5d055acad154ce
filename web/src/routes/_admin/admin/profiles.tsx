/** /admin/profiles: the approval queue; approve or reject (with an optional reason) each pending profile. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { type ReactNode, useState } from "react";
import { api, messageOf } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { Alert } from "@/components/Alert.tsx";
import { Button } from "@/components/Button.tsx";
import { Card } from "@/components/Card.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { useDialogs } from "@/components/Modal.tsx";
import { ProfileDetails } from "@/components/ProfileDetails.tsx";
import type { PendingProfileJson } from "@wire/profiles.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { tNodes } from "@/i18n/tNodes.tsx";
import { useAction } from "@/lib/use_action.ts";
import { EmptyAction } from "@/components/EmptyAction.tsx";
export const Route = createFileRoute("/_admin/admin/profiles")({
  beforeLoad: () => readyArea("admin_people"),
  loader: () => api<PendingProfileJson[]>("/api/admin/pending-profiles"),
  pendingComponent: () => (
    <ProfilesHeader>
      <Loading text={t("admp.profiles.loading")} />
    </ProfilesHeader>
  ),
  errorComponent: ({ error }) => (
    <ProfilesHeader>
      <Alert tone="error">
        {messageOf(error, t("admp.profiles.loadFailed"))}
      </Alert>
    </ProfilesHeader>
  ),
  component: AdminProfilesPage,
});

// The page reads its route through getRouteApi, not Route, so its lazy chunk does not import the route file (see docs/web.md).
const routeApi = getRouteApi("/_admin/admin/profiles");

/** The page's title and header, also while the queue loads or failed. */
function ProfilesHeader({ children }: { children: ReactNode }) {
  usePageTitle(t("admp.profiles.title"));
  return (
    <>
      <PageHeader
        title={t("admp.profiles.title")}
        subtitle={t("admp.profiles.subtitle")}
      />
      {children}
    </>
  );
}

/** The page. */
function AdminProfilesPage() {
  const dialogs = useDialogs();
  const router = useRouter();
  const profiles = routeApi.useLoaderData();
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction<number>();

  const decide = async (
    profile: PendingProfileJson,
    decision: "approve" | "reject",
  ) => {
    let body: { reason: string } | undefined;
    if (decision === "reject") {
      const reason = await dialogs.prompt(
        t("admp.profiles.rejectReason", { name: profile.name }),
      );
      if (reason === null) return;
      if (reason.trim()) body = { reason: reason.trim() };
    }
    setNotice(null);
    await run(
      async () => {
        await api(`/api/admin/${decision}/${profile.userId}`, {
          method: "POST",
          body,
        });
        // The queue and the nav's pending count load again.
        await router.invalidate({ sync: true });
        setNotice(t(
          decision === "approve"
            ? "admp.profiles.approved"
            : "admp.profiles.rejected",
        ));
      },
      t(
        decision === "approve"
          ? "admp.profiles.approveFailed"
          : "admp.profiles.rejectFailed",
      ),
      profile.userId,
    );
  };

  return (
    <ProfilesHeader>
      {error
        ? <Alert tone="error">{error.message}</Alert>
        : notice && <Alert tone="success">{notice}</Alert>}
      {profiles.length === 0
        ? (
          <EmptyState
            title={t("admp.profiles.none")}
            hint={t("admp.profiles.noneHint")}
          >
            <EmptyAction to="/admin/overview">
              {t("admp.empty.shareSignup")}
            </EmptyAction>
          </EmptyState>
        )
        : (
          <div className="stack">
            {profiles.map((p) => (
              <Card
                key={p.userId}
                aria-label={t("admp.profiles.cardLabel", { name: p.name })}
                data-testid={`pending-${p.userId}`}
              >
                <div className="pending-profile-head">
                  <div>
                    <h2 className="card-title">
                      <bdi>{p.name}</bdi>
                    </h2>
                    <p className="page-subtitle">
                      {tNodes("admp.profiles.submitted", {
                        email: <span className="ltr">{p.email}</span>,
                        time: (
                          <span className="ltr">
                            {formatDateTime(p.submittedAt)}
                          </span>
                        ),
                      })}
                    </p>
                  </div>
                  <div className="row-actions">
                    <Button
                      busy={running === p.userId}
                      onClick={() => decide(p, "approve")}
                    >
                      {t("admp.profiles.approve")}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={running === p.userId}
                      onClick={() => decide(p, "reject")}
                    >
                      {t("admp.profiles.reject")}
                    </Button>
                  </div>
                </div>
                <details>
                  <summary>{t("admp.profiles.details")}</summary>
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
    </ProfilesHeader>
  );
}

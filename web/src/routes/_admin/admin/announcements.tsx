/** /admin/announcements: write announcements (now or at a Karachi time) and see how many each reached and read. */
import {
  createFileRoute,
  getRouteApi,
  useRouter,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import { messageOf } from "@/lib/api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import {
  type AdminAnnouncementJson,
  fetchAnnouncements,
} from "@/lib/announcements_api.ts";
import { fetchGroups } from "@/lib/offers_api.ts";
import { fetchProducts } from "@/lib/tracking_api.ts";
import { readyArea, t } from "@/i18n/i18n.ts";
import { AnnouncementForm } from "./-parts/announcement_form.tsx";

export const Route = createFileRoute("/_admin/admin/announcements")({
  beforeLoad: () => readyArea("offers"),
  loader: async () => {
    const [announcements, groups, products] = await Promise.all([
      fetchAnnouncements(),
      fetchGroups(),
      fetchProducts(),
    ]);
    return { announcements, groups, products };
  },
  pendingComponent: () => (
    <AnnouncementsFrame>
      <Loading />
    </AnnouncementsFrame>
  ),
  errorComponent: ({ error }) => (
    <AnnouncementsFrame>
      <Alert tone="error">{messageOf(error, t("off.ann.loadFailed"))}</Alert>
    </AnnouncementsFrame>
  ),
  component: AnnouncementsPage,
});

const route = getRouteApi("/_admin/admin/announcements");

/** The title and header, also while loading or after a failure. */
function AnnouncementsFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.ann.title"));
  return (
    <>
      <PageHeader title={t("off.ann.title")} subtitle={t("off.ann.subtitle")} />
      {children}
    </>
  );
}

/** Who an announcement is for, in words. */
function audienceText(a: AdminAnnouncementJson): string {
  if (a.audience === "group") {
    return t("off.ann.forGroup", { name: a.groupName ?? "" });
  }
  if (a.audience === "offer") {
    return t("off.ann.forOffer", { title: a.offerTitle ?? "" });
  }
  return t("off.ann.forAll");
}

/** One announcement with its state and counts. */
function AnnouncementRow({ a }: { a: AdminAnnouncementJson }) {
  const scheduled = a.status === "scheduled";
  return (
    <li className="card">
      <h2 className="card-title">
        <span dir="auto">{a.titleEn}</span> ·{" "}
        <span lang="ur" dir="rtl">
          {a.titleUr}
        </span>
      </h2>
      <p className="review-row">
        <Badge variant={scheduled ? "yellow" : "green"}>
          {scheduled
            ? t("off.ann.statusScheduled", {
              time: formatDateTime(a.publishAt),
            })
            : t("off.ann.statusPublished", {
              time: formatDateTime(a.publishAt),
            })}
        </Badge>
        <span>{audienceText(a)}</span>
      </p>
      {!scheduled && (
        <p>
          {t("off.ann.counts", { reached: a.reached, read: a.read })}
          {a.mailedCount !== null &&
            ` · ${t("off.ann.mailed", { count: a.mailedCount })}`}
        </p>
      )}
    </li>
  );
}

/** The form and the list. */
function AnnouncementsPage() {
  const { announcements, groups, products } = route.useLoaderData();
  const router = useRouter();
  return (
    <AnnouncementsFrame>
      <AnnouncementForm
        groups={groups}
        offers={products}
        onSaved={() => router.invalidate()}
      />
      {announcements.length === 0
        ? <EmptyState title={t("off.ann.empty")} />
        : (
          <ul className="review-list">
            {announcements.map((a) => <AnnouncementRow key={a.id} a={a} />)}
          </ul>
        )}
    </AnnouncementsFrame>
  );
}

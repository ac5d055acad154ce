/** /inbox: the affiliate's announcements, newest first; opening an unread one marks it read and clears its badge. */
import {
  createFileRoute,
  getRouteApi,
  Link,
  useRouter,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { usePageTitle } from "@/components/usePageTitle.ts";
import { Alert } from "@/components/Alert.tsx";
import { Badge } from "@/components/Badge.tsx";
import { EmptyState } from "@/components/EmptyState.tsx";
import { LinkedText } from "@/components/LinkedText.tsx";
import { PageHeader } from "@/components/PageHeader.tsx";
import { Loading } from "@/components/Spinner.tsx";
import {
  fetchInbox,
  type InboxItemJson,
  markRead,
} from "@/lib/announcements_api.ts";
import { formatDateTime } from "@/lib/dates.ts";
import { useAction } from "@/lib/use_action.ts";
import { useLanguage } from "@/i18n/useLanguage.ts";
import { t } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/_user/inbox")({
  loader: () => fetchInbox(),
  pendingComponent: () => (
    <InboxFrame>
      <Loading />
    </InboxFrame>
  ),
  errorComponent: () => (
    <InboxFrame>
      <Alert>{t("off.inbox.loadFailed")}</Alert>
    </InboxFrame>
  ),
  component: InboxPage,
});

const route = getRouteApi("/_user/inbox");

/** The title and header, also while loading or after a failure. */
function InboxFrame({ children }: { children: ReactNode }) {
  usePageTitle(t("off.inbox.title"));
  return (
    <>
      <PageHeader
        title={t("off.inbox.title")}
        subtitle={t("off.inbox.subtitle")}
      />
      {children}
    </>
  );
}

/** One announcement: its title opens it (a disclosure, so Enter and Space work), in the page's language. */
function InboxEntry(
  { item, onOpen }: { item: InboxItemJson; onOpen: () => void },
) {
  const language = useLanguage();
  const title = language === "ur" ? item.titleUr : item.titleEn;
  const body = language === "ur" ? item.bodyUr : item.bodyEn;
  return (
    <li className={`card inbox-item${item.read ? "" : " inbox-item-unread"}`}>
      <details
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && !item.read) {
            onOpen();
          }
        }}
      >
        <summary className="inbox-summary">
          <span className="inbox-title">{title}</span>
          {!item.read && <Badge variant="blue">{t("off.inbox.unread")}</Badge>}
          <span className="inbox-time">
            {t("off.inbox.published", {
              time: formatDateTime(item.publishedAt),
            })}
          </span>
        </summary>
        <div className="inbox-body">
          {body.split(/\n\s*\n/).map((paragraph, i) => (
            <LinkedText key={i} text={paragraph.trim()} />
          ))}
        </div>
      </details>
    </li>
  );
}

/** The list, or what to do while it is empty. */
function InboxPage() {
  const items = route.useLoaderData();
  const router = useRouter();
  const { formError, run } = useAction<number>();
  const open = (id: number) =>
    run(
      async () => {
        await markRead(id);
        // Reloads the list and the layout's unread count (the menu badge).
        await router.invalidate();
      },
      t("off.inbox.readFailed"),
      id,
    );
  return (
    <InboxFrame>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      {items.length === 0
        ? (
          <EmptyState title={t("off.inbox.empty")}>
            <Link className="btn btn-secondary" to="/offers">
              {t("off.inbox.browseOffers")}
            </Link>
          </EmptyState>
        )
        : (
          <ul className="review-list inbox-list">
            {items.map((item) => (
              <InboxEntry
                key={item.id}
                item={item}
                onOpen={() => void open(item.id)}
              />
            ))}
          </ul>
        )}
    </InboxFrame>
  );
}

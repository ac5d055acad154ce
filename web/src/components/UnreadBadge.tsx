/** UnreadBadge: the count of unread announcements, for the phone's menu button (the menu itself shows it too). */
import { t } from "@/i18n/i18n.ts";
import { CountBubble } from "./CountBubble.tsx";
import { useUnreadCount } from "./useUnreadCount.ts";

/** The red count, or nothing at zero. */
export function UnreadBadge() {
  const unread = useUnreadCount({ poll: false });
  return <CountBubble count={unread} description={t("aff.nav.unread")} />;
}

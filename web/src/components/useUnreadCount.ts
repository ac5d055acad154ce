/** useUnreadCount: the inbox badge's count, loaded by the /_user layout's loader; polled every 60 s and on tab focus. */
import { useEffect } from "react";
import { useMatch, useRouter } from "@tanstack/react-router";

/** How often the badge looks for new announcements. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The caller's unread announcements. The layout loader runs again on each affiliate route change and after a page
 * calls router.invalidate() (the inbox does on reading one); with `poll` (the menu, once per page) this hook adds
 * the poll and the reload on tab return.
 */
export function useUnreadCount({ poll }: { poll: boolean }): number {
  const router = useRouter();
  // The menu also shows on /complete-profile (the /_member layout), which has no inbox: no count there.
  const match = useMatch({ from: "/_user", shouldThrow: false });
  const inUserArea = match !== undefined;

  useEffect(() => {
    if (!inUserArea || !poll) return;
    const reload = () =>
      void router.invalidate({ filter: (m) => m.routeId === "/_user" });
    const timer = setInterval(reload, UNREAD_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [router, inUserArea, poll]);

  return match?.loaderData?.unread ?? 0;
}

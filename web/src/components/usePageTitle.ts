/** usePageTitle: sets the document title for the current page. */
import { useEffect } from "react";
import { t } from "@/i18n/i18n.ts";

/** Sets document.title to "<title> · Kamai" (the title comes translated from the page). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = t("common.pageTitle", { title });
  }, [title]);
}

/** usePageTitle: sets the document title for the current page. */
import { useEffect } from "react";

/** Sets document.title to "<title> · Kamai". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Kamai`;
  }, [title]);
}

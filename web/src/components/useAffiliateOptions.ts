/** The affiliates offered by the admin user pickers: a server search, never the whole user table. */
import { useEffect, useState } from "react";
import { fetchAffiliates, type UserOption } from "@/lib/tracking_api.ts";

// Typing pauses this long before the search goes to the server.
const SEARCH_DELAY_MS = 250;

/** What the pickers show: matching affiliates (the chosen one kept), the search text and its setter. */
export interface AffiliateOptions {
  users: UserOption[];
  search: string;
  setSearch: (q: string) => void;
  failed: boolean;
}

/** Loads up to a page of affiliates matching `search` (newest first when empty), keeping `selectedId` listed. */
export function useAffiliateOptions(selectedId: string): AffiliateOptions {
  const [users, setUsers] = useState<UserOption[]>([]);
  const [search, setSearch] = useState("");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      fetchAffiliates(search).then((found) => {
        if (!current) return;
        setFailed(false);
        setUsers((previous) => {
          // A narrower search must not drop the user already chosen in the form.
          const chosen = previous.find((u) => String(u.id) === selectedId);
          return chosen && !found.some((u) => u.id === chosen.id)
            ? [chosen, ...found]
            : found;
        });
      }).catch(() => current && setFailed(true));
    }, search ? SEARCH_DELAY_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);

  return { users, search, setSearch, failed };
}

/** PendingTerms: asks the affiliate to accept every terms version they have not accepted yet (next visit). */
import { useEffect, useState } from "react";
import { fetchMyTerms, type TermsForUserJson } from "@/lib/directory_api.ts";
import { TermsAcceptance } from "./TermsAcceptance.tsx";

/** Nothing while loading, on failure or when all is accepted; otherwise one box per version to accept. */
export function PendingTerms() {
  const [pending, setPending] = useState<TermsForUserJson[]>([]);
  const load = () =>
    fetchMyTerms().then((all) => setPending(all.filter((x) => !x.accepted)))
      // The page works without the prompt; the payout request answers TERMS_NOT_ACCEPTED if it matters.
      .catch(() => setPending([]));
  useEffect(() => {
    void load();
  }, []);
  if (pending.length === 0) return null;
  return (
    <div className="card">
      {pending.map((terms) => (
        <TermsAcceptance key={terms.termsId} terms={terms} onAccepted={load} />
      ))}
    </div>
  );
}

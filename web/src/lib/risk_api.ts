/** The risk flag API as the admin screens call it (docs/risk.md). */
import { api } from "./api.ts";
import type {
  RiskDigestJson,
  RiskFlagClosedJson,
  RiskFlagJson,
} from "@wire/risk.ts";
import type { RiskKind, RiskStatus } from "@domain/risk/risk_flag.ts";

/** A flag as the list answers it. */
export type RiskFlag = RiskFlagJson;

/** Which flags a list shows. */
export interface RiskFilter {
  status?: RiskStatus | "all";
  userId?: number;
  kind?: RiskKind;
}

/** GET /api/admin/risk/flags with the filter as query. */
export function fetchRiskFlags(filter: RiskFilter = {}): Promise<RiskFlag[]> {
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.userId !== undefined) query.set("userId", String(filter.userId));
  if (filter.kind) query.set("kind", filter.kind);
  const text = query.toString();
  return api<RiskFlag[]>(`/api/admin/risk/flags${text ? `?${text}` : ""}`);
}

/** Clears ("cleared": checked, fine) or dismisses ("dismissed": a false signal) a flag with a note. */
export function closeRiskFlag(
  id: number,
  outcome: "cleared" | "dismissed",
  note: string,
): Promise<RiskFlagClosedJson> {
  const verb = outcome === "cleared" ? "clear" : "dismiss";
  return api<RiskFlagClosedJson>(`/api/admin/risk/flags/${id}/${verb}`, {
    body: { note },
  });
}

/** Whether the signed-in admin gets the daily digest. */
export function fetchDigest(): Promise<RiskDigestJson> {
  return api<RiskDigestJson>("/api/admin/risk/digest");
}

/** Turns the signed-in admin's daily digest on or off. */
export function saveDigest(enabled: boolean): Promise<RiskDigestJson> {
  return api<RiskDigestJson>("/api/admin/risk/digest", {
    method: "PUT",
    body: { enabled },
  });
}

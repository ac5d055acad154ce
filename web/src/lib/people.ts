/** Values of the people screens shown in the current language: a user's role and a profile's status. */
import { t } from "@/i18n/i18n.ts";

/** A role as the admin screens show it ("user" -> "صارف" in Urdu); an unknown role shows as it is. */
export function roleLabel(role: string): string {
  if (role === "user") return t("admp.role.user");
  if (role === "admin") return t("admp.role.admin");
  return role;
}

/** A profile status that is not "approved" (the user's page says why), in the current language. */
export function profileStatusLabel(status: string): string {
  if (status === "pending") return t("admp.user.status.pending");
  if (status === "rejected") return t("admp.user.status.rejected");
  return status;
}

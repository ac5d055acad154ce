/** Calls of the alert settings API (docs/alerts.md). */
import type { NotificationSettingsJson } from "@wire/alerts.ts";
import { api } from "@/lib/api.ts";

export type { NotificationSettingsJson };

/** Every kind's mode for the signed-in person. */
export function fetchAlertSettings(): Promise<NotificationSettingsJson> {
  return api<NotificationSettingsJson>("/api/user/notification-settings");
}

/** Saves the modes; answers every kind's mode now. */
export function saveAlertSettings(
  settings: Partial<NotificationSettingsJson>,
): Promise<NotificationSettingsJson> {
  return api<NotificationSettingsJson>("/api/user/notification-settings", {
    method: "PUT",
    body: settings,
  });
}

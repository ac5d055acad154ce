/** Use case: a person changes their alert modes (PUT /api/user/notification-settings; docs/alerts.md). */
import { err, ok, type Result } from "../shared/result.ts";
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertMode,
  type AlertSettings,
  isAlertKind,
  isAlertMode,
  settingsWithDefaults,
} from "./alert_kinds.ts";
import type { AlertSettingsStore } from "./alert_repos.ts";

/** The messages of a refused change. */
export const ALERT_MESSAGES = {
  body: `Send an object of kinds (${
    ALERT_KINDS.join(", ")
  }), each "instant", "digest" or "off".`,
  token: "This unsubscribe link is not valid.",
} as const;

/** Stores the kinds named in `input` (others keep their mode); answers every kind's mode now. */
export async function updateAlertSettings(
  deps: { settings: AlertSettingsStore },
  userId: number,
  input: unknown,
): Promise<
  Result<AlertSettings, { code: "VALIDATION_ERROR"; message: string }>
> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return err({ code: "VALIDATION_ERROR", message: ALERT_MESSAGES.body });
  }
  const changes: Partial<Record<AlertKind, AlertMode>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isAlertKind(key) || !isAlertMode(value)) {
      return err({ code: "VALIDATION_ERROR", message: ALERT_MESSAGES.body });
    }
    changes[key] = value;
  }
  if (Object.keys(changes).length > 0) {
    await deps.settings.set(userId, changes);
  }
  return ok(settingsWithDefaults(await deps.settings.get(userId)));
}

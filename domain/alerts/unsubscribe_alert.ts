/**
 * Use case: the one-click unsubscribe of an alert email (RFC 8058): a signed token names the person and what to turn
 * off, without signing in: the kind of an instant email, or every kind the digest carried (docs/alerts.md).
 */
import { err, ok, type Result } from "../shared/result.ts";
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertMode,
  settingsWithDefaults,
} from "./alert_kinds.ts";
import type {
  AlertSettingsStore,
  UnsubscribeScope,
  UnsubscribeTokens,
} from "./alert_repos.ts";
import { ALERT_MESSAGES } from "./update_alert_settings.ts";

/** Reads a token without changing anything (the confirmation page a GET shows). */
export function readUnsubscribeToken(
  deps: { tokens: UnsubscribeTokens },
  token: string,
): Result<
  { userId: number; scope: UnsubscribeScope },
  { code: "INVALID_TOKEN"; message: string }
> {
  const read = deps.tokens.read(token);
  return read
    ? ok(read)
    : err({ code: "INVALID_TOKEN", message: ALERT_MESSAGES.token });
}

/** Turns off what the token names; answers the kinds turned off. */
export async function unsubscribeAlert(
  deps: { settings: AlertSettingsStore; tokens: UnsubscribeTokens },
  token: string,
): Promise<
  Result<
    { userId: number; kinds: AlertKind[] },
    { code: "INVALID_TOKEN"; message: string }
  >
> {
  const read = readUnsubscribeToken(deps, token);
  if (!read.ok) return read;
  const { userId, scope } = read.value;
  let kinds: AlertKind[] = [];
  if (scope === "digest") {
    const now = settingsWithDefaults(await deps.settings.get(userId));
    kinds = ALERT_KINDS.filter((k) => now[k] === "digest");
  } else {
    kinds = [scope];
  }
  const off: Partial<Record<AlertKind, AlertMode>> = {};
  for (const k of kinds) off[k] = "off";
  if (kinds.length > 0) await deps.settings.set(userId, off);
  return ok({ userId, kinds });
}

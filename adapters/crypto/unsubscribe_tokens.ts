/**
 * The one-click unsubscribe token of an alert email: "<userId>.<kind>.<HMAC-SHA256>" in base64url, keyed by a key
 * derived from the app's JWT secret for this purpose only. It never expires (an old email's link keeps working) and
 * can only ever turn one kind (or the digest's kinds) off for one person (docs/alerts.md).
 */
import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  UnsubscribeScope,
  UnsubscribeTokens,
} from "../../domain/alerts/alert_repos.ts";
import { isAlertKind } from "../../domain/alerts/alert_kinds.ts";

/** Tokens signed under `secret` (the JWT secret). */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac("sha256", secret).update("kamai-unsubscribe-v1")
    .digest();
  const mac = (body: string) =>
    createHmac("sha256", key).update(body).digest("base64url");
  return {
    sign(userId, scope) {
      const body = `${userId}.${scope}`;
      return `${body}.${mac(body)}`;
    },
    read(token) {
      if (typeof token !== "string" || token.length > 200) return null;
      const match = /^(\d{1,15})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
      const scope = match?.[2];
      if (!match || !(scope === "digest" || isAlertKind(scope))) return null;
      const expected = Buffer.from(mac(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]);
      if (!timingSafeEqual(expected, given)) return null;
      return { userId: Number(match[1]), scope: scope as UnsubscribeScope };
    },
  };
}

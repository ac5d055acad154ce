/** Confirms with the server that a stored token really has the role the browser remembers (cached per token). */
import { ApiError, globalRedirectFor } from "./api.ts";
import { fetchMe } from "./auth_api.ts";

const cache = new Map<string, Promise<string | null>>();

/**
 * Where to go when the server disagrees with the stored session, or null to carry on.
 * A token of another role gets "/unauthorized"; an expired or deleted account gets the global 401/410 target.
 * Network trouble lets the page load: its own calls will then answer with the global rules.
 */
export async function serverRoleRedirect(
  token: string,
  role: "user" | "admin",
): Promise<string | null> {
  let pending = cache.get(token);
  if (!pending) {
    pending = fetchMe().then((me) => me?.role ?? null).catch((err) => {
      cache.delete(token);
      if (err instanceof ApiError && err.status > 0) {
        return `!${globalRedirectFor(err.status, err.code, "/admin") ?? ""}`;
      }
      return null;
    });
    cache.set(token, pending);
  }
  const answer = await pending;
  if (answer === null) return null;
  if (answer.startsWith("!")) return answer.slice(1) || null;
  return answer === role ? null : "/unauthorized";
}

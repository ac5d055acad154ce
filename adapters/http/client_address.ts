/** The caller's address from the socket: X-Forwarded-For is not trusted, since no proxy is configured. */
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

/** The remote IP of the connection, or null when the request did not come through Deno.serve (tests). */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The caller's address: the socket's peer, or the client a trusted proxy forwarded for (TRUSTED_PROXIES). */
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import { forwardedClient, parseTrustedProxies } from "./forwarded_client.ts";

const CLIENT_ADDRESS = "clientAddress";

/** The remote IP of the connection itself (never from headers), or null when it is unknown (tests through app.request). */
export function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The client's address for rate limits and click de-duplication: set by trustProxies, else the peer. */
export function clientAddress(c: Context): string | null {
  const resolved = c.get(CLIENT_ADDRESS as never) as string | null | undefined;
  return resolved === undefined ? peerAddress(c) : resolved;
}

/** Middleware: resolves the client behind the trusted proxies once per request; null when none are trusted. */
export function trustProxies(
  cidrs: readonly string[],
): MiddlewareHandler | null {
  const { ranges } = parseTrustedProxies(cidrs);
  if (ranges.length === 0) return null;
  return async (c, next) => {
    c.set(
      CLIENT_ADDRESS as never,
      forwardedClient(peerAddress(c), c.req.raw.headers, ranges) as never,
    );
    await next();
  };
}

/** Route inventory: every method + path the Hono app answers, read from the app's own route table. */
import type { Hono } from "hono";

/** One registered handler: "GET /api/payouts/:id/invoice" style key parts. */
export interface RouteEntry {
  method: string;
  path: string;
}

/** The app's routes, one per method + path, sorted; middleware (method ALL, e.g. app.use) is left out. */
export function listRoutes(app: Hono): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const { method, path } of app.routes) {
    // A route with guards registers one entry per handler; middleware registered with use() is "ALL".
    if (method === "ALL") continue;
    seen.set(routeKey({ method, path }), { method, path });
  }
  return [...seen.values()].sort((a, b) =>
    routeKey(a).localeCompare(routeKey(b))
  );
}

/** "METHOD /path", the key the matrix and sweep tables use. */
export function routeKey(route: RouteEntry): string {
  return `${route.method} ${route.path}`;
}

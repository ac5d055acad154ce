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

/** "METHOD /path" of a declared operation in the app's form: /api/payouts/{id} becomes /api/payouts/:id. */
export function operationKey(
  operation: { method: string; path: string },
): string {
  return `${operation.method.toUpperCase()} ${
    operation.path.replace(/\{(\w+)\}/g, ":$1")
  }`;
}

/** The declared callers an operation may have (openapi/operations/operation.ts). */
export const ACCESS_KINDS = [
  "public",
  "user",
  "admin",
  "signed",
  "metrics",
] as const;

/**
 * Why the app's routes and the declared operations disagree: a route served but not declared, an operation declared
 * twice, declared but not served, or declared without a known access. Empty when they agree.
 */
export function declarationProblems(
  served: RouteEntry[],
  operations: { method: string; path: string; access?: string }[],
): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  for (const operation of operations) {
    const key = operationKey(operation);
    if (declared.has(key)) problems.push(`${key}: declared twice`);
    declared.add(key);
    if (
      !(ACCESS_KINDS as readonly (string | undefined)[]).includes(
        operation.access,
      )
    ) {
      problems.push(`${key}: declared without access (${operation.access})`);
    }
  }
  const servedKeys = new Set(served.map(routeKey));
  for (const key of servedKeys) {
    if (!declared.has(key)) {
      problems.push(`${key}: served but not declared in openapi/operations`);
    }
  }
  for (const key of declared) {
    if (!servedKeys.has(key)) problems.push(`${key}: declared but not served`);
  }
  return problems;
}

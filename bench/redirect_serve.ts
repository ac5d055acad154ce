/**
 * A Kamai for bench/redirect_before_after.ts, built from the tree given as the first argument (this checkout, or a
 * worktree of the code before issue 26), so both sides start the same way: an in-memory PGlite (or a fresh
 * PostgreSQL database), an admin, an affiliate and a product link to DESTINATION, request logs to /dev/null.
 * Prints one JSON line { port, code, pid } once it serves, then runs until killed.
 * Usage: deno run -A --config <tree>/deno.json bench/redirect_serve.ts <tree> [origins]
 */
const [tree, mode] = Deno.args;
const from = (path: string) => import(new URL(path, `file://${tree}/`).href);
const { startKamai } = await from("adapters/bootstrap.ts");
const { testAppConfig } = await from("adapters/http/test_app.ts");
const { createUser } = await from("adapters/http/test_users.ts");
const { createJsonLog } = await from("adapters/observability/json_log.ts");
const { freshBenchDatabase } = await from("bench/bench_database.ts");

const DESTINATION = "https://shop.example/course?ref={click_id}";
const serverUrl = Deno.env.get("BENCH_DATABASE_URL");
const databaseUrl = serverUrl
  ? await freshBenchDatabase(
    serverUrl,
    `kamai_bench_ba_${mode === "origins" ? "after" : "before"}`,
  )
  : null;
const devNull = Deno.openSync("/dev/null", { write: true });
const kamai = await startKamai(
  testAppConfig({
    databaseUrl,
    logRequests: "all",
    // The bench sends X-Forwarded-For from loopback, so a new visitor has a real (Pakistani) address.
    trustedProxies: ["127.0.0.1/32"],
    // "origins": the city database loaded, as in production (issue 26's default); older code has no such setting.
    ...(mode === "origins" ? { clickOrigins: true } : {}),
  }),
  {
    publicUrlFromPort: true,
    log: createJsonLog({ write: (b: Uint8Array) => void devNull.writeSync(b) }),
  },
);
await kamai.services.tracking.origins?.ready;
const call = async (path: string, token: string, body: unknown) =>
  await (await fetch(`${kamai.url}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  })).json();
const admin = await createUser(kamai.infra, { role: "admin" });
const affiliate = await createUser(kamai.infra);
const product = await call("/api/products", admin.token, {
  title: "Bench product",
  description: "Bench",
  commissionPercent: 50,
});
const link = await call("/api/admin/affiliate-links/assign", admin.token, {
  userId: affiliate.id,
  productId: product.product.id,
  customLink: DESTINATION,
});
console.log(
  JSON.stringify({ port: kamai.port, code: link.link.code, pid: Deno.pid }),
);

/**
 * One Kamai instance in a process of its own, for benches that measure a server's memory apart from the client that
 * loads it (bench/csv_import_bench.ts). Serves the database BENCH_INSTANCE_DATABASE_URL with the test app's config
 * and the public URL BENCH_INSTANCE_PUBLIC_URL (its secrets come from that database and its tokens' issuer is that
 * URL, so another instance's tokens work here), prints one JSON line { port, pid } once it serves, and closes on
 * SIGTERM or SIGINT.
 * Usage: BENCH_INSTANCE_DATABASE_URL=postgres://… BENCH_INSTANCE_PUBLIC_URL=http://… deno run -A bench/kamai_instance.ts
 */
import { startKamai } from "../adapters/bootstrap.ts";
import { testAppConfig } from "../adapters/http/test_app.ts";

const databaseUrl = Deno.env.get("BENCH_INSTANCE_DATABASE_URL");
const publicUrl = Deno.env.get("BENCH_INSTANCE_PUBLIC_URL");
if (!databaseUrl || !publicUrl) {
  console.error(
    "BENCH_INSTANCE_DATABASE_URL and BENCH_INSTANCE_PUBLIC_URL are required",
  );
  Deno.exit(2);
}
const kamai = await startKamai(testAppConfig({ databaseUrl, publicUrl }));
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await kamai.close();
  Deno.exit(0);
};
Deno.addSignalListener("SIGTERM", close);
Deno.addSignalListener("SIGINT", close);
console.log(
  JSON.stringify({ port: Number(new URL(kamai.url).port), pid: Deno.pid }),
);

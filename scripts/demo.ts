/**
 * `deno task demo`: the same app on a throwaway embedded database, seeded with a demo program (scripts/demo/), and
 * the admin's and an affiliate's demo sign-ins printed. Nothing is kept: stop it and the demo is gone.
 */
import { fileURLToPath } from "node:url";
import { startKamai } from "../adapters/bootstrap.ts";
import { loadConfig } from "../adapters/load_config.ts";
import {
  DEMO_AFFILIATE_EMAIL,
  DEMO_AFFILIATE_PASSWORD,
  seedDemo,
} from "./demo/seed_demo.ts";

/** The demo admin's sign-in. */
export const DEMO_ADMIN = {
  email: "admin@demo.kamai.pk",
  password: "demo-admin-123",
} as const;

const started = performance.now();
const env = Deno.env.toObject();
// Always a throwaway embedded database and a development app, whatever the shell exports (PORT and HOST stay).
const loaded = loadConfig({
  PORT: env.PORT,
  HOST: env.HOST,
  APP_ENV: "development",
  DATA_DIR: ":memory:",
  ADMIN_EMAIL: DEMO_ADMIN.email,
  ADMIN_PASSWORD: DEMO_ADMIN.password,
}, {
  webDistDir: fileURLToPath(new URL("../web/dist", import.meta.url)),
});
if (!loaded.ok) {
  console.error(`Kamai demo cannot start:\n  - ${loaded.error.join("\n  - ")}`);
  Deno.exit(1);
}
const kamai = await startKamai(loaded.value);
console.log("Kamai demo: seeding a month of demo data…");
const summary = await seedDemo(kamai, { adminEmail: DEMO_ADMIN.email });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const url = loaded.value.publicUrl;
console.log(`
Kamai demo is up in ${seconds} s at ${url} (throwaway in-memory database: nothing is kept).
  ${summary.affiliates} affiliates (no profile, pending, approved, rejected, blocked), ${summary.products} products,
  ${summary.clicks} clicks and ${summary.sales} sales over 30 days, payouts paid ${summary.payouts.paid}, rejected ${summary.payouts.rejected}, pending ${summary.payouts.pending}.

  Admin:     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   ${url}/login
  Affiliate: ${DEMO_AFFILIATE_EMAIL} / ${DEMO_AFFILIATE_PASSWORD}   (every demo affiliate uses this password)
  Mail outbox: ${url}/dev/mail

Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  try {
    Deno.addSignalListener(signal, () => {
      if (stopping) return;
      stopping = true;
      kamai.close().finally(() => Deno.exit(0));
    });
  } catch {
    // Windows has no SIGTERM listener; Ctrl+C still ends the process.
  }
}

/** Kamai entry point: the only place that reads the environment; starts the app and stops it gracefully. */
import { fileURLToPath } from "node:url";
import { startKamai } from "./adapters/bootstrap.ts";
import { loadConfig } from "./adapters/load_config.ts";

const loaded = loadConfig(Deno.env.toObject(), {
  webDistDir: fileURLToPath(new URL("./web/dist", import.meta.url)),
});
if (!loaded.ok) {
  console.error(
    `Kamai cannot start:\n${
      loaded.error.map((problem) => `  - ${problem}`).join("\n")
    }`,
  );
  Deno.exit(1);
}
const config = loaded.value;

let kamai: Awaited<ReturnType<typeof startKamai>>;
try {
  kamai = await startKamai(config);
} catch (error) {
  console.error(
    `Kamai cannot start: ${
      error instanceof Error ? error.message : String(error)
    }`,
  );
  Deno.exit(1);
}

const database = config.databaseUrl
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PGlite (DATA_DIR ${config.dataDir})`;
console.log(
  `Kamai (${config.appEnv}) listening on port ${kamai.port}: ${config.publicUrl} — ${database}`,
);
if (kamai.setupUrl) {
  console.log(
    `\nNo admin account exists yet. Open this one-time link to create the first admin:\n\n    ${kamai.setupUrl}\n`,
  );
}
if (config.appEnv === "development") {
  console.log(`Development mail outbox: ${config.publicUrl}/dev/mail`);
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  try {
    await kamai.close();
    Deno.exit(0);
  } catch (error) {
    console.error("shutdown failed:", error);
    Deno.exit(1);
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  try {
    Deno.addSignalListener(signal, () => void stop(signal));
  } catch {
    // Some platforms (Windows for SIGTERM, Deno Deploy) have no such signal; the platform stops the process itself.
  }
}

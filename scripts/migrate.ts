/**
 * `deno task migrate`: applies the pending migrations to DATABASE_URL and exits; Deno Deploy's pre-deploy step
 * (deno.json "deploy.predeploy"). Safe to run while instances are serving or starting: the migrator takes an
 * advisory lock, and each instance's own start-up migration then finds nothing left to do.
 */
import { connectUrl } from "../adapters/postgres/connect.ts";
import { migrate } from "../adapters/postgres/migrator.ts";

const url = Deno.env.get("DATABASE_URL")?.trim();
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    "deno task migrate needs DATABASE_URL=postgres://… (the embedded database is migrated when the app starts)",
  );
  Deno.exit(2);
}
const sql = connectUrl(url, 1);
try {
  const applied = await migrate(sql);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
      : "The database is up to date: no migration to apply",
  );
} catch (error) {
  console.error(
    `Migration failed: ${error instanceof Error ? error.message : error}`,
  );
  Deno.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
}

/** `deno task restore <file> [--force]`: restores a backup into the database the app uses (docs/operations.md). */
import { restoreDatabase } from "../adapters/postgres/backup.ts";
import { backupTarget, pgTools } from "./backup_target.ts";

const force = Deno.args.includes("--force");
const files = Deno.args.filter((a) => a !== "--force");
if (files.length !== 1) {
  console.error("Usage: deno task restore <backup file> [--force]");
  Deno.exit(2);
}
try {
  const env = Deno.env.toObject();
  console.log(
    await restoreDatabase(backupTarget(env), files[0], {
      ...pgTools(env),
      force,
    }),
  );
} catch (error) {
  console.error(
    `Restore failed: ${error instanceof Error ? error.message : error}`,
  );
  Deno.exit(1);
}

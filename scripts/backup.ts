/** `deno task backup [file]`: writes a backup of the database the app uses (see docs/operations.md#backup-and-restore). */
import { backupDatabase, backupSuffix } from "../adapters/postgres/backup.ts";
import { backupTarget, pgTools } from "./backup_target.ts";

try {
  const env = Deno.env.toObject();
  const target = backupTarget(env);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = Deno.args[0] ?? `kamai-backup-${stamp}${backupSuffix(target)}`;
  await backupDatabase(target, file, pgTools(env));
  const { size } = await Deno.stat(file);
  console.log(
    `Backed up ${
      target.kind === "postgres"
        ? "the PostgreSQL database"
        : `DATA_DIR ${target.dataDir}`
    } to ${file} (${size} bytes)`,
  );
} catch (error) {
  console.error(
    `Backup failed: ${error instanceof Error ? error.message : error}`,
  );
  Deno.exit(1);
}

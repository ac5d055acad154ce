/** Makes sure the configured admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists, verified, approved, with that password. */
import type { Sql } from "postgres";
import type { AppConfig } from "./config.ts";
import { normalizeEmail } from "../domain/auth/auth_rules.ts";
import type { PasswordHasher } from "../domain/auth/password_hasher.ts";

/** Creates or repairs the admin account; idempotent and safe when several instances start together. */
export async function ensureAdminAccount(
  ctx: { config: AppConfig; sql: Sql; passwordHasher: PasswordHasher },
): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const email = normalizeEmail(adminEmail);
  const hasher = ctx.passwordHasher;
  const { sql } = ctx;

  // ON CONFLICT makes concurrent starts converge on one row instead of failing on the unique email.
  await sql`
    INSERT INTO users (name, email, password_hash, role, is_verified, is_approved)
    VALUES ('Admin', ${email}, ${await hasher.hash(
    adminPassword,
  )}, 'admin', true, true)
    ON CONFLICT (email) DO NOTHING`;
  await sql`
    UPDATE users SET role = 'admin', is_verified = true, is_approved = true, deleted_at = NULL, updated_at = now()
    WHERE email = ${email}
      AND (role <> 'admin' OR NOT is_verified OR NOT is_approved OR deleted_at IS NOT NULL)`;
  const [row] = await sql<{ id: number; password_hash: string }[]>`
    SELECT id, password_hash FROM users WHERE email = ${email}`;
  if (row && !(await hasher.verify(adminPassword, row.password_hash))) {
    // The configured password is the source of truth; changing it also ends the old sessions.
    await sql`
      UPDATE users SET password_hash = ${await hasher.hash(
      adminPassword,
    )}, token_version = token_version + 1,
        updated_at = now()
      WHERE id = ${row.id} AND password_hash = ${row.password_hash}`;
  }
}

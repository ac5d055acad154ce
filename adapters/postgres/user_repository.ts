/** Postgres UserRepository: the users table as sign-up and sign-in see it. */
import { insertEvents, inTransaction } from "./event_outbox.ts";
import { eventRow } from "../events/event_data.ts";
import type { SqlClient } from "./unit_of_work.ts";
import type {
  UserAccount,
  UserLanguage,
  UserRepository,
} from "../../domain/auth/user_repository.ts";

interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  role: "user" | "admin";
  is_verified: boolean;
  is_approved: boolean;
  token_version: number;
  deleted_at: Date | null;
  language: UserLanguage | null;
}

function toAccount(row: UserRow): UserAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    isVerified: row.is_verified,
    isApproved: row.is_approved,
    tokenVersion: row.token_version,
    deletedAt: row.deleted_at,
    language: row.language,
  };
}

/** A UserRepository over postgres.js (works on a transaction's sql too). */
export function createPostgresUserRepository(sql: SqlClient): UserRepository {
  return {
    findByEmail: async (email) => {
      const [row] = await sql<UserRow[]>`
        SELECT id, name, email, password_hash, role, is_verified, is_approved, token_version, deleted_at, language
        FROM users WHERE email = ${email}`;
      return row ? toAccount(row) : null;
    },
    findById: async (id) => {
      const [row] = await sql<UserRow[]>`
        SELECT id, name, email, password_hash, role, is_verified, is_approved, token_version, deleted_at, language
        FROM users WHERE id = ${id}`;
      return row ? toAccount(row) : null;
    },
    create: (input) =>
      // An affiliate's sign-up and its affiliate.registered event commit together (docs/webhooks.md).
      inTransaction(sql, async (tx) => {
        // ON CONFLICT keeps a registration race from turning into a 500: the loser just sees "taken".
        const [row] = await tx<UserRow[]>`
          INSERT INTO users (name, email, password_hash, role, is_verified, is_approved, language)
          VALUES (${input.name}, ${input.email}, ${input.passwordHash}, ${
          input.role ?? "user"
        },
                  ${input.isVerified ?? false}, ${input.isApproved ?? false}, ${
          input.language ?? null
        })
          ON CONFLICT (email) DO NOTHING
          RETURNING id, name, email, password_hash, role, is_verified, is_approved, token_version, deleted_at, language`;
        if (!row) return null;
        const account = toAccount(row);
        if (account.role === "user") {
          await insertEvents(tx, [eventRow({
            type: "affiliate.registered",
            affiliate: {
              id: account.id,
              name: account.name,
              email: account.email,
            },
          })]);
        }
        return account;
      }),
    markVerified: async (id) => {
      await sql`UPDATE users SET is_verified = true, updated_at = now() WHERE id = ${id}`;
    },
    setPassword: async (id, passwordHash) => {
      await sql`
        UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1, updated_at = now()
        WHERE id = ${id}`;
    },
    setLanguage: async (id, language) => {
      await sql`UPDATE users SET language = ${language}, updated_at = now() WHERE id = ${id}`;
    },
  };
}

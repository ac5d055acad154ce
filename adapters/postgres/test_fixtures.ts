/** Test fixtures: rows inserted straight into a test database, for use-case and repository tests. */
import type { Sql } from "postgres";
import type { LedgerEntryInput } from "../../domain/ledger/ledger_repository.ts";
import type { StatsDelta } from "../../domain/stats/stats_repository.ts";
import { money } from "../../domain/shared/money.ts";

/** What a test user may set; the rest takes the table's defaults. */
export interface TestUser {
  /** A fixed id (the identity sequence does not move past it: give every user of a test an id, or none). */
  id?: number;
  name?: string;
  email: string;
  passwordHash?: string;
  role?: "user" | "admin";
  isVerified?: boolean;
  isApproved?: boolean;
}

/** Inserts a user and returns its id. */
export async function insertUser(sql: Sql, user: TestUser): Promise<number> {
  const name = user.name ?? user.email.split("@")[0];
  const [inserted] = await sql<{ id: number }[]>`
    INSERT INTO users (id, name, email, password_hash, role, is_verified, is_approved)
    OVERRIDING SYSTEM VALUE
    VALUES (coalesce(${
    user.id ?? null
  }::bigint, nextval(pg_get_serial_sequence('users', 'id'))),
            ${name}, ${user.email}, ${user.passwordHash ?? "x"}, ${
    user.role ?? "user"
  },
            ${user.isVerified ?? true}, ${user.isApproved ?? true})
    RETURNING id`;
  return Number(inserted.id);
}

/** The secrets and flags of one user row, as admin actions change them. */
export async function userRow(
  sql: Sql,
  id: number,
): Promise<
  { isApproved: boolean; tokenVersion: number; passwordHash: string }
> {
  const [row] = await sql<
    { is_approved: boolean; token_version: number; password_hash: string }[]
  >`SELECT is_approved, token_version, password_hash FROM users WHERE id = ${id}`;
  return {
    isApproved: row.is_approved,
    tokenVersion: row.token_version,
    passwordHash: row.password_hash,
  };
}

/** What a test product may set; commission defaults to 50%, refund hold to none. */
export interface TestProduct {
  /** A fixed id, as for users. */
  id?: number;
  title: string;
  description?: string;
  commissionBp?: number;
  refundHoldDays?: 0 | 30;
}

/** Inserts a product and returns its id. */
export async function insertProduct(
  sql: Sql,
  product: TestProduct,
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO products (id, title, description, commission_bp, refund_hold_days)
    OVERRIDING SYSTEM VALUE
    VALUES (coalesce(${
    product.id ?? null
  }::bigint, nextval(pg_get_serial_sequence('products', 'id'))),
            ${product.title}, ${product.description ?? product.title},
            ${product.commissionBp ?? 5000}, ${product.refundHoldDays ?? 0})
    RETURNING id`;
  return Number(row.id);
}

/** Counts the rows of `table` (a name from this schema). */
export async function countRows(sql: Sql, table: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${sql(table)}`;
  return row.n;
}

/** Every audit row, oldest first, as a test asserts on it. */
export async function auditRows(
  sql: Sql,
): Promise<{ adminId: number; action: string; details: string }[]> {
  return (await sql<{ admin_id: number; action: string; details: string }[]>`
    SELECT admin_id, action, details FROM audit_logs ORDER BY id`).map((r) => ({
    adminId: r.admin_id,
    action: r.action,
    details: r.details,
  }));
}

/** Every ledger row, oldest first, as the use cases appended it. */
export async function ledgerRows(sql: Sql): Promise<LedgerEntryInput[]> {
  return (await sql<
    {
      user_id: number;
      product_id: number | null;
      kind: LedgerEntryInput["kind"];
      amount_minor: number;
      available_on: string;
      source_type: LedgerEntryInput["sourceType"];
      source_id: number;
    }[]
  >`
    SELECT user_id, product_id, kind, amount_minor, available_on::text AS available_on, source_type, source_id
    FROM ledger_entries ORDER BY id`).map((r) => ({
    userId: r.user_id,
    productId: r.product_id,
    kind: r.kind,
    amount: money(r.amount_minor),
    availableOn: r.available_on,
    sourceType: r.source_type,
    sourceId: r.source_id,
  }));
}

/** One daily_stats row (user, product, Karachi date), or undefined when there is none. */
export async function dailyStat(
  sql: Sql,
  userId: number,
  productId: number,
  date: string,
): Promise<StatsDelta | undefined> {
  const [row] = await sql<
    { clicks: number; sales: number; earnings_minor: number }[]
  >`
    SELECT clicks, sales, earnings_minor FROM daily_stats
    WHERE user_id = ${userId} AND product_id = ${productId} AND stat_date = ${date}::date`;
  return row && {
    userId,
    productId,
    date,
    clicks: row.clicks,
    sales: row.sales,
    earnings: row.earnings_minor,
  };
}

/** Inserts an affiliate link with a fixed id (user and product must exist) and returns its id. */
export async function insertLink(
  sql: Sql,
  link: {
    id: number;
    userId: number;
    productId: number;
    destinationUrl: string;
    code: string;
  },
): Promise<number> {
  await sql`
    INSERT INTO affiliate_links (id, user_id, product_id, destination_url, code) OVERRIDING SYSTEM VALUE
    VALUES (${link.id}, ${link.userId}, ${link.productId}, ${link.destinationUrl}, ${link.code})`;
  return link.id;
}

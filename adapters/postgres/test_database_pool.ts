/**
 * Reused PostgreSQL test databases: a test's clone of the migrated template is emptied back to the template's
 * state when the test closes it, checked against the template's fingerprint, and handed to the next test (of any
 * process); one that does not match is dropped. Creating a clone copies the template's 12 MB through the WAL and
 * every DROP DATABASE forces a checkpoint of the whole server, about a second of the server's CPU per test.
 */
import type { Sql } from "postgres";
import { connectUrl } from "./connect.ts";

/** What a clone must look like to be reused: the template's fingerprint, and its rows and sequences to put back. */
export interface TemplateState {
  fingerprint: string;
  seeds: { table: string; rows: string }[];
  sequences: { name: string; last: string | null; start: string }[];
}

/** Reused databases are named so (kamai_test_* stays the prefix of every test database). */
const POOL_PREFIX = "kamai_test_pool_";
/** Free databases kept per template; a test that releases one more drops it. */
const POOL_MAX = 8;
/** The first key of each pooled database's advisory lock, held by the admin connection of the test using it. */
const POOL_LOCK_KEY = 72_616_203;

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

/**
 * A digest of everything a test can see in a database: its schemas, tables, columns, constraints, indexes,
 * triggers, functions, views, types, comments, settings and extensions, every sequence's position and every
 * table's rows. Planner statistics and physical layout are left out: autovacuum changes them in fresh clones too.
 */
export async function stateFingerprint(sql: Sql): Promise<string> {
  const [schema] = await sql.unsafe<{ digest: string }[]>(`
    SELECT md5(coalesce(string_agg(x, E'\\n' ORDER BY x), '')) AS digest FROM (
      SELECT 'ns ' || n.nspname FROM pg_namespace n WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'rel ' || c.oid::regclass || ' ' || c.relkind::text || c.relpersistence::text || ' '
        || coalesce(array_to_string(c.reloptions, ','), '') || ' ' || coalesce(pg_get_expr(c.relpartbound, c.oid), '')
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'att ' || a.attrelid::regclass || ' ' || a.attnum || ' ' || a.attname || ' '
        || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || a.attidentity::text
        || a.attgenerated::text || a.attisdropped::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND ${USER_SCHEMAS}
      UNION ALL SELECT 'con ' || co.conrelid::regclass || ' ' || co.contypid::regtype || ' ' || co.conname || ' '
        || pg_get_constraintdef(co.oid) || co.condeferrable::text || co.condeferred::text
        FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'idx ' || pg_get_indexdef(i.indexrelid) FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'trg ' || pg_get_triggerdef(t.oid) || t.tgenabled::text FROM pg_trigger t WHERE NOT t.tgisinternal
      UNION ALL SELECT 'fn ' || p.oid::regprocedure || ' ' || p.prokind::text || ' ' || md5(coalesce(p.prosrc, '')) || ' '
        || coalesce(array_to_string(p.proconfig, ','), '') || p.provolatile::text || p.prosecdef::text
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'view ' || v.schemaname || '.' || v.viewname || ' ' || v.definition FROM pg_views v
        WHERE v.schemaname NOT IN ('pg_catalog', 'information_schema')
      UNION ALL SELECT 'type ' || t.oid::regtype || ' ' || t.typtype::text FROM pg_type t
        JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_SCHEMAS}
      UNION ALL SELECT 'enum ' || e.enumtypid::regtype || ' ' || e.enumsortorder || ' ' || e.enumlabel FROM pg_enum e
      UNION ALL SELECT 'seq ' || s.schemaname || '.' || s.sequencename || ' ' || coalesce(s.last_value::text, '-')
        || ' ' || s.start_value || ' ' || s.increment_by || ' ' || s.min_value || ' ' || s.max_value || s.cycle::text
        FROM pg_sequences s
      UNION ALL SELECT 'comment ' || d.classoid::regclass || ' ' || d.objoid || ' ' || d.objsubid || ' ' || d.description
        FROM pg_description d WHERE d.objoid >= 16384
      UNION ALL SELECT 'rule ' || r.ev_class::regclass || ' ' || r.rulename FROM pg_rewrite r WHERE r.ev_class >= 16384
      UNION ALL SELECT 'policy ' || p.polrelid::regclass || ' ' || p.polname FROM pg_policy p
      UNION ALL SELECT 'ext ' || x.extname || ' ' || x.extversion FROM pg_extension x
      UNION ALL SELECT 'setting ' || array_to_string(s.setconfig, ',') FROM pg_db_role_setting s
        WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
      UNION ALL SELECT 'lo ' || count(*) FROM pg_largeobject_metadata
      UNION ALL SELECT 'prepared ' || count(*) FROM pg_prepared_xacts WHERE database = current_database()
    ) t(x)`);
  const tables = await userTables(sql);
  const parts = tables.map((t) =>
    `SELECT ${literal(t)} || ' ' || count(*) || ' '
      || md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS x FROM ${t} r`
  );
  const [data] = parts.length === 0
    ? [{ digest: "" }]
    : await sql.unsafe<{ digest: string }[]>(
      `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS digest FROM (${
        parts.join(" UNION ALL ")
      }) t`,
    );
  return `${schema.digest}:${data.digest}`;
}

/** Reads a freshly migrated database's fingerprint, rows and sequence positions (kept on the template). */
export async function readTemplateState(sql: Sql): Promise<TemplateState> {
  // A partition's rows are its parent's: put back through the parent only.
  const tables = await userTables(sql, false);
  const seeds: TemplateState["seeds"] = [];
  for (const table of tables) {
    const [row] = await sql.unsafe<{ rows: string; n: number }[]>(
      `SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*)::int AS n FROM ${table} t`,
    );
    if (row.n > 0) seeds.push({ table, rows: row.rows });
  }
  const sequences = await sql<TemplateState["sequences"]>`
    SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last, start_value::text AS start
    FROM pg_sequences ORDER BY 1`;
  return {
    fingerprint: await stateFingerprint(sql),
    seeds: await orderByReferences(sql, seeds),
    sequences: [...sequences],
  };
}

/** Empties every table, puts the template's rows back and its sequences where they were, in one transaction. */
export async function resetToTemplate(
  sql: Sql,
  state: TemplateState,
): Promise<void> {
  // Only tables with rows (and the seeded ones) are emptied, with DELETE: a TRUNCATE makes new files for a table,
  // its indexes and (CASCADE) every table referencing it, 0.3 s of the server's CPU for a test that wrote little.
  const tables = await userTables(sql, false);
  const filled = tables.length === 0
    ? []
    : await sql.unsafe<{ name: string }[]>(
      tables.map((t) =>
        `SELECT ${literal(t)} AS name WHERE EXISTS (SELECT 1 FROM ${t})`
      ).join(" UNION ALL "),
    );
  const emptied = [
    ...new Set([
      ...filled.map((r) => r.name),
      ...state.seeds.map((s) => s.table),
    ]),
  ];
  await sql.begin(async (tx) => {
    await tx.unsafe("SET LOCAL lock_timeout = '5s'");
    // Foreign keys and triggers rest while the rows go and come back (the fingerprint checks the result).
    await tx.unsafe("SET LOCAL session_replication_role = replica");
    for (const table of emptied) await tx.unsafe(`DELETE FROM ${table}`);
    for (const seed of state.seeds) {
      await tx.unsafe(
        `INSERT INTO ${seed.table} OVERRIDING SYSTEM VALUE
         SELECT * FROM json_populate_recordset(NULL::${seed.table}, $1::text::json)`,
        [seed.rows],
      );
    }
    if (state.sequences.length > 0) {
      await tx.unsafe(
        `SELECT ${
          state.sequences.map((s) =>
            s.last === null
              ? `setval(${literal(s.name)}, ${s.start}, false)`
              : `setval(${literal(s.name)}, ${s.last}, true)`
          ).join(", ")
        }`,
      );
    }
  });
}

/** A pooled database claimed for one test: its name, and the admin connection holding its lock. */
export interface ClaimedDatabase {
  name: string;
  admin: Sql;
}

/**
 * Claims a free clone of `template` (or makes one), dropping on the way pooled databases no live test holds that
 * are not free clones of it (a test process that died, or an older template).
 */
export async function claimDatabase(
  serverUrl: string,
  template: string,
): Promise<ClaimedDatabase> {
  const admin = connectUrl(serverUrl, 1);
  try {
    const pooled = await admin<{ name: string; note: string | null }[]>`
      SELECT datname AS name, shobj_description(oid, 'pg_database') AS note FROM pg_database
      WHERE datname LIKE ${POOL_PREFIX + "%"} ORDER BY random()`;
    for (const { name } of pooled) {
      if (!await tryLock(admin, name)) continue;
      const [row] = await admin<{ note: string | null }[]>`
        SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = ${name}`;
      if (row?.note === freeNote(template)) {
        await admin.unsafe(`COMMENT ON DATABASE ${name} IS 'busy'`);
        return { name, admin };
      }
      if (row) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (force)`);
      }
      await unlock(admin, name);
    }
    const name = `${POOL_PREFIX}${
      crypto.randomUUID().replaceAll("-", "").slice(0, 16)
    }`;
    await tryLock(admin, name);
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.unsafe(`COMMENT ON DATABASE ${name} IS 'busy'`);
    return { name, admin };
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw error;
  }
}

/**
 * Gives a claimed database back: reset and, if it then matches the template's fingerprint, left free for the
 * next test; otherwise (or with POOL_MAX free already) dropped. Ends `claimed.admin`.
 */
export async function releaseDatabase(
  serverUrl: string,
  template: string,
  state: TemplateState,
  claimed: ClaimedDatabase,
): Promise<void> {
  const { name, admin } = claimed;
  try {
    let reusable = false;
    try {
      // What the test left connected (an app it never closed) goes, as DROP ... WITH (force) would end it.
      await admin`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`;
      const [{ free }] = await admin<{ free: number }[]>`
        SELECT count(*)::int AS free FROM pg_database
        WHERE shobj_description(oid, 'pg_database') = ${freeNote(template)}`;
      if (free < POOL_MAX) {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const sql = connectUrl(url.href, 1);
        try {
          await resetToTemplate(sql, state);
          reusable = await stateFingerprint(sql) === state.fingerprint;
        } finally {
          await sql.end({ timeout: 5 });
        }
      }
    } catch {
      reusable = false;
    }
    if (reusable) {
      await admin.unsafe(
        `COMMENT ON DATABASE ${name} IS ${literal(freeNote(template))}`,
      );
    } else {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (force)`);
    }
    await unlock(admin, name);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

function freeNote(template: string): string {
  return `free:${template}`;
}

async function tryLock(admin: Sql, name: string): Promise<boolean> {
  const [row] = await admin<{ locked: boolean }[]>`
    SELECT pg_try_advisory_lock(${POOL_LOCK_KEY}, hashtext(${name})) AS locked`;
  return row.locked;
}

async function unlock(admin: Sql, name: string): Promise<void> {
  await admin`SELECT pg_advisory_unlock(${POOL_LOCK_KEY}, hashtext(${name}))`;
}

/** Every table of the user's schemas, quoted ("schema"."table"): partitioned ones and (unless not asked) partitions. */
async function userTables(sql: Sql, partitions = true): Promise<string[]> {
  const rows = await sql.unsafe<{ name: string }[]>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS}${
    partitions ? "" : " AND NOT c.relispartition"
  } ORDER BY 1`);
  return rows.map((r) => r.name);
}

/** Seeds in an order their foreign keys accept: a table's referenced tables first. */
async function orderByReferences(
  sql: Sql,
  seeds: TemplateState["seeds"],
): Promise<TemplateState["seeds"]> {
  const references = await sql<{ table: string; referenced: string }[]>`
    SELECT format('%I.%I', n.nspname, c.relname) AS table, format('%I.%I', rn.nspname, r.relname) AS referenced
    FROM pg_constraint co
    JOIN pg_class c ON c.oid = co.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class r ON r.oid = co.confrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
    WHERE co.contype = 'f' AND co.conrelid <> co.confrelid`;
  const ordered: TemplateState["seeds"] = [];
  const placed = new Set<string>();
  const place = (seed: TemplateState["seeds"][number], path: Set<string>) => {
    if (placed.has(seed.table) || path.has(seed.table)) return;
    path.add(seed.table);
    for (const r of references) {
      if (r.table !== seed.table) continue;
      const first = seeds.find((s) => s.table === r.referenced);
      if (first) place(first, path);
    }
    placed.add(seed.table);
    ordered.push(seed);
  };
  for (const seed of seeds) place(seed, new Set());
  return ordered;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

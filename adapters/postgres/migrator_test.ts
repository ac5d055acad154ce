import assert from "node:assert/strict";
import { connectUrl } from "./connect.ts";
import { migrate, type Migration, readMigrations } from "./migrator.ts";
import { openTestDatabase, testDatabaseKinds } from "./test_databases.ts";

const sanitize = { sanitizeOps: false, sanitizeResources: false };

Deno.test("readMigrations lists the repository's files in number order", async () => {
  const migrations = await readMigrations();
  assert.equal(migrations[0].name, "0001_init.sql");
  assert.deepEqual(
    migrations.map((m) => m.version),
    [...migrations.map((m) => m.version)].sort((a, b) => a - b),
  );
});

Deno.test("readMigrations refuses two files with the same number", async () => {
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/0001_a.sql`, "select 1;");
  await Deno.writeTextFile(`${dir}/0001_b.sql`, "select 1;");
  await Deno.writeTextFile(`${dir}/notes.txt`, "ignored");
  await assert.rejects(
    () => readMigrations(dir),
    /Two migrations share number 1/,
  );
  await Deno.remove(dir, { recursive: true });
});

for (const kind of testDatabaseKinds()) {
  Deno.test({
    name: `migrate applies each file once, in order, atomically [${kind}]`,
    ...sanitize,
  }, async (t) => {
    const db = await openTestDatabase(kind, { migrate: false });
    const { sql } = db;
    try {
      const files = await readMigrations();
      await t.step(
        "a fresh database gets every migration, recorded in schema_migrations",
        async () => {
          assert.deepEqual(await migrate(sql), files.map((m) => m.name));
          const rows =
            await sql`select version, name from schema_migrations order by version`;
          assert.deepEqual(
            rows.map((r) => ({ ...r })),
            files.map((m) => ({ version: m.version, name: m.name })),
          );
          const [users] = await sql`select count(*)::int as n from users`;
          assert.equal(users.n, 0);
        },
      );

      await t.step("a second run applies nothing", async () => {
        assert.deepEqual(await migrate(sql), []);
      });

      await t.step(
        "a failing migration leaves no trace and stops the later ones",
        async () => {
          const extra: Migration[] = [
            {
              version: 9001,
              name: "9001_good.sql",
              sql:
                "create table good_one (id int); insert into good_one values (1);",
            },
            {
              version: 9002,
              name: "9002_bad.sql",
              sql:
                "create table bad_one (id int); select * from no_such_table;",
            },
            {
              version: 9003,
              name: "9003_later.sql",
              sql: "create table later_one (id int);",
            },
          ];
          await assert.rejects(
            () => migrate(sql, [...files, ...extra]),
            /no_such_table/,
          );
          const tables = await sql`
          select table_name from information_schema.tables
          where table_name in ('good_one', 'bad_one', 'later_one') order by table_name`;
          assert.deepEqual(tables.map((r) => r.table_name), ["good_one"]);
          const versions =
            await sql`select version from schema_migrations where version > 9000`;
          assert.deepEqual(versions.map((r) => r.version), [9001]);

          const fixed = [...files, extra[0], {
            ...extra[1],
            sql: "create table bad_one (id int);",
          }, extra[2]];
          assert.deepEqual(await migrate(sql, fixed), [
            "9002_bad.sql",
            "9003_later.sql",
          ]);
        },
      );

      await t.step(
        "a file renamed after it was applied is refused",
        async () => {
          const renamed = files.map((m, i) =>
            i === 0 ? { ...m, name: "0001_renamed.sql" } : m
          );
          await assert.rejects(
            () => migrate(sql, renamed),
            /was applied as 0001_init.sql/,
          );
        },
      );
    } finally {
      await db.close();
    }
  });
}

if (testDatabaseKinds().includes("postgres")) {
  Deno.test({
    name:
      "two instances migrating one PostgreSQL together apply each file once [postgres]",
    ...sanitize,
  }, async () => {
    const db = await openTestDatabase("postgres", { migrate: false });
    const other = connectUrl(db.url, 10);
    try {
      // A slow migration widens the race window so both instances really overlap.
      const files: Migration[] = [
        ...(await readMigrations()),
        {
          version: 9001,
          name: "9001_slow.sql",
          sql: "select pg_sleep(0.3); create table slow_one (id int);",
        },
        {
          version: 9002,
          name: "9002_after.sql",
          sql: "insert into slow_one values (1);",
        },
      ];
      const [a, b] = await Promise.all([
        migrate(db.sql, files),
        migrate(other, files),
      ]);
      assert.deepEqual([...a, ...b].sort(), files.map((m) => m.name).sort());
      const [count] = await db
        .sql`select count(*)::int as n from schema_migrations`;
      assert.equal(count.n, files.length);
      const rows = await db.sql`select id from slow_one`;
      assert.deepEqual(rows.map((r) => r.id), [1]);
    } finally {
      await other.end({ timeout: 5 });
      await db.close();
    }
  });
}

/** API tests that share one served app per backend, each starting from the tables as the app started. */
import type { Sql } from "postgres";
import { resetter } from "../postgres/test_databases.ts";
import {
  forEachTestApp,
  type TestApp,
  type TestAppOptions,
} from "./test_app.ts";

/** A test of the suite: its own step context and the shared app. */
export type AppCase = (t: Deno.TestContext, app: TestApp) => Promise<void>;

/**
 * Registers one Deno.test per backend on one served app for the file, and returns `test(name, fn)` to add a step to
 * it; before each step but the first, every table is emptied back to its rows at start (migration seeds and the
 * admin account), so steps are as independent as separate tests without an app start each (about 0.7 CPU-s on
 * PGlite). Ids are never handed out twice (each sequence goes on from where the last step left it), so nothing the
 * app keeps in memory by id (an invoice PDF, say) can answer for another step's row.
 */
export function appSuite(
  name: string,
  options: TestAppOptions = {},
): (name: string, fn: AppCase) => void {
  const cases: { name: string; fn: AppCase }[] = [];
  forEachTestApp(name, async (t, app) => {
    const reset = await keepingIds(
      app.infra.sql,
      await resetter(app.infra.sql),
    );
    for (const [i, c] of cases.entries()) {
      await t.step(c.name, async (step) => {
        if (i > 0) await reset();
        await c.fn(step, app);
      });
    }
  }, options);
  return (name, fn) => void cases.push({ name, fn });
}

/** `reset`, with every sequence set back to where it was before it (the reset restarts them). */
function keepingIds(
  sql: Sql,
  reset: () => Promise<void>,
): () => Promise<void> {
  return async () => {
    const used = await sql<{ name: string; value: string }[]>`
      SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value
      FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`;
    await reset();
    await sql`
      SELECT setval(s->>'name', (s->>'value')::bigint)
      FROM json_array_elements(${JSON.stringify(used)}::text::json) s`;
  };
}

/**
 * Issue 32, "redirects take about 250 ms each during an outage once their cache entry is stale": after one
 * refresh has failed or outlasted its wait, a stale entry answers at once while the refresh goes on behind, until
 * a load answers again.
 */
import assert from "node:assert/strict";
import { createLinkCache } from "./link_cache.ts";
import type { TrackedLink } from "../postgres/tracked_link_lookup.ts";

const LINK = { code: "abc", credits: true } as unknown as TrackedLink;

/** Whether `p` has settled before a zero-delay timer fires (no waiting on a timer of its own). */
async function settlesAtOnce(p: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = await Promise.race([
    p.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 0);
    }),
  ]);
  clearTimeout(timer);
  return result;
}

Deno.test("a stale link answers at once once the database is known away, and waits again after it is back", async () => {
  // "away": loads hang (a stalled database) until released.
  let mode: "ok" | "away" = "ok";
  const hanging: (() => void)[] = [];
  const cache = createLinkCache(
    () =>
      mode === "ok" ? Promise.resolve(LINK) : new Promise<TrackedLink>((
        resolve,
      ) => hanging.push(() => resolve(LINK))),
    0,
  );
  assert.equal(await cache.get("abc"), LINK);
  mode = "away";
  // The first stale read waits a little for the database, then takes the stale answer.
  const first = cache.get("abc");
  assert.equal(await settlesAtOnce(first), false);
  assert.equal(await first, LINK);
  // Known away: the next ones answer without waiting, the refresh still going on behind.
  for (let i = 0; i < 3; i++) {
    const next = cache.get("abc");
    assert.equal(await settlesAtOnce(next), true);
    assert.equal(await next, LINK);
  }
  mode = "ok";
  // The hung refresh answers: the database is back, and a stale read refreshes (and waits) first again.
  for (const release of hanging) release();
  await new Promise((r) => setTimeout(r, 1));
  assert.equal(await cache.get("abc"), LINK);
});

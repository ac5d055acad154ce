import assert from "node:assert/strict";
import { createInvoicePdfCache } from "./invoice_pdf_cache.ts";

const pdf = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

Deno.test("invoice PDF cache: a repeat is kept, other facts or a language make another, the bounds hold", async (t) => {
  await t.step(
    "the second ask for the same invoice is not made again",
    async () => {
      const cache = createInvoicePdfCache({ maxEntries: 10, maxBytes: 1000 });
      let made = 0;
      const make = () => Promise.resolve(pdf(10, ++made));
      const key = { payoutId: 1, language: "ur", facts: { amount: 100 } };
      const first = await cache.get(key, make);
      const again = await cache.get({ ...key, facts: { amount: 100 } }, make);
      assert.equal(made, 1);
      assert.deepEqual(again, first);
      await cache.get({ ...key, language: "en" }, make);
      await cache.get({ ...key, facts: { amount: 101 } }, make);
      assert.equal(made, 3, "another language or other facts are another PDF");
      assert.deepEqual(cache.size(), { entries: 3, bytes: 30 });
    },
  );

  await t.step("asks at the same time share one making", async () => {
    const cache = createInvoicePdfCache({ maxEntries: 10, maxBytes: 1000 });
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((r) => setTimeout(r, 5));
      return pdf(10);
    };
    const key = { payoutId: 2, language: "en", facts: {} };
    await Promise.all([cache.get(key, make), cache.get(key, make)]);
    assert.equal(made, 1);
  });

  await t.step(
    "the least recently used goes first, by count and by bytes",
    async () => {
      const cache = createInvoicePdfCache({ maxEntries: 2, maxBytes: 25 });
      let made = 0;
      const make = (size: number) => () => {
        made++;
        return Promise.resolve(pdf(size));
      };
      const key = (payoutId: number) => ({
        payoutId,
        language: "en",
        facts: {},
      });
      await cache.get(key(1), make(10));
      await cache.get(key(2), make(10));
      await cache.get(key(1), make(10)); // 1 is now the most recent
      await cache.get(key(3), make(10)); // over 2 entries: 2 goes
      assert.equal(made, 3);
      await cache.get(key(1), make(10));
      assert.equal(made, 3, "1 was kept");
      await cache.get(key(2), make(10));
      assert.equal(made, 4, "2 was dropped");
      // 20 bytes kept; one of 20 more is over 25 bytes: the older ones go.
      await cache.get(key(4), make(20));
      assert.deepEqual(cache.size(), { entries: 1, bytes: 20 });
      // A PDF over the whole bound is answered but not kept.
      const big = await cache.get(key(5), make(30));
      assert.equal(big.byteLength, 30);
      assert.deepEqual(cache.size(), { entries: 1, bytes: 20 });
    },
  );

  await t.step("a failed making is not kept", async () => {
    const cache = createInvoicePdfCache({ maxEntries: 2, maxBytes: 100 });
    const key = { payoutId: 9, language: "en", facts: {} };
    await assert.rejects(
      cache.get(key, () => Promise.reject(new Error("font missing"))),
      /font missing/,
    );
    const ok = await cache.get(key, () => Promise.resolve(pdf(5)));
    assert.equal(ok.byteLength, 5);
  });
});

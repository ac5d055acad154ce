/**
 * The origin resolver fills a batch's pending clicks before they are written: in the worker with the city database
 * (110.93.192.1 is Karachi in the shipped DB-IP database), on this thread without places; either way the address
 * and agent are dropped from the click once it is filled, and a click not pending is left alone.
 */
import assert from "node:assert/strict";
import { createOriginResolver, type NotedClick } from "./origin_resolver.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const pending = (address: string | null, agent: string | null): NotedClick => ({
  clickId: "c1",
  linkId: 1,
  userId: 2,
  productId: 3,
  visitorHash: "v1",
  clickedAt: new Date(),
  origin: {
    country: null,
    city: null,
    device: null,
    os: null,
    browser: null,
    referrer: "facebook.com",
  },
  pending: true,
  lookupAddress: address,
  lookupAgent: agent,
});

Deno.test("the worker fills place and families as a batch is written, and the click forgets address and agent", async () => {
  const resolver = createOriginResolver({ places: true });
  try {
    await resolver.ready;
    const phone = pending("110.93.192.1", PHONE);
    const nobody = pending(null, null);
    const done: NotedClick = { ...pending(null, null), pending: false };
    const settling = resolver.settle([phone, nobody, done]);
    assert.ok(settling);
    await settling;
    assert.deepEqual(phone.origin, {
      country: "PK",
      city: "Karachi",
      device: "mobile",
      os: "Android",
      browser: "Chrome",
      referrer: "facebook.com",
    });
    assert.equal(phone.pending, false);
    assert.equal(phone.lookupAddress, null);
    assert.equal(phone.lookupAgent, null);
    assert.deepEqual(nobody.origin, {
      country: null,
      city: null,
      device: null,
      os: null,
      browser: null,
      referrer: "facebook.com",
    });
    // Nothing pending any more: the next write of the same batch (a retry) asks nothing.
    assert.equal(resolver.settle([phone, nobody, done]), null);
  } finally {
    resolver.close();
  }
});

Deno.test("without places, families are found on this thread and no place is", async () => {
  const resolver = createOriginResolver({ places: false });
  try {
    await resolver.ready;
    const phone = pending("110.93.192.1", PHONE);
    await resolver.settle([phone]);
    assert.equal(phone.origin?.country, null);
    assert.equal(phone.origin?.device, "mobile");
    assert.equal(phone.origin?.browser, "Chrome");
    assert.equal(phone.lookupAddress, null);
  } finally {
    resolver.close();
  }
});

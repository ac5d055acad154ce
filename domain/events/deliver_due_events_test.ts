import assert from "node:assert/strict";
import {
  MAX_RETRY_DELAY_MS,
  nextRetryAt,
  RETRY_WINDOW_MS,
} from "./deliver_due_events.ts";
import { fillPostbackMacros } from "./postback_macros.ts";

Deno.test("retries back off exponentially, at most an hour apart, and stop 24 hours after the event", () => {
  const created = new Date("2026-11-27T00:00:00Z");
  const at = (ms: number) => new Date(created.getTime() + ms);
  assert.deepEqual(nextRetryAt(created, 1, at(0)), at(30_000));
  assert.deepEqual(nextRetryAt(created, 2, at(30_000)), at(90_000));
  assert.deepEqual(nextRetryAt(created, 3, at(90_000)), at(210_000));
  assert.deepEqual(
    nextRetryAt(created, 20, at(10_000_000)),
    at(10_000_000 + MAX_RETRY_DELAY_MS),
  );
  assert.deepEqual(
    nextRetryAt(created, 30, at(RETRY_WINDOW_MS - 1_000)),
    at(RETRY_WINDOW_MS),
  );
  assert.equal(nextRetryAt(created, 31, at(RETRY_WINDOW_MS)), null);
});

Deno.test("a GET postback's macros are filled URL-encoded; unknown ones stay as typed", () => {
  const url = fillPostbackMacros(
    "https://t.example/pb?cid={click_id}&s1={s1}&s5={s5}&o={order_id}&g={goal}&p={product_id}&pay={payout}" +
      "&cur={currency}&st={status}&ev={event}&ts={timestamp}&x={unknown}",
    {
      type: "conversion.approved",
      createdAt: new Date("2026-11-27T00:00:00Z"),
      data: {
        clickId: "abc def",
        s1: "a&b=c",
        s5: null,
        orderId: "#1",
        goal: "sale",
        productId: 7,
        payout: 12.5,
        currency: "PKR",
        status: "approved",
      },
    },
  );
  assert.equal(
    url,
    "https://t.example/pb?cid=abc%20def&s1=a%26b%3Dc&s5=&o=%231&g=sale&p=7&pay=12.5&cur=PKR&st=approved" +
      "&ev=conversion.approved&ts=1795737600&x={unknown}",
  );
});

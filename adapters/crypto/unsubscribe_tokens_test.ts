import assert from "node:assert/strict";
import { createUnsubscribeTokens } from "./unsubscribe_tokens.ts";

Deno.test("unsubscribe tokens name one person and kind, and refuse a forged or moved one", () => {
  const tokens = createUnsubscribeTokens("a-secret-of-the-app");
  const token = tokens.sign(42, "conversionApproved");
  assert.deepEqual(tokens.read(token), {
    userId: 42,
    scope: "conversionApproved",
  });
  assert.deepEqual(tokens.read(tokens.sign(7, "digest")), {
    userId: 7,
    scope: "digest",
  });
  const [, , mac] = token.split(".");
  assert.equal(
    tokens.read(`43.conversionApproved.${mac}`),
    null,
    "another person",
  );
  assert.equal(tokens.read(`42.payoutPaid.${mac}`), null, "another kind");
  assert.equal(tokens.read(`42.nonsense.${mac}`), null);
  assert.equal(
    tokens.read(token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")),
    null,
  );
  assert.equal(tokens.read(""), null);
  assert.equal(
    createUnsubscribeTokens("another-secret").read(token),
    null,
    "another installation's key",
  );
});

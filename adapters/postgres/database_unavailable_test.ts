import assert from "node:assert/strict";
import { isDatabaseUnavailable } from "./database_unavailable.ts";

const withCode = (code: string, message = "x") =>
  Object.assign(new Error(message), { code });

Deno.test("connection failures of postgres.js and the server count as unavailable", () => {
  for (
    const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "CONNECTION_CLOSED",
      "CONNECTION_ENDED",
      "CONNECT_TIMEOUT",
      "57P01",
      "57P03",
      "55000",
      "08006",
      "53300",
    ]
  ) {
    assert.ok(isDatabaseUnavailable(withCode(code)), code);
  }
  assert.ok(
    isDatabaseUnavailable(
      new AggregateError([withCode("ECONNREFUSED")], "all addresses failed"),
    ),
  );
  assert.ok(
    isDatabaseUnavailable(new Error("wrapped", { cause: withCode("EPIPE") })),
  );
  assert.ok(isDatabaseUnavailable(new Deno.errors.ConnectionRefused("no")));
});

Deno.test("bugs and data errors are not outages", () => {
  for (
    const error of [
      new TypeError("cannot read properties of undefined"),
      withCode("23505", "duplicate key"),
      withCode("22003", "numeric out of range"),
      withCode("42P01", "relation does not exist"),
      "ECONNREFUSED",
      null,
      undefined,
    ]
  ) {
    assert.equal(isDatabaseUnavailable(error), false, String(error));
  }
});

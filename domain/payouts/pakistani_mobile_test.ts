import assert from "node:assert/strict";
import { normalizePakistaniMobile } from "./pakistani_mobile.ts";

Deno.test("normalizePakistaniMobile accepts the usual ways of writing a mobile number", () => {
  for (
    const input of [
      "03001234567",
      "0300-1234567",
      "+92 300 1234567",
      "923001234567",
      "00923001234567",
      "3001234567",
    ]
  ) {
    assert.equal(normalizePakistaniMobile(input), "03001234567", input);
  }
});

Deno.test("normalizePakistaniMobile refuses landlines, short numbers and letters", () => {
  for (
    const input of [
      "0421234567",
      "0300123456",
      "030012345678",
      "+9242123456789",
      "abc",
      "",
      "04212345678",
    ]
  ) {
    assert.equal(normalizePakistaniMobile(input), null, input);
  }
});

import assert from "node:assert/strict";
import {
  compactIban,
  isValidPakistaniIban,
  looksLikeIban,
} from "./pakistani_iban.ts";

Deno.test("isValidPakistaniIban accepts real-format IBANs with a correct check", () => {
  assert.equal(isValidPakistaniIban("PK36SCBL0000001123456702"), true);
  assert.equal(isValidPakistaniIban("pk36 scbl 0000 0011 2345 6702"), true);
});

Deno.test("isValidPakistaniIban refuses wrong checks, lengths and countries", () => {
  assert.equal(isValidPakistaniIban("PK37SCBL0000001123456702"), false);
  assert.equal(isValidPakistaniIban("PK36SCBL000000112345670"), false);
  assert.equal(isValidPakistaniIban("GB82WEST12345698765432"), false);
  assert.equal(isValidPakistaniIban("PK3612340000001123456702"), false);
});

Deno.test("looksLikeIban tells IBAN attempts from account numbers", () => {
  assert.equal(looksLikeIban("pk12"), true);
  assert.equal(looksLikeIban("0123-4567"), false);
  assert.equal(compactIban("pk36 scbl-0000"), "PK36SCBL0000");
});

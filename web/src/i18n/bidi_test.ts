import assert from "node:assert/strict";
import { FSI, isolateLatin, isolateValue, LRI, PDI } from "./bidi.ts";

Deno.test("Latin words and amounts in Urdu text are isolated left to right", () => {
  assert.equal(
    isolateLatin("شناختی کارڈ (CNIC) یا NTN"),
    `شناختی کارڈ (${LRI}CNIC${PDI}) یا ${LRI}NTN${PDI}`,
  );
  assert.equal(
    isolateLatin("CNIC 12345-1234567-1 یا NTN 1234567-8"),
    `${LRI}CNIC 12345-1234567-1${PDI} یا ${LRI}NTN 1234567-8${PDI}`,
  );
  assert.equal(
    isolateLatin("دستیاب: $55,149.43"),
    `دستیاب: ${LRI}$55,149.43${PDI}`,
  );
  assert.equal(
    isolateLatin("کل -5 اور +922%"),
    `کل ${LRI}-5${PDI} اور ${LRI}+922%${PDI}`,
  );
  // Plain numbers in an Urdu sentence read right already; isolated text stays as it is.
  assert.equal(isolateLatin("30 دن بعد"), "30 دن بعد");
  assert.equal(isolateLatin("این ٹی این: 1234567-8"), "این ٹی این: 1234567-8");
  assert.equal(isolateLatin(isolateLatin("JazzCash")), `${LRI}JazzCash${PDI}`);
});

Deno.test("values in Urdu sentences are isolated by their first strong letter", () => {
  assert.equal(
    isolateValue("Main Boulevard 10"),
    `${FSI}Main Boulevard 10${PDI}`,
  );
  assert.equal(isolateValue("$82,662.82"), `${FSI}$82,662.82${PDI}`);
  assert.equal(isolateValue(""), "");
  assert.equal(isolateValue(`${FSI}x${PDI}`), `${FSI}x${PDI}`);
});

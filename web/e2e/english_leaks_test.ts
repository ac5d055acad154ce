import assert from "node:assert/strict";
import { englishOnly, wholeWordsIn } from "./english_leaks.ts";

Deno.test("the leak check finds catalogue English as whole words only", () => {
  const english = englishOnly([{
    en: { a: "No", b: "English", c: "IBAN", d: "Hello {name}", e: "Code" },
    ur: { a: "نہیں", b: "English", c: "درست IBAN", d: "سلام {name}", e: "کوڈ" },
  }]);
  assert.deepEqual(english, ["No", "Code"]);
  assert.deepEqual(wholeWordsIn("26 Nov 2026, linkCode", english), []);
  assert.deepEqual(wholeWordsIn("No · Code", english), ["No", "Code"]);
  // The outcome label "test" is no leak in an e2e address's top-level domain.
  assert.deepEqual(wholeWordsIn("ali@kamai.test · test", ["test"]), ["test"]);
  assert.deepEqual(wholeWordsIn("ali@kamai.test", ["test"]), []);
});

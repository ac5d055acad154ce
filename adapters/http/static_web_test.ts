import assert from "node:assert/strict";
import { languageStep } from "./static_web.ts";

Deno.test("a browser that chose Urdu is sent to the Urdu twin of a pre-rendered page", () => {
  assert.deepEqual(languageStep("/login", undefined, "kamai_lang=ur"), {
    redirect: "/ur/login",
  });
  assert.deepEqual(languageStep("/", undefined, "a=1; kamai_lang=ur"), {
    redirect: "/ur",
  });
  // Signed-in screens have no Urdu address: the app switches them itself.
  assert.deepEqual(languageStep("/dashboard", undefined, "kamai_lang=ur"), {});
});

Deno.test("an explicit language choice is remembered and wins over the cookie", () => {
  assert.deepEqual(languageStep("/ur/register", undefined, undefined), {
    remember: "ur",
  });
  assert.deepEqual(languageStep("/ur", undefined, "kamai_lang=ur"), {});
  assert.deepEqual(languageStep("/login", "en", "kamai_lang=ur"), {
    remember: "en",
  });
  assert.deepEqual(languageStep("/login", undefined, "kamai_lang=en"), {});
  assert.deepEqual(languageStep("/login", undefined, undefined), {});
});

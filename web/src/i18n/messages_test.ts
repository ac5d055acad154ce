import assert from "node:assert/strict";
import { en } from "./messages_en.ts";
import { ur } from "./messages_ur.ts";
import {
  format,
  languageOfUrl,
  localizedPath,
  stripLanguagePrefix,
} from "./i18n.ts";

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

Deno.test("both catalogues have exactly the same keys, none empty", () => {
  const missingInUrdu = Object.keys(en).filter((k) => !(k in ur));
  const extraInUrdu = Object.keys(ur).filter((k) => !(k in en));
  assert.deepEqual(missingInUrdu, [], "keys missing from the Urdu catalogue");
  assert.deepEqual(extraInUrdu, [], "keys missing from the English catalogue");
  for (const [key, text] of Object.entries({ ...en, ...ur })) {
    assert.ok(text.trim() !== "", `${key} is empty`);
  }
});

Deno.test("every Urdu message fills the same placeholders as its English one", () => {
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    assert.deepEqual(placeholders(ur[key]), placeholders(en[key]), key);
  }
});

Deno.test("Urdu messages are written in Urdu, with Western digits", () => {
  // Language names and the page-title pattern may carry no Urdu letters.
  const exempt = new Set(["language.en"]);
  for (const [key, text] of Object.entries(ur)) {
    assert.ok(!/[\u06F0-\u06F9\u0660-\u0669]/.test(text), `${key}: digits`);
    if (exempt.has(key)) continue;
    assert.ok(/[\u0600-\u06FF]/.test(text), `${key} has no Urdu: ${text}`);
  }
});

Deno.test("format fills placeholders and leaves unknown ones", () => {
  assert.equal(format("© {year} Kamai", { year: 2026 }), "© 2026 Kamai");
  assert.equal(format("{a} {b}", { a: "x" }), "x {b}");
});

Deno.test("Urdu addresses: /ur prefixes only the pre-rendered pages", () => {
  assert.equal(localizedPath("/", "ur"), "/ur");
  assert.equal(localizedPath("/login", "ur"), "/ur/login");
  assert.equal(localizedPath("/dashboard", "ur"), "/dashboard");
  assert.equal(localizedPath("/ur/login", "en"), "/login");
  assert.equal(stripLanguagePrefix("/ur"), "/");
  assert.equal(stripLanguagePrefix("/ur/register"), "/register");
  assert.equal(stripLanguagePrefix("/urdu"), "/urdu");
  assert.equal(languageOfUrl("/ur/login", ""), "ur");
  assert.equal(languageOfUrl("/login", "?lang=en"), "en");
  assert.equal(languageOfUrl("/login", ""), null);
});

import assert from "node:assert/strict";
import { en } from "./messages_en.ts";
import { ur } from "./messages_ur.ts";
import { affiliateEn } from "./areas/affiliate_en.ts";
import { affiliateUr } from "./areas/affiliate_ur.ts";
import { adminEn } from "./areas/admin_en.ts";
import { adminUr } from "./areas/admin_ur.ts";
import { adminPeopleEn } from "./areas/admin_people_en.ts";
import { adminPeopleUr } from "./areas/admin_people_ur.ts";
import { adminMoneyEn } from "./areas/admin_money_en.ts";
import { adminMoneyUr } from "./areas/admin_money_ur.ts";
import { adminCatalogEn } from "./areas/admin_catalog_en.ts";
import { adminCatalogUr } from "./areas/admin_catalog_ur.ts";
import { landingEn } from "./areas/landing_en.ts";
import { offersEn } from "./areas/offers_en.ts";
import { offersUr } from "./areas/offers_ur.ts";
import { landingUr } from "./areas/landing_ur.ts";
import { conversionsEn } from "./areas/conversions_en.ts";
import { conversionsUr } from "./areas/conversions_ur.ts";
import {
  format,
  installCatalogue,
  languageOfUrl,
  localizedPath,
  serverText,
  setLanguageSync,
  stripLanguagePrefix,
} from "./i18n.ts";

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every catalogue pair: the shared one and each area's (areas/<area>_en.ts and _ur.ts). */
const PAIRS: {
  name: string;
  en: Record<string, string>;
  ur: Record<string, string>;
}[] = [
  { name: "shared", en, ur },
  { name: "affiliate", en: affiliateEn, ur: affiliateUr.messages },
  { name: "admin", en: adminEn, ur: adminUr.messages },
  { name: "admin_people", en: adminPeopleEn, ur: adminPeopleUr.messages },
  { name: "admin_money", en: adminMoneyEn, ur: adminMoneyUr.messages },
  { name: "admin_catalog", en: adminCatalogEn, ur: adminCatalogUr.messages },
  { name: "offers", en: offersEn, ur: offersUr.messages },
  { name: "landing", en: landingEn, ur: landingUr.messages },
  { name: "conversions", en: conversionsEn, ur: conversionsUr.messages },
];

Deno.test("both catalogues of every area have exactly the same keys, none empty", () => {
  for (const pair of PAIRS) {
    const missingInUrdu = Object.keys(pair.en).filter((k) => !(k in pair.ur));
    const extraInUrdu = Object.keys(pair.ur).filter((k) => !(k in pair.en));
    assert.deepEqual(missingInUrdu, [], `${pair.name}: missing in Urdu`);
    assert.deepEqual(extraInUrdu, [], `${pair.name}: missing in English`);
    for (const [key, text] of Object.entries({ ...pair.en, ...pair.ur })) {
      assert.ok(text.trim() !== "", `${key} is empty`);
    }
  }
});

Deno.test("no key is defined by two areas", () => {
  const seen = new Map<string, string>();
  for (const pair of PAIRS) {
    for (const key of Object.keys(pair.en)) {
      assert.ok(!seen.has(key), `${key}: ${seen.get(key)} and ${pair.name}`);
      seen.set(key, pair.name);
    }
  }
});

Deno.test("every Urdu message fills the same placeholders as its English one", () => {
  for (const pair of PAIRS) {
    for (const key of Object.keys(pair.en)) {
      assert.deepEqual(
        placeholders(pair.ur[key]),
        placeholders(pair.en[key]),
        key,
      );
    }
  }
});

Deno.test("Urdu messages are written in Urdu, with Western digits", () => {
  // Language names and the page-title pattern may carry no Urdu letters.
  const exempt = new Set(["language.en"]);
  const all = Object.assign({}, ...PAIRS.map((p) => p.ur));
  for (const [key, text] of Object.entries<string>(all)) {
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

Deno.test("server texts with a value are translated by pattern; unknown ones stay English", () => {
  installCatalogue("ur", ur);
  installCatalogue("ur", affiliateUr.messages, affiliateUr.serverTexts);
  // The patterns arrive with the area's Urdu in the browser; here they are applied the same way.
  const [[balance, balanceUr], [minimum, minimumUr]] = affiliateUr
    .serverPatterns!;
  assert.equal(
    "Insufficient balance. Available: 100.00".replace(balance, balanceUr),
    "ناکافی بیلنس۔ دستیاب: 100.00",
  );
  assert.equal(
    "Minimum payout is Rs 500.00.".replace(minimum, minimumUr),
    "کم از کم ادائیگی Rs 500.00 ہے۔",
  );
  setLanguageSync("ur");
  try {
    assert.equal(serverText("Something new"), "Something new");
    assert.equal(
      serverText("All fields are required"),
      "تمام خانے بھرنا ضروری ہیں",
    );
  } finally {
    setLanguageSync("en");
  }
});

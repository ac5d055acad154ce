import assert from "node:assert/strict";
import {
  conversionQuery,
  conversionsCsvName,
  explanationText,
  statusLabel,
} from "./conversions.ts";
import { setDisplayCurrency } from "./money.ts";
import { addEnglish, installCatalogue, setLanguageSync } from "@/i18n/i18n.ts";
import { conversionsEn } from "@/i18n/areas/conversions_en.ts";
import { conversionsUr } from "@/i18n/areas/conversions_ur.ts";
import type { EarningRuleJson } from "@wire/offer_conversions.ts";

addEnglish("conversions", conversionsEn);
installCatalogue("ur", conversionsUr.messages);

const row = (
  rule: EarningRuleJson,
  goal = "sale",
  goalName = "Sale",
  groupName: string | null = null,
) => ({ rule, goal, goalName, groupName });

const GOLD_SALE = row(
  {
    ruleId: 7,
    level: "group",
    type: "percent",
    value: 12,
    base: "sale",
    baseAmount: 2500,
  },
  "sale",
  "Sale",
  "Gold",
);
const FLAT_LEAD = row(
  {
    ruleId: 3,
    level: "offer",
    type: "flat",
    value: "150.00",
    base: null,
    baseAmount: null,
  },
  "lead",
  "Lead",
);

Deno.test("the explanation is written from the stored rule, in English", () => {
  setDisplayCurrency("PKR");
  setLanguageSync("en");
  assert.equal(
    explanationText(GOLD_SALE, "affiliate"),
    "12 % of Rs\u00a02,500.00 sale (Gold group rate)",
  );
  assert.equal(
    explanationText(FLAT_LEAD, "affiliate"),
    "Rs\u00a0150.00 per lead (offer rate)",
  );
  const own = row(
    {
      ruleId: 9,
      level: "affiliate",
      type: "percent",
      value: 12.5,
      base: "payout",
      baseAmount: 400,
    },
    "ftd",
    "First deposit",
  );
  assert.equal(
    explanationText(own, "affiliate"),
    "12.5 % of Rs\u00a0400.00 network payout (your own rate)",
  );
  assert.equal(
    explanationText(own, "admin"),
    "12.5 % of Rs\u00a0400.00 network payout (the affiliate's own rate)",
  );
  // A goal the catalogue has no word for shows the admin's own name for it.
  const custom = row(
    {
      ruleId: 1,
      level: "global",
      type: "flat",
      value: "20.00",
      base: null,
      baseAmount: null,
    },
    "signup_kyc",
    "KYC signup",
  );
  assert.equal(
    explanationText(custom, "admin"),
    "Rs\u00a020.00 per KYC signup (default rate)",
  );
  const none = row({
    ruleId: null,
    level: "global",
    type: "flat",
    value: 0,
    base: null,
    baseAmount: null,
  });
  assert.equal(
    explanationText(none, "affiliate"),
    "No payout rule in force (default rate)",
  );
  assert.equal(statusLabel("over_cap"), "Over cap — under review");
  setDisplayCurrency("USD");
});

Deno.test("the explanation reads in Urdu for an Urdu reader, numbers unchanged", () => {
  setDisplayCurrency("PKR");
  setLanguageSync("ur");
  try {
    assert.equal(
      explanationText(GOLD_SALE, "affiliate"),
      "Rs\u00a02,500.00 کی فروخت کا 12 % (Gold گروپ ریٹ)",
    );
    assert.equal(
      explanationText(FLAT_LEAD, "affiliate"),
      "فی لیڈ Rs\u00a0150.00 (آفر ریٹ)",
    );
    assert.equal(statusLabel("over_cap"), "حد سے زائد — جائزے میں");
  } finally {
    setLanguageSync("en");
    setDisplayCurrency("USD");
  }
});

Deno.test("list queries leave empty filters out; the CSV is named by its range", () => {
  assert.equal(
    conversionQuery({ from: "2026-11-01", to: "", userId: undefined, page: 2 }),
    "from=2026-11-01&page=2",
  );
  assert.equal(
    conversionsCsvName("2026-11-01", "2026-11-27"),
    "conversions_2026-11-01_2026-11-27.csv",
  );
  assert.equal(conversionsCsvName(), "conversions.csv");
});

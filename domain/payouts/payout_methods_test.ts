import assert from "node:assert/strict";
import {
  PAYOUT_METHOD_TABLE,
  PAYOUT_METHODS,
  PAYOUT_RAIL_KINDS,
  payoutMethodLabel,
} from "./payout_methods.ts";
import {
  ACCOUNT_RULES,
  validatePayoutAccount,
} from "./validate_payout_request.ts";
import {
  BUILT_IN_LAYOUTS,
  LAYOUT_KINDS,
  layoutKindOf,
} from "../batches/file_layout.ts";
import { batchFileRow } from "../batches/batch_accounts.ts";
import { money } from "../shared/money.ts";
import type { Payout } from "./payout.ts";

// A valid account of each kind of rail, as a form sends it.
const SAMPLE_ACCOUNTS = {
  wallet: { accountName: "Ali Khan", accountNumber: "0300-1234567" },
  bank: {
    accountName: "Ali Khan",
    bankName: "Meezan Bank",
    accountNumber: "PK36SCBL0000001123456702",
  },
  other: {
    accountName: "Ali Khan",
    accountLabel: "Payoneer",
    accountNumber: "P-123456",
  },
} as const;

Deno.test("payout methods: every method is wired everywhere (labels, rules, file layout)", () => {
  assert.ok(PAYOUT_METHOD_TABLE.length > 0);
  assert.equal(
    new Set(PAYOUT_METHODS).size,
    PAYOUT_METHODS.length,
    "ids are unique",
  );
  for (const m of PAYOUT_METHOD_TABLE) {
    // The id is what migration rows hold: lowercase, as payout_methods' CHECK allows.
    assert.match(m.id, /^[a-z][a-z0-9_]{0,29}$/, m.id);
    assert.ok(payoutMethodLabel(m.id, "en").trim(), `${m.id}: English label`);
    assert.ok(payoutMethodLabel(m.id, "ur").trim(), `${m.id}: Urdu label`);
    assert.ok(PAYOUT_RAIL_KINDS.includes(m.kind), `${m.id}: kind`);
    assert.equal(typeof ACCOUNT_RULES[m.kind], "function", `${m.id}: rules`);
    // The validation accepts a valid account of its kind under this method.
    const valid = validatePayoutAccount({
      method: m.id,
      ...SAMPLE_ACCOUNTS[m.kind],
    });
    assert.ok(valid.ok, `${m.id}: ${JSON.stringify(valid)}`);
    // Its batches use the built-in layout of its kind, and a file line can be written.
    const kind = layoutKindOf(m.id);
    assert.equal(kind, m.kind);
    assert.ok(LAYOUT_KINDS.includes(kind), `${m.id}: layout kind`);
    assert.ok(
      BUILT_IN_LAYOUTS.some((l) => l.kind === kind),
      `${m.id}: a built-in file layout`,
    );
    if (!valid.ok) continue;
    const row = batchFileRow(
      {
        id: 7,
        userName: "Ali",
        userEmail: "a@example.com",
        ...valid.value,
      } as Payout,
      money(1000),
    );
    assert.ok(row.ok, `${m.id}: batch file line`);
  }
});

Deno.test("payout methods: every kind of rail has account rules and a built-in layout", () => {
  for (const kind of PAYOUT_RAIL_KINDS) {
    assert.equal(typeof ACCOUNT_RULES[kind], "function", kind);
    assert.ok(BUILT_IN_LAYOUTS.some((l) => l.kind === kind), kind);
  }
  assert.deepEqual([...LAYOUT_KINDS].sort(), [...PAYOUT_RAIL_KINDS].sort());
});

Deno.test("payout methods: the methods before the table keep their order and labels", () => {
  // A new method may be added anywhere after the default; these stay as the screens showed them.
  const before = [
    ["jazzcash", "JazzCash"],
    ["easypaisa", "EasyPaisa"],
    ["nayapay", "NayaPay"],
    ["sadapay", "SadaPay"],
    ["bank", "Bank Transfer"],
    ["other", "Other"],
  ] as const;
  assert.equal(PAYOUT_METHODS[0], "jazzcash", "the default method");
  const kept = PAYOUT_METHODS.filter((id) => before.some(([b]) => b === id));
  assert.deepEqual(kept, before.map(([id]) => id));
  for (const [id, en] of before) assert.equal(payoutMethodLabel(id, "en"), en);
  assert.equal(payoutMethodLabel("bank", "ur"), "بینک ٹرانسفر");
  assert.equal(payoutMethodLabel("other", "ur"), "دیگر");
  assert.equal(payoutMethodLabel("jazzcash", "ur"), "JazzCash");
});

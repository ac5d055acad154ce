import assert from "node:assert/strict";
import { paramNameFor, parsePostbackParamNames } from "./postback_params.ts";

Deno.test("parsePostbackParamNames accepts renames of known fields and defaults the rest", () => {
  const read = parsePostbackParamNames({
    click_id: "aff_sub",
    order_id: "adv_sub",
  });
  assert.equal(read.ok, true);
  if (!read.ok) return;
  assert.equal(paramNameFor("click_id", read.value), "aff_sub");
  assert.equal(paramNameFor("order_id", read.value), "adv_sub");
  assert.equal(paramNameFor("amount", read.value), "amount");
  assert.deepEqual(parsePostbackParamNames(undefined), { ok: true, value: {} });
  assert.equal(parsePostbackParamNames({ click_id: "SubId1" }).ok, true);
});

Deno.test("parsePostbackParamNames refuses unknown fields and bad names", () => {
  assert.equal(parsePostbackParamNames({ clickId: "x" }).ok, false);
  assert.equal(parsePostbackParamNames({ click_id: "" }).ok, false);
  assert.equal(parsePostbackParamNames({ click_id: "a b" }).ok, false);
  assert.equal(parsePostbackParamNames({ click_id: 5 }).ok, false);
  assert.equal(parsePostbackParamNames(["click_id"]).ok, false);
  assert.equal(parsePostbackParamNames("click_id=aff_sub").ok, false);
});

Deno.test("parsePostbackParamNames lets one parameter feed two fields (TUNE's transaction_id)", () => {
  const read = parsePostbackParamNames({
    click_id: "transaction_id",
    order_id: "transaction_id",
  });
  assert.equal(read.ok, true, JSON.stringify(read));
  if (!read.ok) return;
  assert.equal(paramNameFor("click_id", read.value), "transaction_id");
  assert.equal(paramNameFor("order_id", read.value), "transaction_id");
  // A rename onto another field's default name is the same case.
  assert.equal(parsePostbackParamNames({ payout: "amount" }).ok, true);
});

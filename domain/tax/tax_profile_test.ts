import assert from "node:assert/strict";
import { parseTaxId, validateTaxProfile } from "./tax_profile.ts";

Deno.test("tax ids: CNIC #####-#######-# and NTN #######-#, dashes optional", () => {
  assert.deepEqual(parseTaxId("35202-1234567-1"), {
    idType: "cnic",
    idNumber: "35202-1234567-1",
  });
  assert.deepEqual(parseTaxId(" 3520212345671 "), {
    idType: "cnic",
    idNumber: "35202-1234567-1",
  });
  assert.deepEqual(parseTaxId("1234567-8"), {
    idType: "ntn",
    idNumber: "1234567-8",
  });
  for (const bad of ["", "123", "35202-1234567", "abc", 3520212345671, null]) {
    assert.equal(parseTaxId(bad), null, String(bad));
  }
  assert.equal(
    validateTaxProfile({ idNumber: "1234567-8", filer: "yes" }).ok,
    false,
  );
  assert.deepEqual(validateTaxProfile({ idNumber: "12345678", filer: true }), {
    ok: true,
    value: { idType: "ntn", idNumber: "1234567-8", filer: true },
  });
});

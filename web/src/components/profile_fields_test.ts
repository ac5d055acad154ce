import assert from "node:assert/strict";
import { formatCnic, formValues, submissionBody } from "./profile_fields.ts";

Deno.test("submissionBody drops blanks, trims, and appends ' 00:00:00' to the date of birth", () => {
  const values = formValues(null);
  values.name = "  Ali ";
  values.dob = "2000-01-31";
  values.fbUrl = "https://fb.com/ali";
  assert.deepEqual(submissionBody(values), {
    name: "Ali",
    dob: "2000-01-31 00:00:00",
    fbUrl: "https://fb.com/ali",
  });
});

Deno.test("formValues fills every field, formatting a stored CNIC with dashes", () => {
  const values = formValues({ name: "A", cnic: "3520212345671" } as never);
  assert.equal(values.name, "A");
  assert.equal(values.cnic, "35202-1234567-1");
  assert.equal(values.trafficSource, "");
  assert.equal(formatCnic(null), null);
});

import assert from "node:assert/strict";
import {
  checkProfileForm,
  formatCnic,
  formValues,
  submissionBody,
} from "./profile_fields.ts";
import { PROFILE_MESSAGES } from "@domain/profiles/validate_profile.ts";

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

Deno.test("checkProfileForm refuses with the domain's messages, per field, and passes a valid form", () => {
  const values = formValues(null);
  values.cnic = "123";
  const refused = checkProfileForm(values, new Date("2026-01-01T00:00:00Z"));
  assert.equal(refused?.message, PROFILE_MESSAGES.nameRequired);
  assert.equal(refused?.errors.name, PROFILE_MESSAGES.nameRequired);
  assert.equal(refused?.errors.cnic, PROFILE_MESSAGES.cnic);
  values.name = "Ali";
  values.cnic = "12345-1234567-1";
  assert.equal(checkProfileForm(values), null);
});

import assert from "node:assert/strict";
import {
  pakistaniMobile,
  PROFILE_MESSAGES,
  validateProfile,
} from "./validate_profile.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

Deno.test("validateProfile: only the name is required; blanks become null", () => {
  const result = validateProfile(
    { name: "  Ali Khan ", city: "", fbUrl: "  " },
    NOW,
  );
  assert.ok(result.ok);
  assert.equal(result.value.name, "Ali Khan");
  assert.equal(result.value.city, null);
  assert.equal(result.value.fbUrl, null);
  assert.equal(result.value.dob, null);
});

Deno.test("validateProfile: a missing or blank name is refused", () => {
  for (const input of [{}, { name: "   " }, null]) {
    const result = validateProfile(input, NOW);
    assert.ok(!result.ok);
    assert.equal(result.error.message, PROFILE_MESSAGES.nameRequired);
    assert.equal(result.error.errors.name, PROFILE_MESSAGES.nameRequired);
  }
});

Deno.test("validateProfile: normalises CNIC, phones and the date of birth", () => {
  const result = validateProfile({
    name: "A",
    cnic: "35202-1234567-1",
    phone: "0300 1234567",
    whatsappNumber: "+923211234567",
    dob: "2000-02-29 00:00:00",
  }, NOW);
  assert.ok(result.ok);
  assert.equal(result.value.cnic, "3520212345671");
  assert.equal(result.value.phone, "+923001234567");
  assert.equal(result.value.whatsappNumber, "+923211234567");
  assert.equal(result.value.dob, "2000-02-29");
});

Deno.test("validateProfile: every rule has its own message", () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ cnic: "1234-1234567-1" }, "cnic", PROFILE_MESSAGES.cnic],
    [{ cnic: "123456789012" }, "cnic", PROFILE_MESSAGES.cnic],
    [{ phone: "04001234567" }, "phone", PROFILE_MESSAGES.phone],
    [{ phone: "+44 7700 900123" }, "phone", PROFILE_MESSAGES.phone],
    [
      { whatsappNumber: "0300123" },
      "whatsappNumber",
      PROFILE_MESSAGES.whatsappNumber,
    ],
    [{ dob: "2001-02-30" }, "dob", PROFILE_MESSAGES.dobFormat],
    [{ dob: "15/06/2000" }, "dob", PROFILE_MESSAGES.dobFormat],
    [{ dob: "2026-06-16 00:00:00" }, "dob", PROFILE_MESSAGES.dobFuture],
    [{ dob: "2020-01-01" }, "dob", PROFILE_MESSAGES.dobAge],
    [{ dob: "1900-01-01" }, "dob", PROFILE_MESSAGES.dobAge],
    [{ fbUrl: "facebook.com/me" }, "fbUrl", PROFILE_MESSAGES.url("Facebook")],
    [
      { extraLink: "javascript:alert(1)" },
      "extraLink",
      PROFILE_MESSAGES.url("Additional Link"),
    ],
    [{ city: "x".repeat(201) }, "city", PROFILE_MESSAGES.tooLong("City", 200)],
    [{ city: { a: 1 } }, "city", PROFILE_MESSAGES.notText("City")],
  ];
  for (const [extra, field, message] of cases) {
    const result = validateProfile({ name: "A", ...extra }, NOW);
    assert.ok(!result.ok, `${field} ${JSON.stringify(extra)} should fail`);
    assert.equal(result.error.code, "VALIDATION_ERROR");
    assert.equal(result.error.errors[field], message);
    assert.equal(result.error.message, message);
  }
});

Deno.test("validateProfile: age 13 on the Karachi birthday is accepted, a day earlier is not", () => {
  // 2026-06-15T20:00Z is already 16 June in Karachi.
  const late = new Date("2026-06-15T20:00:00Z");
  assert.ok(validateProfile({ name: "A", dob: "2013-06-16" }, late).ok);
  assert.ok(!validateProfile({ name: "A", dob: "2013-06-17" }, late).ok);
});

Deno.test("pakistaniMobile: accepts local, 92 and +92 forms only for 3XX mobiles", () => {
  assert.equal(pakistaniMobile("03001234567"), "+923001234567");
  assert.equal(pakistaniMobile("923001234567"), "+923001234567");
  assert.equal(pakistaniMobile("+92-300-1234567"), "+923001234567");
  assert.equal(pakistaniMobile("0211234567"), null);
  assert.equal(pakistaniMobile("+9230012345678"), null);
});

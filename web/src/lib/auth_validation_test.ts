import assert from "node:assert/strict";
import {
  fieldOfAuthProblem,
  validateForgot,
  validateLogin,
  validateRegistration,
  validateReset,
} from "./auth_validation.ts";
import { normalizeEmail } from "./auth_api.ts";

const ok = {
  name: "Ali",
  email: "ali@example.pk",
  password: "secret1",
  confirm: "secret1",
  captcha: "x",
};

Deno.test("register: spec messages in order", () => {
  assert.equal(validateRegistration(ok), null);
  assert.equal(validateRegistration({ ...ok, name: " " }), "Name is required.");
  assert.equal(
    validateRegistration({ ...ok, email: "" }),
    "Email is required.",
  );
  assert.equal(
    validateRegistration({ ...ok, password: "12345", confirm: "12345" }),
    "Password should be at least 6 characters.",
  );
  assert.equal(
    validateRegistration({ ...ok, confirm: "other1" }),
    "Passwords don't match",
  );
  assert.equal(
    validateRegistration({ ...ok, captcha: "" }),
    "Please complete the reCAPTCHA.",
  );
});

Deno.test("login and forgot need the captcha", () => {
  assert.equal(
    validateLogin({ email: "a@b.pk", password: "x", captcha: "" }),
    "Please complete the reCAPTCHA.",
  );
  assert.equal(
    validateLogin({ email: "a@b.pk", password: "x", captcha: "t" }),
    null,
  );
  assert.equal(
    validateForgot({ email: "", captcha: "t" }),
    "Email is required.",
  );
  assert.equal(
    validateForgot({ email: "a@b.pk", captcha: "" }),
    "Please complete the reCAPTCHA.",
  );
});

Deno.test("reset: length then match", () => {
  assert.equal(
    validateReset({ password: "12345", confirm: "12345" }),
    "Password should be at least 6 characters.",
  );
  assert.equal(
    validateReset({ password: "123456", confirm: "1234567" }),
    "Passwords do not match.",
  );
  assert.equal(validateReset({ password: "123456", confirm: "123456" }), null);
});

Deno.test("emails are trimmed and lower-cased", () => {
  assert.equal(normalizeEmail("  Ali@Example.PK "), "ali@example.pk");
});

Deno.test("every client-side problem names the field it is about", () => {
  assert.equal(
    fieldOfAuthProblem(validateRegistration({ ...ok, name: "" })),
    "name",
  );
  assert.equal(
    fieldOfAuthProblem(validateRegistration({ ...ok, email: "ali" })),
    "email",
  );
  assert.equal(
    fieldOfAuthProblem(validateRegistration({ ...ok, password: "123" })),
    "password",
  );
  assert.equal(
    fieldOfAuthProblem(validateRegistration({ ...ok, confirm: "other1" })),
    "confirm",
  );
  assert.equal(
    fieldOfAuthProblem(validateReset({ password: "secret1", confirm: "x" })),
    "confirm",
  );
  assert.equal(
    fieldOfAuthProblem(validateLogin({ ...ok, password: "" })),
    "password",
  );
  assert.equal(
    fieldOfAuthProblem(validateForgot({ email: "a@b.pk", captcha: "" })),
    "captcha",
  );
  assert.equal(fieldOfAuthProblem("Invalid email or password"), null);
  assert.equal(fieldOfAuthProblem(null), null);
});

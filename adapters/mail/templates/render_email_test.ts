import assert from "node:assert/strict";
import { renderEmail } from "./render_email.ts";
import { resetPasswordEmail, verifyEmailEmail } from "./auth_emails.ts";

Deno.test("renderEmail writes escaped HTML with a button and a text body with the link", () => {
  const { html, text } = renderEmail({
    title: "Hello <you>",
    paragraphs: ["Tom & Jerry"],
    action: { label: "Open", url: "https://kamai.test/a?b=1&c=2" },
  });
  assert.match(html, /<h1[^>]*>Hello &#60;you&#62;<\/h1>/);
  assert.match(html, /Tom &#38; Jerry/);
  assert.match(html, /href="https:\/\/kamai\.test\/a\?b=1&#38;c=2"/);
  assert.equal(
    text,
    "Hello <you>\n\nTom & Jerry\n\nOpen: https://kamai.test/a?b=1&c=2\n\n— Kamai",
  );
});

Deno.test("auth emails carry the link, the name and the expiry in both bodies", () => {
  const verify = verifyEmailEmail({
    to: "a@b.pk",
    name: "Ali",
    link: "https://kamai.test/verify/t1",
  });
  assert.equal(verify.subject, "Verify your Kamai email address");
  assert.match(verify.text, /Hi Ali,/);
  assert.match(verify.text, /https:\/\/kamai\.test\/verify\/t1/);
  assert.match(verify.html, /href="https:\/\/kamai\.test\/verify\/t1"/);
  assert.match(verify.text, /24 hours/);
  const reset = resetPasswordEmail({
    to: "a@b.pk",
    name: "Ali",
    link: "https://kamai.test/reset-password/t2",
  });
  assert.equal(reset.subject, "Reset your Kamai password");
  assert.match(reset.text, /reset-password\/t2/);
  assert.match(reset.text, /30 minutes/);
});

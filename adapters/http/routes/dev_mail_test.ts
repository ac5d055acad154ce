import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { renderOutboxPage } from "./dev_mail.ts";

Deno.test("the outbox page escapes content and makes links clickable", () => {
  const html = renderOutboxPage([{
    id: 1,
    to: "a@kamai.test",
    subject: "<b>Hi</b>",
    text: "Open http://localhost:8000/verify/abc now",
    html: "<p>x</p>",
    createdAt: "2026-01-01T00:00:00.000Z",
  }]);
  assert.match(html, /&#60;b&#62;Hi&#60;\/b&#62;/);
  assert.match(
    html,
    /<a href="http:\/\/localhost:8000\/verify\/abc">http:\/\/localhost:8000\/verify\/abc<\/a>/,
  );
  assert.match(renderOutboxPage([]), /No mail yet\./);
});

forEachTestApp(
  "dev mail: GET /api/dev/mail lists the outbox newest first, /dev/mail shows it",
  async (_t, app) => {
    await app.infra.mailer.send({
      to: "one@kamai.test",
      subject: "One",
      text: "first",
      html: "<p>first</p>",
    });
    await app.infra.mailer.send({
      to: "two@kamai.test",
      subject: "Two",
      text: "see https://x.test/a",
      html: "<p>2</p>",
    });
    const res = await app.json("/api/dev/mail");
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.map((m: { to: string }) => m.to), [
      "two@kamai.test",
      "one@kamai.test",
    ]);
    assert.deepEqual(Object.keys(res.body[0]).sort(), [
      "createdAt",
      "html",
      "id",
      "subject",
      "text",
      "to",
    ]);
    const page = await app.request("/dev/mail");
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    const html = await page.text();
    assert.match(html, /<a href="https:\/\/x\.test\/a">/);
    assert.ok(html.indexOf("Two") < html.indexOf("One"));
  },
);

forEachTestApp("dev mail is not served in production", async (_t, app) => {
  const res = await app.request("/api/dev/mail");
  assert.equal(res.status, 404);
  await res.body?.cancel();
}, {
  config: {
    appEnv: "production",
    jwtSecret: "prod-secret-0123456789abcdef0123456789",
    altchaHmacKey: "prod-altcha-key-0123456789",
    conversionsSecret: "prod-conv-0123456789",
  },
});

import assert from "node:assert/strict";
import { forEachTestApp } from "../test_app.ts";
import { renderOutboxPage } from "./dev_mail.ts";
import { createApp } from "../app.ts";

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
      "headers",
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

forEachTestApp(
  "dev mail answers only to callers on this machine: 404 to any other peer, forwarded headers or not",
  async (_t, app) => {
    await app.infra.mailer.send({
      to: "admin@kamai.test",
      subject: "Reset your password",
      text: "http://localhost/reset-password/secret",
      html: "<p>secret</p>",
    });
    const served = createApp(app.ctx, app.services);
    const from = (hostname: string, headers: Record<string, string> = {}) =>
      Promise.all(["/api/dev/mail", "/dev/mail"].map(async (path) => {
        const res = await served.request(path, { headers }, {
          remoteAddr: { hostname, port: 40000, transport: "tcp" },
        });
        const body = await res.text();
        return { status: res.status, leaks: body.includes("secret") };
      }));
    for (const outsider of ["192.0.2.10", "2001:db8::1", "::ffff:192.0.2.10"]) {
      assert.deepEqual(
        await from(outsider, { "x-forwarded-for": "127.0.0.1" }),
        [{ status: 404, leaks: false }, { status: 404, leaks: false }],
        outsider,
      );
    }
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      assert.deepEqual(
        await from(local),
        [{ status: 200, leaks: true }, { status: 200, leaks: true }],
        local,
      );
    }
    // Over the wire from this machine it still works (the test client is on loopback).
    assert.equal((await app.json("/api/dev/mail")).status, 200);
  },
);

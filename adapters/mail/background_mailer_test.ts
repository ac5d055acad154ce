import assert from "node:assert/strict";
import type { MailMessage } from "../../domain/mail/mailer.ts";
import { createBackgroundMailer } from "./background_mailer.ts";
import { createMailerSendMailer } from "./mailersend_mailer.ts";

const message: MailMessage = {
  to: "sana@kamai.test",
  subject: "Reset your Kamai password",
  text: "Hi",
  html: "<p>Hi</p>",
};

Deno.test("send() resolves before a slow mailer delivers; idle() waits until it has", async () => {
  const delivered: string[] = [];
  const mailer = createBackgroundMailer({
    send: async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      delivered.push(m.to);
    },
  });
  const started = performance.now();
  await mailer.send(message);
  await mailer.send({ ...message, to: "ali@kamai.test" });
  assert.ok(performance.now() - started < 300);
  assert.deepEqual(delivered, []);
  await mailer.idle();
  assert.deepEqual(delivered.sort(), ["ali@kamai.test", "sana@kamai.test"]);
  await mailer.idle();
});

// MailerSend is not reachable from tests: a local server plays its /v1/email endpoint and refuses.
Deno.test("a message MailerSend refuses is logged, and send() still resolved", async () => {
  let calls = 0;
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (req) => {
      calls += 1;
      await req.body?.cancel();
      return Response.json({ message: "domain not verified" }, {
        status: 422,
      });
    },
  );
  const logged: { text: string; error: unknown }[] = [];
  try {
    const mailer = createBackgroundMailer(
      createMailerSendMailer({
        apiKey: "mlsn.key",
        from: "Kamai <no-reply@kamai.pk>",
        endpoint: `http://127.0.0.1:${server.addr.port}/v1/email`,
      }),
      (text, error) => logged.push({ text, error }),
    );
    await mailer.send(message);
    await mailer.idle();
    assert.equal(calls, 1);
    assert.equal(logged.length, 1);
    assert.match(logged[0].text, /Reset your Kamai password/);
    assert.match(String(logged[0].error), /422.*domain not verified/);
  } finally {
    await server.shutdown();
  }
});

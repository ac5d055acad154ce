import assert from "node:assert/strict";
import { createBestEffortMailer } from "./best_effort_mailer.ts";
import { createMailerSendMailer } from "./mailersend_mailer.ts";

const message = {
  to: "sana@kamai.test",
  subject: "Verify your Kamai email",
  text: "Hi",
  html: "<p>Hi</p>",
};

// MailerSend is not reachable from tests: a local server plays its /v1/email endpoint and refuses.
Deno.test("a message MailerSend refuses is logged, and send() still resolves", async () => {
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
    const mailer = createBestEffortMailer(
      createMailerSendMailer({
        apiKey: "mlsn.key",
        from: "Kamai <no-reply@kamai.pk>",
        endpoint: `http://127.0.0.1:${server.addr.port}/v1/email`,
      }),
      (text, error) => logged.push({ text, error }),
    );
    await mailer.send(message);
    assert.equal(calls, 1);
    assert.equal(logged.length, 1);
    assert.match(logged[0].text, /Verify your Kamai email/);
    assert.match(String(logged[0].error), /422.*domain not verified/);
  } finally {
    await server.shutdown();
  }
});

Deno.test("a message that is sent logs nothing", async () => {
  const sent: string[] = [];
  const logged: string[] = [];
  const mailer = createBestEffortMailer(
    { send: (m) => Promise.resolve(void sent.push(m.to)) },
    (text) => logged.push(text),
  );
  await mailer.send(message);
  assert.deepEqual(sent, ["sana@kamai.test"]);
  assert.deepEqual(logged, []);
});

import assert from "node:assert/strict";
import {
  createMailerSendMailer,
  mailerSendHeaders,
  parseSender,
} from "./mailersend_mailer.ts";

Deno.test("parseSender splits 'Name <address>'", () => {
  assert.deepEqual(parseSender("Kamai <no-reply@kamai.pk>"), {
    email: "no-reply@kamai.pk",
    name: "Kamai",
  });
  assert.deepEqual(parseSender("no-reply@kamai.pk"), {
    email: "no-reply@kamai.pk",
  });
});

// MailerSend is not reachable from tests: a local server plays its /v1/email endpoint.
Deno.test("MailerSend mailer posts from, to, subject, text and html with the API key; throws on refusal", async () => {
  const requests: { auth: string | null; body: Record<string, unknown> }[] = [];
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (req) => {
      const body = await req.json();
      requests.push({ auth: req.headers.get("authorization"), body });
      return body.subject === "fail"
        ? Response.json({ message: "invalid" }, { status: 422 })
        : new Response(null, { status: 202 });
    },
  );
  try {
    const mailer = createMailerSendMailer({
      apiKey: "mlsn.key",
      from: "Kamai <no-reply@kamai.pk>",
      endpoint: `http://127.0.0.1:${server.addr.port}/v1/email`,
    });
    await mailer.send({
      to: "a@b.pk",
      subject: "Hello",
      text: "Hi",
      html: "<p>Hi</p>",
    });
    assert.equal(requests[0].auth, "Bearer mlsn.key");
    assert.deepEqual(requests[0].body, {
      from: { email: "no-reply@kamai.pk", name: "Kamai" },
      to: [{ email: "a@b.pk" }],
      subject: "Hello",
      text: "Hi",
      html: "<p>Hi</p>",
    });
    await assert.rejects(
      () => mailer.send({ to: "a@b.pk", subject: "fail", text: "", html: "" }),
      /422/,
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test("MailerSend gets List-Unsubscribe in its own field and the other headers as name/value pairs", () => {
  assert.deepEqual(
    mailerSendHeaders({
      "List-Unsubscribe": "<https://kamai.test/api/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }),
    {
      list_unsubscribe: "https://kamai.test/api/unsubscribe?token=t",
      headers: [{
        name: "List-Unsubscribe-Post",
        value: "List-Unsubscribe=One-Click",
      }],
    },
  );
  assert.deepEqual(mailerSendHeaders(undefined), {});
});

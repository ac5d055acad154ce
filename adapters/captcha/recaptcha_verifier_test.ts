import assert from "node:assert/strict";
import { createRecaptchaVerifier } from "./recaptcha_verifier.ts";

// Google is not reachable from tests: a local server plays siteverify and records what it was sent.
Deno.test("reCAPTCHA posts secret, response and remoteip to siteverify and trusts only success: true", async () => {
  const seen: URLSearchParams[] = [];
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (req) => {
      const form = new URLSearchParams(await req.text());
      seen.push(form);
      if (form.get("response") === "boom") {
        return new Response("down", {
          status: 500,
        });
      }
      return Response.json({ success: form.get("response") === "good-token" });
    },
  );
  try {
    const endpoint = `http://127.0.0.1:${server.addr.port}/siteverify`;
    const verifier = createRecaptchaVerifier({ secret: "s3cret", endpoint });
    assert.equal(await verifier.verify("good-token", "203.0.113.5"), true);
    assert.equal(seen[0].get("secret"), "s3cret");
    assert.equal(seen[0].get("remoteip"), "203.0.113.5");
    assert.equal(await verifier.verify("bad-token", null), false);
    assert.equal(await verifier.verify("boom", null), false);
    assert.equal(await verifier.verify("", null), false);
    const unreachable = createRecaptchaVerifier({
      secret: "s",
      endpoint: "http://127.0.0.1:1/siteverify",
    });
    assert.equal(await unreachable.verify("good-token", null), false);
  } finally {
    await server.shutdown();
  }
});

import assert from "node:assert/strict";
import { Hono } from "hono";
import { apiError } from "./api_error.ts";
import { renderError } from "./app_shell.ts";
import {
  completePolicy,
  contentSecurityPolicy,
  HSTS,
  INVOICE_STYLE_HASH,
  LEGACY_INVOICE_STYLE_HASH,
  securityHeaders,
} from "./security_headers.ts";
import { createStaticWeb } from "./static_web.ts";

/** Parses a policy into directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => d.trim().split(/\s+/)).map((
      [name, ...values],
    ) => [name, values]),
  );
}

async function app(production: boolean) {
  const dist = await Deno.makeTempDir();
  await Deno.mkdir(`${dist}/assets`);
  await Deno.writeTextFile(`${dist}/index.html`, "<div id=root></div>");
  await Deno.writeTextFile(`${dist}/assets/app-abc.js`, "console.log(1)");
  const hono = new Hono();
  hono.use("*", securityHeaders({ production, recaptcha: false }));
  hono.get("/api/ok", (c) => c.json({ ok: true }));
  hono.get("/api/conflict", () => {
    throw apiError("CONFLICT", "Email already registered");
  });
  hono.get("/api/bug", () => {
    throw new Error("boom");
  });
  hono.get("/api/doc", (c) => {
    c.header("Content-Security-Policy", "default-src 'none'");
    c.header("Referrer-Policy", "no-referrer");
    return c.html("<p>doc</p>");
  });
  hono.use("*", createStaticWeb({ distDir: dist, cacheInMemory: false }));
  hono.notFound((c) =>
    c.json({ message: "Not found", code: "NOT_FOUND" }, 404)
  );
  hono.onError((error, c) => renderError(error, c));
  return hono;
}

Deno.test("the policy allows only our own scripts, no inline script, no framing, no plugins", () => {
  const csp = directives(
    contentSecurityPolicy({ production: true, recaptcha: false }),
  );
  assert.deepEqual(csp.get("default-src"), ["'self'"]);
  assert.deepEqual(csp.get("script-src"), ["'self'"]);
  assert.deepEqual(csp.get("style-src"), [
    "'self'",
    INVOICE_STYLE_HASH,
    LEGACY_INVOICE_STYLE_HASH,
  ]);
  assert.deepEqual(csp.get("img-src"), ["'self'", "data:"]);
  assert.deepEqual(csp.get("connect-src"), ["'self'"]);
  assert.deepEqual(csp.get("worker-src"), ["'self'"]);
  assert.deepEqual(csp.get("object-src"), ["'none'"]);
  assert.deepEqual(csp.get("base-uri"), ["'none'"]);
  assert.deepEqual(csp.get("frame-ancestors"), ["'none'"]);
  assert.deepEqual(csp.get("form-action"), ["'self'"]);
  for (const sources of csp.values()) {
    assert.ok(!sources.includes("'unsafe-eval'"));
    assert.ok(!sources.includes("https://www.google.com"));
  }
  assert.ok(!csp.get("script-src")!.includes("'unsafe-inline'"));
});

Deno.test("reCAPTCHA's hosts are allowed only when it is configured", () => {
  const csp = directives(
    contentSecurityPolicy({ production: false, recaptcha: true }),
  );
  assert.deepEqual(csp.get("script-src"), [
    "'self'",
    "https://www.google.com/recaptcha/",
    "https://www.gstatic.com/recaptcha/",
  ]);
  assert.deepEqual(csp.get("connect-src"), [
    "'self'",
    "https://www.google.com",
  ]);
  assert.ok(
    csp.get("frame-src")!.includes("https://www.google.com/recaptcha/"),
  );
});

Deno.test("a route's own policy keeps its choices and gains the directives every page needs", () => {
  const csp = directives(
    completePolicy("default-src 'none'; style-src 'unsafe-inline';"),
  );
  assert.deepEqual(csp.get("default-src"), ["'none'"]);
  assert.deepEqual(csp.get("style-src"), ["'unsafe-inline'"]);
  assert.deepEqual(csp.get("object-src"), ["'none'"]);
  assert.deepEqual(csp.get("base-uri"), ["'none'"]);
  assert.deepEqual(csp.get("frame-ancestors"), ["'none'"]);
  assert.deepEqual(
    directives(completePolicy("frame-ancestors 'self'")).get("frame-ancestors"),
    ["'self'"],
  );
});

Deno.test("every answer carries the headers: JSON, errors, 404, static files, the SPA page", async () => {
  const hono = await app(false);
  const originalError = console.error;
  console.error = () => {};
  try {
    for (
      const [path, status] of [
        ["/api/ok", 200],
        ["/api/conflict", 409],
        ["/api/bug", 500],
        ["/api/nothing", 404],
        ["/assets/app-abc.js", 200],
        ["/some/page", 200],
      ] as const
    ) {
      const res = await hono.request(path);
      await res.body?.cancel();
      assert.equal(res.status, status, path);
      assert.equal(
        res.headers.get("content-security-policy"),
        contentSecurityPolicy({ production: false, recaptcha: false }),
        path,
      );
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.equal(
        res.headers.get("referrer-policy"),
        "strict-origin-when-cross-origin",
      );
      assert.equal(res.headers.get("x-frame-options"), "DENY");
      assert.equal(res.headers.get("strict-transport-security"), null, path);
    }
  } finally {
    console.error = originalError;
  }
});

Deno.test("HSTS only in production; a route's own policy and referrer policy are kept", async () => {
  const hono = await app(true);
  const ok = await hono.request("/api/ok");
  assert.equal(ok.headers.get("strict-transport-security"), HSTS);
  assert.equal(HSTS, "max-age=63072000; includeSubDomains");
  const doc = await hono.request("/api/doc");
  assert.equal(
    doc.headers.get("content-security-policy"),
    "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  );
  assert.equal(doc.headers.get("referrer-policy"), "no-referrer");
  assert.equal(doc.headers.get("strict-transport-security"), HSTS);
});

Deno.test("the invoice's stylesheet is allowed by its hash, exactly as the invoice embeds it", async () => {
  const { INVOICE_STYLES } = await import(
    "../../domain/payouts/render_invoice.ts"
  );
  const digest = new Uint8Array(
    await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(INVOICE_STYLES),
    ),
  );
  assert.equal(
    INVOICE_STYLE_HASH,
    `'sha256-${btoa(String.fromCharCode(...digest))}'`,
  );
});

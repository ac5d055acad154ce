import assert from "node:assert/strict";
import { createAppShell } from "./app_shell.ts";
import { testAppConfig } from "./test_app.ts";

/** The real shell around one API route; no database is touched by these requests. */
function shell(corsOrigins?: string[]) {
  return createAppShell(
    {
      config: testAppConfig({ corsOrigins }),
      health: { ping: () => Promise.resolve() },
    },
    (app) => {
      app.get("/api/thing", (c) => c.json({ ok: true }));
      app.post("/api/thing", (c) => c.json({ ok: true }, 201));
    },
  );
}

const preflight = (origin: string) => ({
  method: "OPTIONS",
  headers: {
    origin,
    "access-control-request-method": "POST",
    "access-control-request-headers": "authorization, content-type",
  },
});

Deno.test("CORS is closed by default: no Access-Control-Allow-Origin for anyone", async () => {
  for (const app of [shell(), shell([])]) {
    const res = await app.request("/api/thing", {
      headers: { origin: "https://evil.example" },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), null);
    const pre = await app.request(
      "/api/thing",
      preflight("https://evil.example"),
    );
    await pre.body?.cancel();
    assert.equal(pre.headers.get("access-control-allow-origin"), null);
    assert.equal(pre.headers.get("access-control-allow-methods"), null);
  }
});

Deno.test("CORS_ORIGINS opens the API to exactly the listed origins", async () => {
  const app = shell(["https://partner.example", "http://localhost:5173"]);
  const res = await app.request("/api/thing", {
    headers: { origin: "https://partner.example" },
  });
  assert.equal(res.status, 200);
  assert.equal(
    res.headers.get("access-control-allow-origin"),
    "https://partner.example",
  );
  assert.match(res.headers.get("vary") ?? "", /Origin/);
  // Security headers still apply to CORS answers.
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");

  const pre = await app.request(
    "/api/thing",
    preflight("http://localhost:5173"),
  );
  assert.equal(pre.status, 204);
  assert.equal(
    pre.headers.get("access-control-allow-origin"),
    "http://localhost:5173",
  );
  assert.match(pre.headers.get("access-control-allow-methods") ?? "", /POST/);
  assert.match(
    pre.headers.get("access-control-allow-headers") ?? "",
    /Authorization/,
  );

  for (
    const origin of [
      "https://evil.example",
      "https://partner.example.evil.example",
      "http://partner.example",
      "null",
    ]
  ) {
    const other = await app.request("/api/thing", {
      method: "POST",
      headers: { origin },
    });
    assert.equal(other.status, 201, origin);
    assert.equal(
      other.headers.get("access-control-allow-origin"),
      null,
      origin,
    );
  }
});

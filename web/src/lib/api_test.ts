import assert from "node:assert/strict";
import {
  api,
  ApiError,
  configureApi,
  globalRedirectFor,
  messageOf,
} from "./api.ts";
import { readSession, saveSession } from "./session.ts";

Deno.test("global redirect rules of docs/product.md §8", () => {
  assert.equal(globalRedirectFor(410, null, "/dashboard"), "/register");
  assert.equal(
    globalRedirectFor(401, "USER_DELETED", "/dashboard"),
    "/register",
  );
  assert.equal(globalRedirectFor(401, "INVALID_TOKEN", "/dashboard"), "/login");
  assert.equal(globalRedirectFor(401, null, "/verify/abc"), null);
  assert.equal(globalRedirectFor(401, null, "/complete-profile"), null);
  assert.equal(
    globalRedirectFor(403, "FORBIDDEN", "/admin/users"),
    "/unauthorized",
  );
  assert.equal(globalRedirectFor(404, "NOT_FOUND", "/x"), null);
  assert.equal(
    globalRedirectFor(403, "TWO_FACTOR_REQUIRED", "/admin/users"),
    "/two-factor",
  );
});

Deno.test("api sends the bearer token, parses JSON and applies the rules against a real server", async (t) => {
  const seen: string[] = [];
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (req) => {
      const url = new URL(req.url);
      seen.push(
        `${req.method} ${url.pathname} ${req.headers.get("authorization")}`,
      );
      if (url.pathname === "/headers") {
        return Response.json({
          key: req.headers.get("idempotency-key"),
          type: req.headers.get("content-type"),
        });
      }
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (url.pathname === "/ok") return json(200, { echo: await req.json() });
      if (url.pathname === "/gone") {
        return json(410, {
          message: "Account deleted",
          code: "USER_DELETED",
        });
      }
      if (url.pathname === "/expired") {
        return json(401, {
          message: "Session expired",
          code: "INVALID_TOKEN",
        });
      }
      if (url.pathname === "/forbidden") {
        return json(403, {
          message: "Admins only",
          code: "FORBIDDEN",
        });
      }
      return new Response("oops", { status: 500 });
    },
  );
  const navigations: string[] = [];
  let path = "/dashboard";
  configureApi({
    baseUrl: () => `http://127.0.0.1:${server.addr.port}`,
    navigate: (to) => navigations.push(to),
    currentPath: () => path,
  });
  try {
    await t.step(
      "success returns the parsed body and carries the token",
      async () => {
        saveSession({ token: "tok", role: "user", approved: true });
        const res = await api<{ echo: unknown }>("/ok", { body: { a: 1 } });
        assert.deepEqual(res, { echo: { a: 1 } });
        assert.equal(seen.at(-1), "POST /ok Bearer tok");
      },
    );
    await t.step("extra headers are sent beside the JSON ones", async () => {
      const res = await api<{ key: string; type: string }>("/headers", {
        body: { amount: 5 },
        headers: { "Idempotency-Key": "key-1" },
      });
      assert.deepEqual(res, { key: "key-1", type: "application/json" });
      assert.equal(seen.at(-1), "POST /headers Bearer tok");
    });
    await t.step("410 clears the session and goes to /register", async () => {
      const e = await api("/gone").catch((e) => e);
      assert.ok(e instanceof ApiError);
      assert.equal(e.status, 410);
      assert.equal(e.code, "USER_DELETED");
      assert.equal(readSession().token, null);
      assert.equal(navigations.at(-1), "/register");
    });
    await t.step(
      "401 goes to /login, but passes through on /verify/ pages",
      async () => {
        saveSession({ token: "tok", role: "user", approved: true });
        await assert.rejects(api("/expired"), ApiError);
        assert.equal(navigations.at(-1), "/login");
        assert.equal(readSession().token, null);
        path = "/verify/xyz";
        navigations.length = 0;
        await assert.rejects(api("/expired"), ApiError);
        assert.deepEqual(navigations, []);
      },
    );
    await t.step(
      "403 goes to /unauthorized and keeps the session",
      async () => {
        path = "/admin/users";
        saveSession({ token: "tok", role: "admin", approved: true });
        await assert.rejects(api("/forbidden"), ApiError);
        assert.equal(navigations.at(-1), "/unauthorized");
        assert.equal(readSession().token, "tok");
      },
    );
    await t.step(
      "public calls never redirect; messageOf falls back without a server message",
      async () => {
        navigations.length = 0;
        const e = await api("/forbidden", { public: true }).catch((e) => e);
        assert.deepEqual(navigations, []);
        assert.equal(messageOf(e, "Login failed"), "Admins only");
        const plain = await api("/boom").catch((e: ApiError) => e) as ApiError;
        assert.equal(plain.status, 500);
        assert.equal(messageOf(plain, "Login failed"), "Login failed");
      },
    );
  } finally {
    await server.shutdown();
    localStorage.clear();
  }
});

import assert from "node:assert/strict";
import type { Hono } from "hono";
import type { Sql } from "postgres";
import type { AppConfig } from "../config.ts";
import {
  forEachDatabase,
  openTestDatabase,
  testDatabaseKinds,
} from "../postgres/test_databases.ts";
import { apiError } from "./api_error.ts";
import { createAppShell } from "./app_shell.ts";
import { testAppConfig } from "./test_app.ts";

// The test app's development config, without its admin account.
function config(webDistDir: string): AppConfig {
  return testAppConfig({
    publicUrl: "http://localhost:8000",
    adminEmail: null,
    adminPassword: null,
    webDistDir,
  });
}

/** The shell with a few routes standing in for the real routers, which are tested in their own files. */
function shell(sql: Sql, distDir = "/nonexistent/dist"): Hono {
  return createAppShell({
    config: config(distDir),
    health: { ping: () => sql`select 1` },
  }, (app) => {
    app.post("/api/echo", async (c) => c.json(await c.req.json()));
    app.post("/api/products", async (c) => {
      const form = await c.req.formData();
      return c.json({ size: (form.get("image") as File).size }, 201);
    });
    app.get("/api/conflict", () => {
      throw apiError("CONFLICT", "Email already registered");
    });
    app.get("/api/bug", () => {
      throw new TypeError("cannot read properties of undefined");
    });
    app.get("/dev/mail", (c) => c.text("outbox"));
  });
}

async function makeDist(): Promise<string> {
  const dist = await Deno.makeTempDir();
  await Deno.mkdir(`${dist}/assets`);
  await Deno.mkdir(`${dist}/pages`);
  await Deno.writeTextFile(
    `${dist}/index.html`,
    "<!doctype html><div id=root>spa</div>",
  );
  await Deno.writeTextFile(`${dist}/pages/home.html`, "<h1>home page</h1>");
  await Deno.writeTextFile(`${dist}/pages/login.html`, "<h1>login page</h1>");
  await Deno.writeTextFile(`${dist}/assets/index-abc123.js`, "console.log(1)");
  await Deno.writeTextFile(`${dist}/favicon.svg`, "<svg/>");
  return dist;
}

forEachDatabase(
  "app shell: health, errors, limits, headers",
  async (t, { sql }) => {
    const app = shell(sql);

    await t.step(
      "GET /api/health answers ok with security headers",
      async () => {
        const res = await app.request("/api/health");
        assert.equal(res.status, 200);
        assert.deepEqual(await res.json(), { status: "ok" });
        assert.equal(res.headers.get("x-content-type-options"), "nosniff");
        assert.equal(
          res.headers.get("referrer-policy"),
          "strict-origin-when-cross-origin",
        );
        assert.equal(res.headers.get("x-frame-options"), "DENY");
      },
    );

    await t.step("an unknown /api path is a JSON 404", async () => {
      for (
        const [method, path] of [["GET", "/api/nope"], [
          "POST",
          "/api/health/x",
        ], ["DELETE", "/api"]]
      ) {
        const res = await app.request(path, { method });
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.deepEqual(await res.json(), {
          message: "Not found",
          code: "NOT_FOUND",
        });
      }
    });

    await t.step(
      "malformed JSON is a 400 INVALID_JSON, not a 500",
      async () => {
        const res = await app.request("/api/echo", {
          method: "POST",
          body: "{oops",
          headers: { "content-type": "application/json" },
        });
        assert.equal(res.status, 400);
        assert.deepEqual(await res.json(), {
          message: "The request body is not valid JSON",
          code: "INVALID_JSON",
        });
      },
    );

    await t.step(
      "an apiError keeps its status and body; a bug is a generic 500",
      async () => {
        const conflict = await app.request("/api/conflict");
        assert.equal(conflict.status, 409);
        assert.deepEqual(await conflict.json(), {
          message: "Email already registered",
          code: "CONFLICT",
        });
        assert.equal(conflict.headers.get("x-frame-options"), "DENY");
        const originalError = console.error;
        console.error = () => {};
        try {
          const bug = await app.request("/api/bug");
          assert.equal(bug.status, 500);
          assert.deepEqual(await bug.json(), {
            message: "Something went wrong on our side. Please try again.",
            code: "INTERNAL_ERROR",
          });
        } finally {
          console.error = originalError;
        }
      },
    );

    await t.step(
      "bodies over 1 MB get 413; product uploads may be up to 3 MB",
      async () => {
        const big = JSON.stringify({ text: "x".repeat(1024 * 1024 + 10) });
        const res = await app.request("/api/echo", {
          method: "POST",
          body: big,
          headers: { "content-type": "application/json" },
        });
        assert.equal(res.status, 413);
        assert.deepEqual(await res.json(), {
          message: "The request is too large (the limit is 1 MB)",
          code: "PAYLOAD_TOO_LARGE",
        });
        const small = await app.request("/api/echo", {
          method: "POST",
          body: JSON.stringify({ a: 1 }),
          headers: { "content-type": "application/json" },
        });
        assert.deepEqual(await small.json(), { a: 1 });

        const upload = (bytes: number) => {
          const form = new FormData();
          form.set("title", "T");
          form.set(
            "image",
            new File([new Uint8Array(bytes)], "p.png", { type: "image/png" }),
          );
          return app.request("/api/products", { method: "POST", body: form });
        };
        const ok = await upload(2 * 1024 * 1024);
        assert.equal(ok.status, 201);
        assert.deepEqual(await ok.json(), { size: 2 * 1024 * 1024 });
        const tooBig = await upload(3 * 1024 * 1024 + 1);
        assert.equal(tooBig.status, 413);
        assert.equal((await tooBig.json()).code, "PAYLOAD_TOO_LARGE");
      },
    );

    await t.step(
      "without a web build, pages answer 503 saying how to build it",
      async () => {
        const res = await app.request("/login");
        assert.equal(res.status, 503);
        assert.match(await res.text(), /deno task build/);
      },
    );
  },
);

for (const kind of testDatabaseKinds()) {
  Deno.test({
    name: `app shell: health is 503 when the database is gone [${kind}]`,
    sanitizeOps: false,
    sanitizeResources: false,
  }, async () => {
    const db = await openTestDatabase(kind, { migrate: false });
    const app = shell(db.sql);
    assert.equal((await app.request("/api/health")).status, 200);
    await db.close();
    const originalError = console.error;
    console.error = () => {};
    try {
      const res = await app.request("/api/health");
      assert.equal(res.status, 503);
      assert.deepEqual(await res.json(), {
        message: "The database is not reachable",
        code: "SERVICE_UNAVAILABLE",
      });
    } finally {
      console.error = originalError;
    }
  });
}

forEachDatabase(
  "app shell: static web with history fallback and cache headers",
  async (t, { sql }) => {
    const dist = await makeDist();
    const app = shell(sql, dist);
    const get = async (path: string, init?: RequestInit) => {
      const res = await app.request(path, init);
      return {
        status: res.status,
        body: await res.text(),
        type: res.headers.get("content-type"),
        cache: res.headers.get("cache-control"),
      };
    };
    try {
      await t.step(
        "/ and /home serve the pre-rendered landing page",
        async () => {
          for (const path of ["/", "/home"]) {
            const res = await get(path);
            assert.deepEqual(res, {
              status: 200,
              body: "<h1>home page</h1>",
              type: "text/html; charset=utf-8",
              cache: "no-cache",
            });
          }
        },
      );

      await t.step(
        "a page with a pre-rendered file gets it; other routes get index.html",
        async () => {
          assert.equal((await get("/login")).body, "<h1>login page</h1>");
          for (
            const path of [
              "/dashboard",
              "/verify/abc123",
              "/admin/profiles",
              "/register",
            ]
          ) {
            const res = await get(path);
            assert.equal(res.status, 200, path);
            assert.equal(
              res.body,
              "<!doctype html><div id=root>spa</div>",
              path,
            );
            assert.equal(res.cache, "no-cache", path);
          }
        },
      );

      await t.step(
        "hashed assets are cached for a year, other files briefly",
        async () => {
          const asset = await get("/assets/index-abc123.js");
          assert.deepEqual(asset, {
            status: 200,
            body: "console.log(1)",
            type: "text/javascript; charset=utf-8",
            cache: "public, max-age=31536000, immutable",
          });
          const icon = await get("/favicon.svg");
          assert.equal(icon.type, "image/svg+xml");
          assert.equal(icon.cache, "public, max-age=300");
        },
      );

      await t.step(
        "missing files, /api, /go and non-GET requests never fall back to the SPA",
        async () => {
          assert.equal((await get("/assets/missing-123.js")).status, 404);
          assert.equal(
            (await get("/api/unknown")).type,
            "application/json; charset=utf-8",
          );
          assert.equal((await get("/go/abc")).status, 404);
          assert.equal((await get("/login", { method: "POST" })).status, 404);
          assert.equal((await get("/dev/mail")).body, "outbox");
          // Dot segments are resolved by URL parsing and encoded slashes are refused: nothing outside dist is read.
          assert.equal(
            (await get("/%2e%2e/%2e%2e/etc/passwd")).body,
            "<!doctype html><div id=root>spa</div>",
          );
          assert.equal(
            (await get("/assets/..%2f..%2f..%2fetc%2fhosts.txt")).status,
            404,
          );
        },
      );

      await t.step("HEAD answers like GET without a body", async () => {
        const res = await app.request("/", { method: "HEAD" });
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("cache-control"), "no-cache");
      });
    } finally {
      await Deno.remove(dist, { recursive: true });
    }
  },
);

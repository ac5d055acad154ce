import assert from "node:assert/strict";
import { createApp } from "./app.ts";
import { listRoutes } from "./route_inventory.ts";
import { forEachTestApp } from "./test_app.ts";

const ONE_MB = 1024 * 1024;

forEachTestApp(
  "every route with a body refuses one over 1 MB with 413, before auth or parsing",
  async (t, app) => {
    const writes = listRoutes(createApp(app.ctx, app.services)).filter((r) =>
      r.method !== "GET"
    );
    assert.ok(writes.length >= 20, `only ${writes.length} write routes`);
    const big = JSON.stringify({ text: "x".repeat(ONE_MB) });

    await t.step("declared length over the limit", async () => {
      for (const { method, path } of writes) {
        const url = path.replaceAll(/:[a-zA-Z]+/g, "1");
        const res = await app.json(url, {
          method,
          body: big,
          headers: { "content-type": "application/json" },
        });
        assert.equal(res.status, 413, `${method} ${path}`);
        assert.deepEqual(res.body, {
          message: "The request is too large (the limit is 1 MB)",
          code: "PAYLOAD_TOO_LARGE",
        });
      }
    });

    await t.step(
      "a streamed body with no length is cut at the limit too",
      async () => {
        const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent > 2 * ONE_MB) return controller.close();
            sent += chunk.length;
            controller.enqueue(chunk);
          },
        });
        const res = await app.request("/api/auth/login", {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        });
        assert.equal(res.status, 413);
        assert.equal((await res.json()).code, "PAYLOAD_TOO_LARGE");
      },
    );

    await t.step(
      "a non-API path refuses an oversized body as well",
      async () => {
        const res = await app.json("/go/some-code", {
          method: "POST",
          body: big,
          headers: { "content-type": "application/json" },
        });
        assert.equal(res.status, 413);
      },
    );
  },
);

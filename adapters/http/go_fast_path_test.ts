/**
 * The server's fast path for /go/{code} (issue 12, item 8): a served instance answers the redirect without the
 * router, with the same answers as the router's route, the request id, the JSON log line and the metrics.
 */
import assert from "node:assert/strict";
import { startKamai } from "../bootstrap.ts";
import { createJsonLog } from "../observability/json_log.ts";
import { testAppConfig } from "./test_app.ts";
import { createUser } from "./test_users.ts";

Deno.test({
  name:
    "a served /go answers like the router's route, logs its line and counts its metrics",
  sanitizeOps: false,
  sanitizeResources: false,
}, async (t) => {
  const written: string[] = [];
  const decoder = new TextDecoder();
  const log = createJsonLog({
    write: (bytes) => written.push(decoder.decode(bytes)),
  });
  const kamai = await startKamai(
    testAppConfig({
      logRequests: "all",
      metricsToken: "fast-path-metrics-token-0123456789",
      trustedProxies: ["127.0.0.1/32", "::1/128"],
    }),
    { publicUrlFromPort: true, log },
  );
  try {
    const user = await createUser(kamai.infra, { approved: true });
    const [{ id: productId }] = await kamai.infra.sql<{ id: number }[]>`
      INSERT INTO products (title, description, commission_bp)
      VALUES ('Course', 'A course', 5000) RETURNING id`;
    await kamai.infra.sql`
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      VALUES (${user.id}, ${productId}, 'https://shop.example/p?ref={click_id}', 'fast1')`;
    const go = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${kamai.url}${path}`, {
        redirect: "manual",
        headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 fast", ...headers },
      });
    const logLines = () => {
      log.flush();
      return written.join("").split("\n").filter((l) => l !== "").map((l) =>
        JSON.parse(l) as Record<string, unknown>
      );
    };

    await t.step(
      "a redirect with a signed click id, its request id and log line",
      async () => {
        const res = await go("/go/fast1?utm=x", { "x-request-id": "edge-1.2" });
        await res.body?.cancel();
        assert.equal(res.status, 302);
        assert.match(
          res.headers.get("location") ?? "",
          /^https:\/\/shop\.example\/p\?ref=01[0-9a-f]{46}$/,
        );
        assert.equal(res.headers.get("cache-control"), "no-store");
        assert.equal(res.headers.get("x-request-id"), "edge-1.2");
        const line = logLines().find((l) => l.requestId === "edge-1.2");
        assert.ok(line, "a log line for the request");
        assert.equal(line.msg, "request");
        assert.equal(line.method, "GET");
        assert.equal(line.route, "/go/:code");
        assert.equal(line.status, 302);
        assert.equal(typeof line.durationMs, "number");
        assert.equal(typeof line.time, "string");
      },
    );

    await t.step(
      "a repeat visitor gets the same click id and its own request id; another forwarded client a new id",
      async () => {
        const first = await go("/go/fast1", {
          "x-forwarded-for": "203.0.113.9",
        });
        const again = await go("/go/fast1", {
          "x-forwarded-for": "203.0.113.9",
        });
        // Every visit of a kept visitor answers the same location with its own request id.
        const third = await go("/go/fast1", {
          "x-forwarded-for": "203.0.113.9",
          "x-request-id": "third-visit",
        });
        const fourth = await go("/go/fast1", {
          "x-forwarded-for": "203.0.113.9",
        });
        const other = await go("/go/fast1", {
          "x-forwarded-for": "198.51.100.4",
        });
        for (const r of [first, again, third, fourth, other]) {
          await r.body?.cancel();
        }
        for (const r of [again, third, fourth]) {
          assert.equal(r.status, 302);
          assert.equal(
            r.headers.get("location"),
            first.headers.get("location"),
          );
          assert.equal(r.headers.get("cache-control"), "no-store");
          assert.equal(r.headers.get("referrer-policy"), null);
        }
        assert.equal(third.headers.get("x-request-id"), "third-visit");
        assert.match(
          fourth.headers.get("x-request-id") ?? "",
          /^[0-9a-f-]{36}$/,
        );
        assert.notEqual(
          other.headers.get("location"),
          first.headers.get("location"),
        );
        await kamai.services.tracking.buffer.flush();
        const [{ n }] = await kamai.infra.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM clicks`;
        // The first step's click (the proxy's own address) and the two forwarded clients.
        assert.equal(n, 3);
      },
    );

    await t.step(
      "a bot follows the link without a click id; a new id is made for a wild request id",
      async () => {
        const res = await go("/go/fast1", {
          "user-agent": "facebookexternalhit/1.1",
          "x-request-id": "has spaces",
        });
        await res.body?.cancel();
        assert.equal(
          res.headers.get("location"),
          "https://shop.example/p?ref=",
        );
        assert.match(res.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
      },
    );

    await t.step(
      "unknown, encoded and nested codes answer the router's 404 page",
      async () => {
        for (const path of ["/go/nope", "/go/fa%73t1x", "/go/fast1/extra"]) {
          const res = await go(path);
          const text = await res.text();
          assert.equal(res.status, 404, path);
          if (path !== "/go/fast1/extra") assert.match(text, /Link not found/);
          assert.ok(res.headers.get("x-request-id"), path);
        }
        // An encoded code the router decodes still redirects.
        const encoded = await go("/go/fa%73t1");
        await encoded.body?.cancel();
        assert.equal(encoded.status, 302);
      },
    );

    await t.step(
      "HEAD redirects too, and /metrics counts the route",
      async () => {
        const head = await fetch(`${kamai.url}/go/fast1`, {
          method: "HEAD",
          redirect: "manual",
          headers: { "user-agent": "Mozilla/5.0 Chrome/126.0 fast" },
        });
        await head.body?.cancel();
        assert.equal(head.status, 302);
        const metrics = await (await fetch(`${kamai.url}/metrics`, {
          headers: {
            authorization: "Bearer fast-path-metrics-token-0123456789",
          },
        })).text();
        assert.match(
          metrics,
          /kamai_http_requests_total\{method="GET",route="\/go\/:code",status="302"\} [1-9]/,
        );
        assert.match(metrics, /route="\/go\/:code",status="404"/);
      },
    );
  } finally {
    await kamai.close();
  }
});

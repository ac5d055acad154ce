import assert from "node:assert/strict";
import { createUnsubscribeTokens } from "../../crypto/unsubscribe_tokens.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Validator } from "@seriousme/openapi-schema-validator";
import { forEachTestApp } from "../test_app.ts";
import { createApp } from "../app.ts";
import { listRoutes } from "../route_inventory.ts";
import { buildAccessFixtures } from "../access_fixtures.ts";
import { type AccessCall, sendCall } from "../access_request.ts";
import { signConversion } from "../../tracking/conversion_signature.ts";
import { buildOpenApiDocument, type Json } from "./openapi_document.ts";

/** A document built once per file and only read: building one (zod to JSON Schema) is most of a check's work. */
const built = new Map<string, Json>();
function documentOnce(serverUrl: string, appEnv?: string): Json {
  const key = `${serverUrl} ${appEnv}`;
  let doc = built.get(key);
  if (!doc) {
    doc = buildOpenApiDocument(serverUrl, appEnv);
    built.set(key, doc);
  }
  return doc;
}

/** The validator of the last served document, kept for the next backend's when the two are the same bar their server. */
let lastValidator: { key: string; ajv: Ajv2020 } | undefined;

/** Hono's "/api/payouts/:id/invoice" in OpenAPI's form "/api/payouts/{id}/invoice". */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

Deno.test("the document is valid OpenAPI 3.1, and the validator refuses a broken one", async () => {
  const doc = documentOnce("http://localhost:8000");
  assert.equal(doc.openapi, "3.1.1");
  for (const part of ["info", "paths", "components", "tags"]) {
    assert.ok(doc[part], `document has ${part}`);
  }
  const components = doc.components as Json;
  assert.deepEqual(
    Object.keys(components.securitySchemes as Json).sort(),
    [
      "affiliateApiKey",
      "bearerAuth",
      "conversionsSignature",
      "metricsToken",
      "operatorApiKey",
    ],
  );
  const result = await new Validator().validate(structuredClone(doc));
  assert.equal(result.valid, true, JSON.stringify(result.errors));
  const { info: _info, ...broken } = structuredClone(doc);
  assert.equal((await new Validator().validate(broken)).valid, false);
});

Deno.test("every $ref of the document names a schema it holds", () => {
  const doc = documentOnce("http://localhost:8000");
  const schemas = (doc.components as Json).schemas as Json;
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((
    m,
  ) => m[1]);
  assert.ok(refs.length > 20);
  const dangling = refs.filter((ref) =>
    !(ref.startsWith("#/components/schemas/") &&
      ref.slice("#/components/schemas/".length) in schemas)
  );
  assert.deepEqual(dangling, []);
});

/** One real call whose answer must match the document's schema for its operation and status. */
interface Sample {
  route: string;
  call: AccessCall;
  as?: "user" | "admin";
  status: number;
}

forEachTestApp(
  "openapi.json describes every route, and real answers match it",
  async (t, app) => {
    const served = await app.json("/api/openapi.json");
    assert.equal(served.status, 200);
    const doc = served.body as Json;
    const paths = doc.paths as Record<string, Record<string, Json>>;

    await t.step(
      "every route of Hono's table is in the document with its method",
      () => {
        const routes = listRoutes(createApp(app.ctx, app.services));
        assert.ok(routes.length > 40);
        const missing = routes
          .filter((r) => !paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
          .map((r) => `${r.method} ${r.path}`);
        assert.deepEqual(missing, [], "routes missing from /api/openapi.json");
        const registered = new Set(
          routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
        );
        const stale = Object.entries(paths).flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method} ${path}`)
        ).filter((key) => !registered.has(key));
        assert.deepEqual(
          stale,
          [],
          "documented operations the app does not serve",
        );
      },
    );

    await t.step(
      "the production document lists exactly the routes production serves (no /dev routes)",
      () => {
        const config = { ...app.ctx.config, appEnv: "production" as const };
        const production = listRoutes(
          createApp({ ...app.ctx, config }, app.services),
        ).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
        const documented = Object.entries(
          documentOnce("https://kamai.example", "production")
            .paths as Record<string, Json>,
        ).flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method} ${path}`)
        );
        assert.deepEqual(documented.sort(), production.sort());
        assert.ok(!documented.some((key) => /\/dev\//.test(key)));
        assert.ok(Object.keys(paths).includes("/api/dev/mail"));
      },
    );

    await t.step("/api/docs is an HTML page without script", async () => {
      const res = await app.request("/api/docs");
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      const html = await res.text();
      assert.ok(!/<script/i.test(html));
      assert.match(html, /\/api\/payouts\/admin\/pay\/\{id\}/);
      assert.match(
        res.headers.get("content-security-policy") ?? "",
        /default-src 'none'/,
      );
    });

    const f = await buildAccessFixtures(app);
    // The served document itself is the schema: each answer is checked against a pointer into it. Its schemas are
    // compiled as they are first used; a second backend serving the same document (only its server differs) uses
    // the ones compiled for the first.
    const key = JSON.stringify({ ...doc, servers: undefined });
    if (lastValidator?.key !== key) {
      const ajv = new Ajv2020({
        strict: false,
        allErrors: true,
        validateFormats: false,
      });
      ajv.addSchema(doc, "openapi.json");
      lastValidator = { key, ajv };
    }
    const ajv = lastValidator.ajv;
    const pointer = (path: string, method: string, status: number) =>
      `openapi.json#/paths/${
        path.replaceAll("~", "~0").replaceAll("/", "~1")
      }/${method}/responses/${status}/content/application~1json/schema`;

    const get = (path: string): AccessCall => ({ method: "GET", path });
    const importTarget = await app.json("/api/admin/sources", {
      token: f.admin.token,
      body: { name: "Report", kind: "postback", currency: "USD" },
    });
    const importCall = (): AccessCall => {
      const form = new FormData();
      form.set(
        "file",
        new File(
          [`Order,Link,Amount\nO-1,${f.a.linkCode},10\nO-2,,x\n`],
          "r.csv",
        ),
      );
      form.set(
        "mapping",
        JSON.stringify({
          order_id: "Order",
          link_code: "Link",
          amount: "Amount",
        }),
      );
      form.set("dryRun", "1");
      return {
        method: "POST",
        path: `/api/admin/sources/${importTarget.body.id}/import`,
        body: form,
      };
    };
    const raw = JSON.stringify({
      linkCode: f.a.linkCode,
      orderId: "openapi-sample-1",
      amount: 1500,
      status: "sale",
    });
    const signed: AccessCall = {
      method: "POST",
      path: "/api/conversions",
      body: raw,
      headers: {
        "content-type": "application/json",
        "kamai-signature": await signConversion(
          f.conversionsSecret,
          raw,
          Math.floor(Date.now() / 1000),
        ),
      },
    };
    // One flag, so the risk list's sample is not empty (the signals themselves: routes/risk_test.ts).
    await app.infra.sql`
      INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
      VALUES (${f.plain.id}, 'click_burst', 'medium', 'openapi-sample', '{"hits": 120}'::jsonb)`;
    // One announcement for everyone, so the inbox's samples are not empty (the rules: routes/announcements_test.ts).
    const [announcement] = await app.infra.sql<{ id: number }[]>`
      INSERT INTO announcements (title_en, title_ur, body_en, body_ur, audience, publish_at, created_by)
      VALUES ('Hello', 'سلام', 'See https://kamai.pk', 'دیکھیں', 'all', now() - interval '1 minute', ${f.admin.id})
      RETURNING id`;
    const samples: Sample[] = [
      { route: "GET /api/health", call: get("/api/health"), status: 200 },
      {
        route: "GET /api/captcha/config",
        call: get("/api/captcha/config"),
        status: 200,
      },
      {
        route: "GET /api/captcha/challenge",
        call: get("/api/captcha/challenge"),
        status: 200,
      },
      {
        route: "GET /api/auth/me",
        call: get("/api/auth/me"),
        as: "user",
        status: 200,
      },
      { route: "GET /api/auth/me", call: get("/api/auth/me"), status: 401 },
      {
        route: "PATCH /api/profile/language",
        call: {
          method: "PATCH",
          path: "/api/profile/language",
          body: { language: "ur" },
        },
        as: "user",
        status: 200,
      },
      // The test app has an admin, so only refusals can be sampled here (routes/setup_test.ts covers the rest).
      {
        route: "GET /api/setup/{token}",
        call: get("/api/setup/not-a-setup-token"),
        status: 404,
      },
      {
        route: "POST /api/setup/{token}",
        call: {
          method: "POST",
          path: "/api/setup/not-a-setup-token",
          body: { email: "first@kamai.test", password: "pass-12345" },
        },
        status: 404,
      },
      {
        route: "GET /api/auth/2fa",
        call: get("/api/auth/2fa"),
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/auth/2fa/setup",
        call: { method: "POST", path: "/api/auth/2fa/setup" },
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/auth/2fa/confirm",
        call: {
          method: "POST",
          path: "/api/auth/2fa/confirm",
          body: { code: "12345" },
        },
        as: "user",
        status: 400,
      },
      {
        route: "POST /api/auth/2fa/disable",
        call: {
          method: "POST",
          path: "/api/auth/2fa/disable",
          body: { password: "not-the-password" },
        },
        as: "user",
        status: 409,
      },
      {
        route: "POST /api/auth/2fa/recovery-codes",
        call: {
          method: "POST",
          path: "/api/auth/2fa/recovery-codes",
          body: { code: "123456" },
        },
        as: "user",
        status: 409,
      },
      {
        route: "POST /api/auth/2fa/verify",
        call: {
          method: "POST",
          path: "/api/auth/2fa/verify",
          body: { challenge: "not-a-challenge", code: "123456" },
        },
        status: 401,
      },
      {
        route: "GET /api/profile/me",
        call: get("/api/profile/me"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/admin/pending-profiles",
        call: get("/api/admin/pending-profiles"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/products",
        call: get("/api/products"),
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/products/:id/resources",
        call: {
          method: "POST",
          path: `/api/products/${f.productId}/resources`,
          body: { kind: "caption", language: "en", text: "Buy: {link}" },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/products/:id/resources",
        call: get(`/api/products/${f.productId}/resources`),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/admin/commission",
        call: get("/api/admin/commission"),
        as: "admin",
        status: 200,
      },
      {
        route: "PUT /api/admin/products/:id/goals",
        call: {
          method: "PUT",
          path: `/api/admin/products/${f.productId}/goals`,
          body: [
            {
              key: "sale",
              name: "Sale",
              payout: { type: "percent", value: 12 },
              revenue: null,
              holdDays: 0,
            },
            {
              key: "lead",
              name: "Lead",
              payout: { type: "flat", value: "150.00" },
              revenue: { type: "flat", value: "200.00" },
              holdDays: 7,
            },
          ],
        },
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/groups",
        call: {
          method: "POST",
          path: "/api/admin/groups",
          body: {
            name: "Gold",
            rank: 10,
            levelUp: { metric: "approvedPayout", threshold: "50000.00" },
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/groups",
        call: get("/api/admin/groups"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/payout-rules",
        call: {
          method: "POST",
          path: "/api/admin/payout-rules",
          body: {
            offerId: f.productId,
            goal: "lead",
            userId: f.a.id,
            payout: { type: "flat", value: "175.00" },
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/payout-rules",
        call: get(`/api/admin/payout-rules?offerId=${f.productId}`),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/caps",
        call: {
          method: "POST",
          path: "/api/admin/caps",
          body: {
            offerId: f.productId,
            goal: "lead",
            period: "day",
            unit: "payout",
            limit: "5000.00",
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/caps",
        call: get(`/api/admin/caps?offerId=${f.productId}`),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/users/:id/offers/:productId/payouts",
        call: get(`/api/admin/users/${f.a.id}/offers/${f.productId}/payouts`),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/products",
        call: get("/api/products"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/offers",
        call: get("/api/offers?q=course&goalType=sale"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/offers/:id",
        call: get(`/api/offers/${f.productId}`),
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/offers/:id/applications",
        call: {
          method: "POST",
          path: `/api/offers/${f.spareProductId}/applications`,
          body: { trafficSource: "Facebook" },
        },
        as: "user",
        status: 201,
      },
      {
        route: "POST /api/admin/announcements",
        call: {
          method: "POST",
          path: "/api/admin/announcements",
          body: {
            titleEn: "Eid sale",
            titleUr: "عید سیل",
            bodyEn: "Double payouts this week.",
            bodyUr: "اس ہفتے دگنی ادائیگی۔",
            audience: "offer",
            offerId: f.productId,
            publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/announcements",
        call: get("/api/admin/announcements"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/inbox",
        call: get("/api/inbox"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/inbox/unread-count",
        call: get("/api/inbox/unread-count"),
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/inbox/:id/read",
        call: { method: "POST", path: `/api/inbox/${announcement.id}/read` },
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/user/applications",
        call: get("/api/user/applications"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/user/notification-settings",
        call: get("/api/user/notification-settings"),
        as: "user",
        status: 200,
      },
      {
        route: "PUT /api/user/notification-settings",
        call: {
          method: "PUT",
          path: "/api/user/notification-settings",
          body: { conversionPending: "off" },
        },
        as: "user",
        status: 200,
      },
      {
        route: "POST /api/unsubscribe",
        call: {
          method: "POST",
          path: `/api/unsubscribe?token=${
            createUnsubscribeTokens(app.infra.secrets.jwtSecret).sign(
              f.a.id,
              "capReached",
            )
          }`,
        },
        status: 200,
      },
      {
        route: "GET /api/admin/applications",
        call: get("/api/admin/applications?status=pending"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/applications/decide",
        call: {
          method: "POST",
          path: "/api/admin/applications/decide",
          body: { ids: [999999], decision: "reject", reason: "No" },
        },
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/affiliate-links/assigned",
        call: get("/api/affiliate-links/assigned"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/affiliate-links/user-products-with-stats",
        call: get("/api/affiliate-links/user-products-with-stats"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/affiliate-links/admin/affiliate-links/all",
        call: get(
          "/api/affiliate-links/admin/affiliate-links/all?page=1&pageSize=5",
        ),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/stats",
        call: get("/api/stats"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/stats/user/date-range",
        call: get("/api/stats/user/date-range?filter=Today"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/stats/daily",
        call: get("/api/stats/daily?filter=Last%207%20Days"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/stats/products",
        call: get("/api/stats/products?filter=This%20Month"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/admin/overview",
        call: get("/api/admin/overview?from=2026-01-01&to=2026-01-31"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/reports/margin",
        call: get("/api/admin/reports/margin?from=2026-01-01&to=2026-01-31"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/stats/all",
        call: get("/api/stats/all"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/user/reports",
        call: get("/api/user/reports"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/payouts",
        call: get("/api/payouts"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/payouts/balance",
        call: get("/api/payouts/balance"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/payouts/admin",
        call: get("/api/payouts/admin?status=all"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/payouts",
        call: { method: "POST", path: "/api/payouts", body: { amount: "abc" } },
        as: "user",
        status: 400,
      },
      {
        route: "GET /api/admin/users",
        call: get("/api/admin/users?page=1&pageSize=50"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/users/:id/full-profile",
        call: get(`/api/admin/users/${f.a.id}/full-profile`),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/audit-logs",
        call: get("/api/admin/audit-logs"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/risk/flags",
        call: get("/api/admin/risk/flags?status=open"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/risk/flags/{id}/clear",
        call: {
          method: "POST",
          path: "/api/admin/risk/flags/999999/clear",
          body: { note: "Checked" },
        },
        as: "admin",
        status: 404,
      },
      {
        route: "POST /api/admin/risk/flags/{id}/dismiss",
        call: {
          method: "POST",
          path: "/api/admin/risk/flags/999999/dismiss",
          body: { note: "False signal" },
        },
        as: "admin",
        status: 404,
      },
      {
        route: "GET /api/admin/risk/digest",
        call: get("/api/admin/risk/digest"),
        as: "admin",
        status: 200,
      },
      {
        route: "PUT /api/admin/risk/digest",
        call: {
          method: "PUT",
          path: "/api/admin/risk/digest",
          body: { enabled: true },
        },
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/metrics",
        call: get("/api/admin/metrics"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/get-started",
        call: get("/api/admin/get-started"),
        as: "admin",
        status: 200,
      },
      { route: "POST /api/conversions", call: signed, status: 201 },
      {
        route: "POST /api/admin/sources",
        call: {
          method: "POST",
          path: "/api/admin/sources",
          body: { name: "Shop", kind: "shopify" },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/sources",
        call: get("/api/admin/sources"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/sources/:id/import",
        call: importCall(),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/coupons",
        call: {
          method: "POST",
          path: "/api/admin/coupons",
          body: { userId: f.a.id, productId: f.productId, code: "OPENAPI10" },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/coupons",
        call: get("/api/admin/coupons"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/admin/settings",
        call: get("/api/admin/settings"),
        as: "admin",
        status: 200,
      },
      {
        route: "PATCH /api/admin/settings",
        call: {
          method: "PATCH",
          path: "/api/admin/settings",
          body: { minimumPayout: 0 },
        },
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/settings/public",
        call: get("/api/settings/public"),
        status: 200,
      },
      {
        route: "POST /api/payout-accounts",
        call: {
          method: "POST",
          path: "/api/payout-accounts",
          body: {
            method: "jazzcash",
            accountName: "Ayesha",
            accountNumber: f.a.accountNumber,
          },
        },
        as: "user",
        status: 201,
      },
      {
        route: "GET /api/payout-accounts",
        call: get("/api/payout-accounts"),
        as: "user",
        status: 200,
      },
      {
        route: "PUT /api/profile/tax",
        call: {
          method: "PUT",
          path: "/api/profile/tax",
          body: { idNumber: "35202-1234567-1", filer: false },
        },
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/profile/tax",
        call: get("/api/profile/tax"),
        as: "user",
        status: 200,
      },
      {
        route: "GET /api/admin/tax-rates",
        call: get("/api/admin/tax-rates"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/tax-rates",
        call: {
          method: "POST",
          path: "/api/admin/tax-rates",
          body: {
            category: "Advertising agents",
            section: "233",
            filerPercent: 10,
            nonFilerPercent: 20,
            effectiveFrom: "2099-07-01",
            appliesToPayouts: false,
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/payouts/admin/tax",
        call: get("/api/payouts/admin/tax?month=2026-01"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/payouts/admin/batches",
        call: {
          method: "POST",
          path: "/api/payouts/admin/batches",
          body: { payoutIds: [f.a.batchablePayoutId] },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/payouts/admin/batches",
        call: get("/api/payouts/admin/batches"),
        as: "admin",
        status: 200,
      },
      {
        route: "GET /api/payouts/admin/batches/:id",
        call: get(`/api/payouts/admin/batches/${f.batchId}`),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/payouts/admin/batches/:id/results",
        call: {
          method: "POST",
          path: `/api/payouts/admin/batches/${f.batchId}/results`,
          body: {
            results: [{
              payoutId: f.a.batchedPayoutId,
              status: "paid",
              transactionId: "JC-OPENAPI",
            }],
          },
        },
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/payouts/admin/layouts",
        call: {
          method: "POST",
          path: "/api/payouts/admin/layouts",
          body: {
            name: "Bank bulk",
            kind: "bank",
            columns: [
              { field: "iban", header: "IBAN" },
              { field: "amount", header: "Amount" },
              { field: "reference", header: "Ref" },
            ],
            dateFormat: "YYYYMMDD",
            amountFormat: "grouped",
          },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/payouts/admin/layouts",
        call: get("/api/payouts/admin/layouts"),
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/admin/admins",
        call: {
          method: "POST",
          path: "/api/admin/admins",
          body: { email: "second.admin@kamai.test" },
        },
        as: "admin",
        status: 201,
      },
      {
        route: "GET /api/admin/admins",
        call: get("/api/admin/admins"),
        as: "admin",
        status: 200,
      },
      {
        route: "DELETE /api/admin/admins/:id",
        call: {
          method: "DELETE",
          path: `/api/admin/admins/${f.spareAdminId}`,
        },
        as: "admin",
        status: 200,
      },
      {
        route: "POST /api/affiliate/api-keys",
        call: {
          method: "POST",
          path: "/api/affiliate/api-keys",
          body: { name: "My tracker" },
        },
        as: "user",
        status: 201,
      },
      {
        route: "GET /api/affiliate/api-keys",
        call: get("/api/affiliate/api-keys"),
        as: "user",
        status: 200,
      },
      { route: "GET /api/dev/mail", call: get("/api/dev/mail"), status: 200 },
    ];

    await t.step(
      "a sample of real answers, one or more per area, matches the served document",
      async () => {
        const failures: string[] = [];
        for (const sample of samples) {
          const [method, path] = sample.route.split(" ");
          const token = sample.as === "admin"
            ? f.admin.token
            : sample.as === "user"
            ? f.a.token
            : undefined;
          const answer = await sendCall(app, sample.call, token);
          const where = `${sample.route} → ${answer.status}`;
          if (answer.status !== sample.status) {
            failures.push(
              `${where}: expected ${sample.status}: ${
                answer.text.slice(0, 200)
              }`,
            );
            continue;
          }
          const validate = ajv.getSchema(
            pointer(openApiPath(path), method.toLowerCase(), sample.status),
          );
          if (!validate) {
            failures.push(`${where}: the document has no JSON schema for it`);
            continue;
          }
          if (Array.isArray(answer.json) && answer.json.length === 0) {
            failures.push(`${where}: an empty list proves nothing`);
          }
          if (!validate(answer.json)) {
            failures.push(
              `${where}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
            );
          }
        }
        assert.deepEqual(failures, []);
      },
    );

    await t.step(
      "a changed answer fails the same check (the check is not vacuous)",
      () => {
        const validate = ajv.getSchema(pointer("/api/payouts", "get", 200))!;
        assert.equal(validate([{ id: 1, amount: "12.00" }]), false);
      },
    );
  },
);

Deno.test("operations an operator key may call name the key's scope beside their own access", () => {
  const doc = documentOnce("http://localhost:8000");
  const paths = doc.paths as Record<string, Record<string, Json>>;
  assert.deepEqual(paths["/api/admin/users"].get.security, [
    { bearerAuth: [] },
    { operatorApiKey: ["users:read"] },
  ]);
  assert.deepEqual(paths["/api/conversions"].post.security, [
    { conversionsSignature: [] },
    { operatorApiKey: ["conversions:write"] },
  ]);
  assert.deepEqual(paths["/api/admin/api-keys"].post.security, [
    { bearerAuth: [] },
  ]);
  assert.deepEqual(paths["/api/user/conversions"].get.security, [
    { bearerAuth: [] },
    { affiliateApiKey: ["affiliate:read"] },
  ]);
  assert.deepEqual(paths["/api/affiliate/api-keys"].post.security, [
    { bearerAuth: [] },
  ]);
});

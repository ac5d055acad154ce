import assert from "node:assert/strict";
import { forEachTestApp } from "./test_app.ts";
import { createApp } from "./app.ts";
import { listRoutes, routeKey } from "./route_inventory.ts";
import { type AccessFixtures, buildAccessFixtures } from "./access_fixtures.ts";
import {
  type AccessCall,
  errorShapeProblem,
  sendCall,
} from "./access_request.ts";
import { signConversion } from "../tracking/conversion_signature.ts";

/** Who calls: no token, the user (owner of the objects), the other user, an admin. */
const CALLERS = ["anonymous", "user", "otherUser", "admin"] as const;
type Caller = typeof CALLERS[number];
type Expected = Record<Caller, number>;

/** One matrix row: a registered route, the request made against the fixtures, the status each caller gets. */
interface MatrixRow {
  /** "METHOD /path" exactly as the app registers it. */
  route: string;
  call: (f: AccessFixtures, caller: Caller) => AccessCall | Promise<AccessCall>;
  expect: Expected;
  /** Open to anyone by design in development (the mail outbox): skip the "other user's data" check. */
  openByDesign?: boolean;
}

const publicRoute = (status: number): Expected => ({
  anonymous: status,
  user: status,
  otherUser: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({
  anonymous: 401,
  user: status,
  otherUser: status,
  admin: status,
});
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: status,
});
/** The object belongs to "user": the other user is told it does not exist. */
const ownerOrAdmin = (status: number, other = 404): Expected => ({
  anonymous: 401,
  user: status,
  otherUser: other,
  admin: status,
});

const get = (path: string): AccessCall => ({ method: "GET", path });
const post = (path: string, body?: unknown): AccessCall => ({
  method: "POST",
  path,
  body,
});

// Rows run in this order, callers in CALLERS order (admin last), so an admin-only change happens once,
// after the refused callers have tried it on a target that still exists.
const MATRIX: MatrixRow[] = [
  {
    route: "GET /api/health",
    call: () => get("/api/health"),
    expect: publicRoute(200),
  },
  {
    route: "GET /api/captcha/config",
    call: () => get("/api/captcha/config"),
    expect: publicRoute(200),
  },
  {
    route: "GET /api/captcha/challenge",
    call: () => get("/api/captcha/challenge"),
    expect: publicRoute(200),
  },
  // Unauthenticated writes are guarded by the captcha, not by a token: everyone gets the same captcha refusal.
  {
    route: "POST /api/auth/register",
    call: () =>
      post("/api/auth/register", {
        name: "New Person",
        email: "new-person@kamai.test",
        password: "password-123",
        recaptchaToken: "not-a-solution",
      }),
    expect: publicRoute(400),
  },
  {
    route: "POST /api/auth/login",
    call: (f) =>
      post("/api/auth/login", {
        email: f.a.email,
        password: f.a.password,
        recaptchaToken: "not-a-solution",
      }),
    expect: publicRoute(400),
  },
  {
    route: "POST /api/auth/forgot-password",
    call: (_f, caller) =>
      post("/api/auth/forgot-password", {
        // One address per caller: the per-address rate limit would otherwise answer the last caller 429.
        email: `forgot-password-${caller}@kamai.test`,
        recaptchaToken: "not-a-solution",
      }),
    expect: publicRoute(400),
  },
  {
    route: "POST /api/auth/resend-verification",
    call: (_f, caller) =>
      post("/api/auth/resend-verification", {
        // One address per caller: the per-address rate limit would otherwise answer the last caller 429.
        email: `resend-verification-${caller}@kamai.test`,
        recaptchaToken: "not-a-solution",
      }),
    expect: publicRoute(400),
  },
  {
    route: "POST /api/auth/reset-password",
    call: () =>
      post("/api/auth/reset-password", {
        token: "not-an-emailed-token",
        password: "new-password-123",
      }),
    expect: publicRoute(400),
  },
  {
    route: "GET /api/auth/verify/:token",
    call: () => get("/api/auth/verify/not-an-emailed-token"),
    expect: publicRoute(400),
  },
  // An admin exists, so a setup link is dead for everyone; an unknown one is simply not found.
  {
    route: "GET /api/setup/:token",
    call: () => get("/api/setup/not-a-setup-token"),
    expect: publicRoute(404),
  },
  {
    route: "POST /api/setup/:token",
    call: () =>
      post("/api/setup/not-a-setup-token", {
        email: "first-admin@kamai.test",
        password: "password-123",
      }),
    expect: publicRoute(404),
  },
  {
    route: "GET /api/auth/me",
    call: () => get("/api/auth/me"),
    expect: signedIn(200),
  },
  {
    // Everyone sets only their own language: there is no id to aim at someone else's.
    route: "PATCH /api/profile/language",
    call: () => ({
      method: "PATCH",
      path: "/api/profile/language",
      body: { language: "en" },
    }),
    expect: signedIn(200),
  },
  {
    route: "POST /api/auth/2fa/verify",
    call: () =>
      post("/api/auth/2fa/verify", {
        challenge: "not-a-challenge",
        code: "123456",
      }),
    expect: publicRoute(401),
  },
  {
    route: "GET /api/auth/2fa",
    call: () => get("/api/auth/2fa"),
    expect: signedIn(200),
  },
  {
    route: "POST /api/auth/2fa/setup",
    call: () => post("/api/auth/2fa/setup"),
    expect: signedIn(200),
  },
  // Each caller confirms their own pending enrolment: a 5-digit code is refused before any lookup.
  {
    route: "POST /api/auth/2fa/confirm",
    call: () => post("/api/auth/2fa/confirm", { code: "12345" }),
    expect: signedIn(400),
  },
  {
    route: "POST /api/auth/2fa/disable",
    call: () => post("/api/auth/2fa/disable", { password: "wrong" }),
    expect: signedIn(409),
  },
  // Each caller replaces only their own codes; nobody in the fixtures has two-factor on.
  {
    route: "POST /api/auth/2fa/recovery-codes",
    call: () => post("/api/auth/2fa/recovery-codes", { code: "123456" }),
    expect: signedIn(409),
  },

  {
    route: "GET /api/profile/me",
    call: () => get("/api/profile/me"),
    expect: signedIn(200),
  },
  {
    // Both affiliates are approved already, so a resubmission is refused; the fixtures submitted theirs with 201.
    route: "POST /api/profile",
    call: () => post("/api/profile", { name: "Someone Else" }),
    expect: { anonymous: 401, user: 409, otherUser: 409, admin: 403 },
  },
  {
    route: "GET /api/admin/pending-profiles",
    call: () => get("/api/admin/pending-profiles"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/approve/:userId",
    call: (f) => post(`/api/admin/approve/${f.pendingUsers[0].id}`),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/reject/:userId",
    call: (f) =>
      post(`/api/admin/reject/${f.pendingUsers[1].id}`, { reason: "Blurry" }),
    expect: adminOnly(200),
  },

  {
    route: "GET /api/admin/users",
    call: () => get("/api/admin/users"),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/users/:id/full-profile",
    call: (f) => get(`/api/admin/users/${f.a.id}/full-profile`),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/users/:id/toggle-block",
    call: (f) => post(`/api/admin/users/${f.plain.id}/toggle-block`),
    // Past the guard: the target never submitted a profile and is blocked all the same (a spam sign-up; issue 29).
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/users/:id/reset-password",
    call: (f) =>
      post(`/api/admin/users/${f.plain.id}/reset-password`, {
        password: "brand-new-pass-1",
      }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/metrics",
    call: () => get("/api/admin/metrics"),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/risk/flags",
    call: () => get("/api/admin/risk/flags?status=open"),
    expect: adminOnly(200),
  },
  {
    // Past the guard: no flag has this id.
    route: "POST /api/admin/risk/flags/:id/clear",
    call: () => post("/api/admin/risk/flags/999999/clear", { note: "Checked" }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/risk/flags/:id/dismiss",
    call: () =>
      post("/api/admin/risk/flags/999999/dismiss", { note: "False signal" }),
    expect: adminOnly(404),
  },
  {
    route: "GET /api/admin/risk/digest",
    call: () => get("/api/admin/risk/digest"),
    expect: adminOnly(200),
  },
  {
    route: "PUT /api/admin/risk/digest",
    call: () => ({
      method: "PUT",
      path: "/api/admin/risk/digest",
      body: { enabled: true },
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/audit-logs",
    call: () => get("/api/admin/audit-logs"),
    expect: adminOnly(200),
  },

  {
    route: "GET /api/payouts",
    call: () => get("/api/payouts"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/payouts/balance",
    call: () => get("/api/payouts/balance"),
    expect: signedIn(200),
  },
  {
    // Somebody else's balance: only the owner and admins.
    route: "GET /api/payouts/balance",
    call: (f) => get(`/api/payouts/balance?userId=${f.a.id}`),
    expect: ownerOrAdmin(200, 403),
  },
  {
    route: "POST /api/payouts",
    call: (f, caller) => ({
      method: "POST",
      path: "/api/payouts",
      body: {
        method: "jazzcash",
        accountName: caller === "otherUser" ? "Bilal" : "Ayesha",
        accountNumber: caller === "otherUser"
          ? f.b.accountNumber
          : f.a.accountNumber,
        amount: 5,
        productId: f.productId,
      },
    }),
    // Admins do not request payouts for themselves.
    expect: { anonymous: 401, user: 201, otherUser: 201, admin: 403 },
  },
  {
    route: "GET /api/payouts/admin",
    call: () => get("/api/payouts/admin"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/payouts/admin/pay/:id",
    call: (f) =>
      post(`/api/payouts/admin/pay/${f.a.pendingPayoutId}`, {
        transactionId: "TX-matrix",
      }),
    expect: adminOnly(200),
  },
  {
    route: "PATCH /api/payouts/admin/reject/:id",
    call: (f) => ({
      method: "PATCH",
      path: `/api/payouts/admin/reject/${f.b.pendingPayoutId}`,
      body: { rejectionReason: "Wrong number" },
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/payouts/:id/invoice",
    call: (f) => get(`/api/payouts/${f.a.paidPayoutId}/invoice`),
    expect: ownerOrAdmin(200),
  },

  {
    route: "GET /api/products",
    call: () => get("/api/products"),
    expect: signedIn(200),
  },
  {
    route: "POST /api/products",
    call: () =>
      post("/api/products", { title: "Matrix", description: "Made by admin" }),
    expect: adminOnly(201),
  },
  {
    route: "PUT /api/products/:id",
    call: (f) => ({
      method: "PUT",
      path: `/api/products/${f.spareProductId}`,
      body: { title: "Spare 2", description: "Edited" },
    }),
    expect: adminOnly(200),
  },
  {
    route: "DELETE /api/products/:id",
    call: (f) => ({
      method: "DELETE",
      path: `/api/products/${f.spareProductId}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/products/:id/resources",
    call: (f) => get(`/api/products/${f.productId}/resources`),
    expect: signedIn(200),
  },
  {
    route: "POST /api/products/:id/resources",
    call: (f) =>
      post(`/api/products/${f.productId}/resources`, {
        kind: "note",
        text: "Matrix note",
      }),
    expect: adminOnly(201),
  },
  {
    route: "DELETE /api/products/:id/resources/:resourceId",
    call: (f) => ({
      method: "DELETE",
      path: `/api/products/${f.productId}/resources/${f.resourceId}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /images/products/:file",
    call: (f) => get(f.imagePath),
    expect: publicRoute(200),
  },

  {
    route: "GET /api/admin/commission",
    call: () => get("/api/admin/commission"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/commission",
    call: () => post("/api/admin/commission", { globalCommissionPercent: 40 }),
    expect: adminOnly(200),
  },

  {
    route: "GET /api/affiliate-links/admin/affiliate-links/all",
    call: () => get("/api/affiliate-links/admin/affiliate-links/all"),
    expect: adminOnly(200),
  },
  {
    // Re-assigning an existing link changes its destination: 200, not 201.
    route: "POST /api/admin/affiliate-links/assign",
    call: (f) =>
      post("/api/admin/affiliate-links/assign", {
        userId: f.a.id,
        productId: f.productId,
        customLink: "https://shop.pk/ayesha-new",
      }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/affiliate-links/user-products-with-stats",
    call: () => get("/api/affiliate-links/user-products-with-stats"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/affiliate-links/assigned",
    call: () => get("/api/affiliate-links/assigned"),
    expect: signedIn(200),
  },
  {
    route: "GET /go/:code",
    call: (f) => get(`/go/${f.a.linkCode}`),
    expect: publicRoute(302),
  },

  {
    route: "GET /api/stats",
    call: () => get("/api/stats"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/stats/user/date-range",
    call: () => get("/api/stats/user/date-range?filter=Today"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/stats/daily",
    call: () => get("/api/stats/daily?filter=This%20Month"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/stats/products",
    call: () => get("/api/stats/products?filter=This%20Month"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/stats/all",
    call: () => get("/api/stats/all"),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/overview",
    call: () => get("/api/admin/overview?from=2026-01-01&to=2026-01-31"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/stats",
    call: (f) =>
      post("/api/stats", {
        userId: f.a.id,
        productId: f.productId,
        date: f.today,
        clicks: 1,
        sales: 0,
        earnings: 1,
      }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/user/reports",
    call: () => get("/api/user/reports"),
    expect: signedIn(200),
  },
  {
    // The merchant's postback is authenticated by its signature; a bearer token neither helps nor hurts.
    route: "POST /api/conversions",
    call: async (f, caller) => {
      const raw = JSON.stringify({
        linkCode: f.a.linkCode,
        orderId: `matrix-${caller}`,
        amount: 10,
        status: "sale",
      });
      const t = Math.floor(Date.now() / 1000);
      return {
        method: "POST",
        path: "/api/conversions",
        body: raw,
        headers: {
          "content-type": "application/json",
          "kamai-signature": await signConversion(
            f.conversionsSecret,
            raw,
            t,
          ),
        },
      };
    },
    expect: publicRoute(201),
  },

  // Sales sources: the built-in api source is id 1 (migration 0015); 999999 names nothing.
  {
    route: "GET /api/admin/sources",
    call: () => get("/api/admin/sources"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/sources",
    call: () =>
      post("/api/admin/sources", { name: "Matrix", kind: "postback" }),
    expect: adminOnly(201),
  },
  {
    route: "PATCH /api/admin/sources/:id",
    call: () => ({
      method: "PATCH",
      path: "/api/admin/sources/1",
      body: { name: "API" },
    }),
    expect: adminOnly(200),
  },
  {
    route: "DELETE /api/admin/sources/:id",
    call: () => ({ method: "DELETE", path: "/api/admin/sources/999999" }),
    expect: adminOnly(404),
  },
  {
    route: "GET /api/admin/sources/:id/events",
    call: () => get("/api/admin/sources/1/events"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/sources/:id/events/:eventId/attribute",
    call: (f) =>
      post("/api/admin/sources/1/events/999999/attribute", {
        userId: f.a.id,
        productId: f.productId,
      }),
    expect: adminOnly(404),
  },
  {
    // The api source takes no imports: the admin's call is refused after every check of the form.
    route: "POST /api/admin/sources/:id/import",
    call: () => {
      const form = new FormData();
      form.set("file", new File(["Order,Amount\nM-1,10\n"], "m.csv"));
      form.set(
        "mapping",
        JSON.stringify({ order_id: "Order", amount: "Amount" }),
      );
      return {
        method: "POST",
        path: "/api/admin/sources/1/import",
        body: form,
      };
    },
    expect: adminOnly(400),
  },
  {
    // Store webhooks are authenticated by their signature; the api source has none, so no webhook.
    route: "POST /api/sources/:id/webhook",
    call: () => post("/api/sources/1/webhook", { id: 1 }),
    expect: publicRoute(404),
  },
  {
    route: "GET /api/postback/:token",
    call: () => get(`/api/postback/${"u".repeat(40)}?order_id=1`),
    expect: publicRoute(404),
  },
  {
    route: "POST /api/postback/:token",
    call: () => post(`/api/postback/${"u".repeat(40)}`),
    expect: publicRoute(404),
  },
  {
    route: "GET /api/admin/coupons",
    call: () => get("/api/admin/coupons"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/coupons",
    call: (f) =>
      post("/api/admin/coupons", {
        userId: f.a.id,
        productId: f.productId,
        code: "MATRIX10",
      }),
    expect: adminOnly(201),
  },
  {
    route: "DELETE /api/admin/coupons/:id",
    call: () => ({ method: "DELETE", path: "/api/admin/coupons/999999" }),
    expect: adminOnly(404),
  },

  // Payout settings (docs/payout-operations.md): the admin page, and the display settings every screen reads.
  {
    route: "GET /api/admin/settings",
    call: () => get("/api/admin/settings"),
    expect: adminOnly(200),
  },
  {
    route: "PATCH /api/admin/settings",
    call: () => ({
      method: "PATCH",
      path: "/api/admin/settings",
      body: { minimumPayout: 0 },
    }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/settings/public",
    call: () => get("/api/settings/public"),
    expect: publicRoute(200),
  },

  // Saved payout accounts: each affiliate saves one, and lists only their own (the other user never sees a's number).
  {
    route: "POST /api/payout-accounts",
    call: (f, caller) => ({
      method: "POST",
      path: "/api/payout-accounts",
      body: {
        method: "jazzcash",
        accountName: caller === "otherUser" ? "Bilal" : "Ayesha",
        accountNumber: caller === "otherUser"
          ? f.b.accountNumber
          : f.a.accountNumber,
      },
    }),
    expect: { anonymous: 401, user: 201, otherUser: 201, admin: 403 },
  },
  {
    route: "GET /api/payout-accounts",
    call: () => get("/api/payout-accounts"),
    expect: signedIn(200),
  },
  {
    route: "DELETE /api/payout-accounts/:id",
    call: () => ({ method: "DELETE", path: "/api/payout-accounts/999999" }),
    expect: { anonymous: 401, user: 404, otherUser: 404, admin: 404 },
  },

  // Withholding tax: the affiliate's own profile, the admin rate table and monthly report.
  {
    route: "PUT /api/profile/tax",
    call: () => ({
      method: "PUT",
      path: "/api/profile/tax",
      body: { idNumber: "1234567-8", filer: true },
    }),
    expect: { anonymous: 401, user: 200, otherUser: 200, admin: 403 },
  },
  {
    route: "GET /api/profile/tax",
    call: () => get("/api/profile/tax"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/admin/tax-rates",
    call: () => get("/api/admin/tax-rates"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/tax-rates",
    call: () =>
      post("/api/admin/tax-rates", {
        category: "Commission to other agents",
        section: "233",
        filerPercent: 12,
        nonFilerPercent: 24,
        effectiveFrom: "2099-07-01",
      }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/admin/exchange-rates",
    call: () => get("/api/admin/exchange-rates"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/exchange-rates",
    call: () =>
      post("/api/admin/exchange-rates", {
        currency: "EUR",
        date: "2099-07-01",
        rate: "301.5",
      }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/user/reports/conversions",
    call: () => get("/api/user/reports/conversions"),
    expect: signedIn(200),
  },
  {
    route: "GET /api/payouts/admin/tax",
    call: () => get("/api/payouts/admin/tax?month=2026-01"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/payouts/admin/batches",
    call: (f) =>
      post("/api/payouts/admin/batches", {
        payoutIds: [f.a.batchablePayoutId],
      }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/payouts/admin/batches",
    call: () => get("/api/payouts/admin/batches"),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/payouts/admin/batches/:id",
    call: (f) => get(`/api/payouts/admin/batches/${f.batchId}`),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/payouts/admin/batches/:id/file",
    call: (f) => get(`/api/payouts/admin/batches/${f.batchId}/file`),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/payouts/admin/batches/:id/results",
    call: (f) =>
      post(`/api/payouts/admin/batches/${f.batchId}/results`, {
        results: [{
          payoutId: f.a.batchedPayoutId,
          status: "failed",
          reason: "Wallet closed",
        }],
      }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/payouts/admin/layouts",
    call: () => get("/api/payouts/admin/layouts"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/payouts/admin/layouts",
    call: () =>
      post("/api/payouts/admin/layouts", {
        name: "Wallet bulk",
        kind: "wallet",
        columns: [
          { field: "mobileNumber", header: "MSISDN" },
          { field: "amount", header: "Amount" },
          { field: "reference", header: "Ref" },
        ],
      }),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/admin/admins",
    call: () => get("/api/admin/admins"),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/admins",
    call: () => post("/api/admin/admins", { email: "invited@kamai.test" }),
    expect: adminOnly(201),
  },
  {
    route: "DELETE /api/admin/admins/:id",
    call: (f) => ({
      method: "DELETE",
      path: `/api/admin/admins/${f.spareAdminId}`,
    }),
    expect: adminOnly(200),
  },

  // The API's own description is public: it holds no data, only the shapes.
  {
    route: "GET /api/openapi.json",
    call: () => get("/api/openapi.json"),
    expect: publicRoute(200),
  },
  {
    route: "GET /api/docs",
    call: () => get("/api/docs"),
    expect: publicRoute(200),
  },

  // Only METRICS_TOKEN opens the metrics (set for this file below): no user's or admin's session token does.
  {
    route: "GET /metrics",
    call: () => get("/metrics"),
    expect: publicRoute(401),
  },

  // Development only (never mounted in production): the outbox is open on a developer's machine.
  {
    route: "GET /api/dev/mail",
    call: () => get("/api/dev/mail"),
    expect: publicRoute(200),
    openByDesign: true,
  },
  {
    route: "GET /dev/mail",
    call: () => get("/dev/mail"),
    expect: publicRoute(200),
    openByDesign: true,
  },
];

forEachTestApp(
  "authorization matrix: every route × no token, user, other user, admin",
  async (t, app) => {
    await t.step(
      "every registered route has a matrix row, and every row names a registered route",
      () => {
        const registered = listRoutes(createApp(app.ctx, app.services)).map(
          routeKey,
        );
        const covered = new Set(MATRIX.map((row) => row.route));
        const missing = registered.filter((key) => !covered.has(key));
        assert.deepEqual(missing, [], "routes without a matrix row");
        const stale = [...covered].filter((key) => !registered.includes(key));
        assert.deepEqual(stale, [], "matrix rows for routes that do not exist");
      },
    );

    const f = await buildAccessFixtures(app);
    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      user: f.a.token,
      otherUser: f.b.token,
      admin: f.admin.token,
    };
    // Text only the user's own answers (and admins') may contain.
    const userSecrets = [
      f.a.email,
      f.a.linkCode,
      f.a.accountNumber,
      "TX-Ayesha",
    ];

    await t.step("each caller gets the expected answer", async () => {
      const failures: string[] = [];
      for (const row of MATRIX) {
        for (const caller of CALLERS) {
          const call = await row.call(f, caller);
          const answer = await sendCall(app, call, tokens[caller]);
          const where =
            `${row.route} (${call.method} ${call.path}) as ${caller}`;
          if (answer.status !== row.expect[caller]) {
            failures.push(
              `${where}: expected ${row.expect[caller]}, got ${answer.status} ${
                answer.text.slice(0, 200)
              }`,
            );
            continue;
          }
          if (answer.status >= 400) {
            const problem = errorShapeProblem(answer);
            if (problem) failures.push(`${where}: ${problem}`);
          }
          if (
            caller === "otherUser" && answer.status < 300 && !row.openByDesign
          ) {
            const leaked = userSecrets.filter((s) => answer.text.includes(s));
            if (leaked.length > 0) {
              failures.push(`${where}: shows the user's ${leaked.join(", ")}`);
            }
          }
        }
      }
      assert.deepEqual(failures, []);
    });
  },
  { config: { metricsToken: "matrix-metrics-token-0123456789" } },
);

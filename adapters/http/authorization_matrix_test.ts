import assert from "node:assert/strict";
import { forEachTestApp } from "./test_app.ts";
import { createApp } from "./app.ts";
import {
  declarationProblems,
  listRoutes,
  operationKey,
} from "./route_inventory.ts";
import {
  type Access,
  type Operation,
  OPERATIONS,
} from "./openapi/api_operations.ts";
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

/** One matrix row: a declared operation, the request made against the fixtures, the status each caller gets. */
interface MatrixRow {
  /** "METHOD /path" exactly as the app registers it. */
  route: string;
  call: (f: AccessFixtures, caller: Caller) => AccessCall | Promise<AccessCall>;
  expect: Expected;
  /** Open to anyone by design in development (the mail outbox): skip the "other user's data" check. */
  openByDesign?: boolean;
}

/**
 * A fixture for one declared operation: the request to make and the status its allowed callers get. Who is refused
 * comes from the operation's declared access; `expect` is only for objects one user owns or actions admins do not take.
 * An operation without a case is called plainly (its path, ids 999999, no body; see plainStatus).
 */
interface MatrixCase {
  route: string;
  call: MatrixRow["call"];
  /** The status the callers the declaration allows get (refused callers get 401 or 403 from the access). */
  status?: number;
  /** Every caller's status, when it is not the declared access's plain split (checked against the access). */
  expect?: Expected;
  openByDesign?: boolean;
}

/** An allowed caller of an operation without a case: any answer but a refusal (401, 403) or a crash (5xx). */
const ALLOWED = 0;

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

// Rows run in the order of the declarations (several cases of one operation in this order), callers in CALLERS order
// (admin last), so an admin-only change happens once, after the refused callers have tried it on a target that still
// exists.
const CASES: MatrixCase[] = [
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
    status: 400,
  },
  {
    route: "POST /api/auth/login",
    call: (f) =>
      post("/api/auth/login", {
        email: f.a.email,
        password: f.a.password,
        recaptchaToken: "not-a-solution",
      }),
    status: 400,
  },
  {
    route: "POST /api/auth/forgot-password",
    call: (_f, caller) =>
      post("/api/auth/forgot-password", {
        // One address per caller: the per-address rate limit would otherwise answer the last caller 429.
        email: `forgot-password-${caller}@kamai.test`,
        recaptchaToken: "not-a-solution",
      }),
    status: 400,
  },
  {
    route: "POST /api/auth/resend-verification",
    call: (_f, caller) =>
      post("/api/auth/resend-verification", {
        // One address per caller: the per-address rate limit would otherwise answer the last caller 429.
        email: `resend-verification-${caller}@kamai.test`,
        recaptchaToken: "not-a-solution",
      }),
    status: 400,
  },
  {
    route: "POST /api/auth/reset-password",
    call: () =>
      post("/api/auth/reset-password", {
        token: "not-an-emailed-token",
        password: "new-password-123",
      }),
    status: 400,
  },
  {
    route: "GET /api/auth/verify/:token",
    call: () => get("/api/auth/verify/not-an-emailed-token"),
    status: 400,
  },
  // An admin exists, so a setup link is dead for everyone; an unknown one is simply not found.
  {
    route: "GET /api/setup/:token",
    call: () => get("/api/setup/not-a-setup-token"),
    status: 404,
  },
  {
    route: "POST /api/setup/:token",
    call: () =>
      post("/api/setup/not-a-setup-token", {
        email: "first-admin@kamai.test",
        password: "password-123",
      }),
    status: 404,
  },
  {
    // Everyone sets only their own language: there is no id to aim at someone else's.
    route: "PATCH /api/profile/language",
    call: () => ({
      method: "PATCH",
      path: "/api/profile/language",
      body: { language: "en" },
    }),
    status: 200,
  },
  {
    route: "POST /api/auth/2fa/verify",
    call: () =>
      post("/api/auth/2fa/verify", {
        challenge: "not-a-challenge",
        code: "123456",
      }),
    status: 401,
  },
  {
    route: "POST /api/auth/2fa/setup",
    call: () => post("/api/auth/2fa/setup"),
    status: 200,
  },
  // Each caller confirms their own pending enrolment: a 5-digit code is refused before any lookup.
  {
    route: "POST /api/auth/2fa/confirm",
    call: () => post("/api/auth/2fa/confirm", { code: "12345" }),
    status: 400,
  },
  {
    route: "POST /api/auth/2fa/disable",
    call: () => post("/api/auth/2fa/disable", { password: "wrong" }),
    status: 409,
  },
  // Each caller replaces only their own codes; nobody in the fixtures has two-factor on.
  {
    route: "POST /api/auth/2fa/recovery-codes",
    call: () => post("/api/auth/2fa/recovery-codes", { code: "123456" }),
    status: 409,
  },

  {
    // Both affiliates are approved already, so a resubmission is refused; the fixtures submitted theirs with 201.
    route: "POST /api/profile",
    call: () => post("/api/profile", { name: "Someone Else" }),
    expect: { anonymous: 401, user: 409, otherUser: 409, admin: 403 },
  },
  {
    route: "POST /api/admin/approve/:userId",
    call: (f) => post(`/api/admin/approve/${f.pendingUsers[0].id}`),
    status: 200,
  },
  {
    route: "POST /api/admin/reject/:userId",
    call: (f) =>
      post(`/api/admin/reject/${f.pendingUsers[1].id}`, { reason: "Blurry" }),
    status: 200,
  },

  {
    route: "GET /api/admin/users/:id/full-profile",
    call: (f) => get(`/api/admin/users/${f.a.id}/full-profile`),
    status: 200,
  },
  {
    route: "POST /api/admin/users/:id/toggle-block",
    call: (f) => post(`/api/admin/users/${f.plain.id}/toggle-block`),
    // Past the guard: the target never submitted a profile and is blocked all the same (a spam sign-up; issue 29).
    status: 200,
  },
  {
    route: "POST /api/admin/users/:id/reset-password",
    call: (f) =>
      post(`/api/admin/users/${f.plain.id}/reset-password`, {
        password: "brand-new-pass-1",
      }),
    status: 200,
  },
  {
    route: "GET /api/admin/risk/flags",
    call: () => get("/api/admin/risk/flags?status=open"),
    status: 200,
  },
  {
    // Past the guard: no flag has this id.
    route: "POST /api/admin/risk/flags/:id/clear",
    call: () => post("/api/admin/risk/flags/999999/clear", { note: "Checked" }),
    status: 404,
  },
  {
    route: "POST /api/admin/risk/flags/:id/dismiss",
    call: () =>
      post("/api/admin/risk/flags/999999/dismiss", { note: "False signal" }),
    status: 404,
  },
  {
    route: "PUT /api/admin/risk/digest",
    call: () => ({
      method: "PUT",
      path: "/api/admin/risk/digest",
      body: { enabled: true },
    }),
    status: 200,
  },

  {
    route: "GET /api/payouts/balance",
    call: () => get("/api/payouts/balance"),
    status: 200,
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
    route: "POST /api/payouts/admin/pay/:id",
    call: (f) =>
      post(`/api/payouts/admin/pay/${f.a.pendingPayoutId}`, {
        transactionId: "TX-matrix",
      }),
    status: 200,
  },
  {
    route: "PATCH /api/payouts/admin/reject/:id",
    call: (f) => ({
      method: "PATCH",
      path: `/api/payouts/admin/reject/${f.b.pendingPayoutId}`,
      body: { rejectionReason: "Wrong number" },
    }),
    status: 200,
  },
  {
    route: "GET /api/payouts/:id/invoice",
    call: (f) => get(`/api/payouts/${f.a.paidPayoutId}/invoice`),
    expect: ownerOrAdmin(200),
  },
  {
    route: "GET /api/payouts/:id/invoice/pdf",
    call: (f) => get(`/api/payouts/${f.a.paidPayoutId}/invoice/pdf`),
    expect: ownerOrAdmin(200),
  },

  {
    route: "POST /api/products",
    call: () =>
      post("/api/products", { title: "Matrix", description: "Made by admin" }),
    status: 201,
  },
  {
    route: "PUT /api/products/:id",
    call: (f) => ({
      method: "PUT",
      path: `/api/products/${f.spareProductId}`,
      body: { title: "Spare 2", description: "Edited" },
    }),
    status: 200,
  },
  {
    route: "DELETE /api/products/:id",
    call: (f) => ({
      method: "DELETE",
      path: `/api/products/${f.spareProductId}`,
    }),
    status: 200,
  },
  {
    route: "GET /api/products/:id/resources",
    call: (f) => get(`/api/products/${f.productId}/resources`),
    status: 200,
  },
  {
    route: "POST /api/products/:id/resources",
    call: (f) =>
      post(`/api/products/${f.productId}/resources`, {
        kind: "note",
        text: "Matrix note",
      }),
    status: 201,
  },
  {
    route: "DELETE /api/products/:id/resources/:resourceId",
    call: (f) => ({
      method: "DELETE",
      path: `/api/products/${f.productId}/resources/${f.resourceId}`,
    }),
    status: 200,
  },
  {
    route: "GET /images/products/:file",
    call: (f) => get(f.imagePath),
    status: 200,
  },

  {
    route: "POST /api/admin/commission",
    call: () => post("/api/admin/commission", { globalCommissionPercent: 40 }),
    status: 200,
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
    status: 200,
  },
  {
    route: "GET /go/:code",
    call: (f) => get(`/go/${f.a.linkCode}`),
    status: 302,
  },

  {
    route: "GET /api/stats/user/date-range",
    call: () => get("/api/stats/user/date-range?filter=Today"),
    status: 200,
  },
  {
    route: "GET /api/stats/daily",
    call: () => get("/api/stats/daily?filter=This%20Month"),
    status: 200,
  },
  {
    route: "GET /api/stats/products",
    call: () => get("/api/stats/products?filter=This%20Month"),
    status: 200,
  },
  {
    route: "GET /api/stats/breakdown",
    call: () => get("/api/stats/breakdown?by=s1"),
    status: 200,
  },
  {
    route: "GET /api/admin/stats/breakdown",
    call: () => get("/api/admin/stats/breakdown?by=s1"),
    status: 200,
  },
  {
    route: "GET /api/admin/overview",
    call: () => get("/api/admin/overview?from=2026-01-01&to=2026-01-31"),
    status: 200,
  },
  {
    route: "GET /api/admin/reports/margin",
    call: () =>
      get(
        "/api/admin/reports/margin?from=2026-01-01&to=2026-01-31&groupBy=affiliate",
      ),
    status: 200,
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
    status: 201,
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
    status: 201,
  },

  // Sales sources: the built-in api source is id 1 (migration 0015); 999999 names nothing.
  {
    route: "POST /api/admin/sources",
    call: () =>
      post("/api/admin/sources", { name: "Matrix", kind: "postback" }),
    status: 201,
  },
  {
    route: "PATCH /api/admin/sources/:id",
    call: () => ({
      method: "PATCH",
      path: "/api/admin/sources/1",
      body: { name: "API" },
    }),
    status: 200,
  },
  {
    route: "DELETE /api/admin/sources/:id",
    call: () => ({ method: "DELETE", path: "/api/admin/sources/999999" }),
    status: 404,
  },
  {
    route: "GET /api/admin/sources/:id/events",
    call: () => get("/api/admin/sources/1/events"),
    status: 200,
  },
  {
    route: "POST /api/admin/sources/:id/events/:eventId/attribute",
    call: (f) =>
      post("/api/admin/sources/1/events/999999/attribute", {
        userId: f.a.id,
        productId: f.productId,
      }),
    status: 404,
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
    status: 400,
  },
  {
    // An unknown token: no source, no webhook.
    route: "POST /api/webhooks/:token",
    call: () => post(`/api/webhooks/${"0".repeat(64)}`, { id: 1 }),
    status: 404,
  },
  {
    // Store webhooks are authenticated by their signature; the api source has none, so no webhook.
    route: "POST /api/sources/:id/webhook",
    call: () => post("/api/sources/1/webhook", { id: 1 }),
    status: 404,
  },
  {
    route: "GET /api/postback/:token",
    call: () => get(`/api/postback/${"u".repeat(40)}?order_id=1`),
    status: 404,
  },
  {
    route: "POST /api/postback/:token",
    call: () => post(`/api/postback/${"u".repeat(40)}`),
    status: 404,
  },
  {
    route: "POST /api/admin/coupons",
    call: (f) =>
      post("/api/admin/coupons", {
        userId: f.a.id,
        productId: f.productId,
        code: "MATRIX10",
      }),
    status: 201,
  },
  {
    route: "DELETE /api/admin/coupons/:id",
    call: () => ({ method: "DELETE", path: "/api/admin/coupons/999999" }),
    status: 404,
  },

  // Payout settings (docs/payout-operations.md): the admin page, and the display settings every screen reads.
  {
    route: "PATCH /api/admin/settings",
    call: () => ({
      method: "PATCH",
      path: "/api/admin/settings",
      body: { minimumPayout: 0 },
    }),
    status: 200,
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
    route: "DELETE /api/payout-accounts/:id",
    call: () => ({ method: "DELETE", path: "/api/payout-accounts/999999" }),
    expect: { anonymous: 401, user: 404, otherUser: 404, admin: 404 },
  },

  // Affiliates' read-only API keys: each affiliate their own (another's is "not found": api_keys_test.ts); an admin
  // has operator keys instead.
  {
    route: "GET /api/affiliate/api-keys",
    call: () => get("/api/affiliate/api-keys"),
    expect: { anonymous: 401, user: 200, otherUser: 200, admin: 403 },
  },
  {
    route: "POST /api/affiliate/api-keys",
    call: () => post("/api/affiliate/api-keys", { name: "Matrix key" }),
    expect: { anonymous: 401, user: 201, otherUser: 201, admin: 403 },
  },
  {
    route: "DELETE /api/affiliate/api-keys/:id",
    call: () => ({ method: "DELETE", path: "/api/affiliate/api-keys/999999" }),
    expect: { anonymous: 401, user: 404, otherUser: 404, admin: 403 },
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
    route: "POST /api/admin/tax-rates",
    call: () =>
      post("/api/admin/tax-rates", {
        category: "Commission to other agents",
        section: "233",
        filerPercent: 12,
        nonFilerPercent: 24,
        effectiveFrom: "2099-07-01",
      }),
    status: 201,
  },
  {
    route: "POST /api/admin/exchange-rates",
    call: () =>
      post("/api/admin/exchange-rates", {
        currency: "EUR",
        date: "2099-07-01",
        rate: "301.5",
      }),
    status: 201,
  },
  {
    route: "GET /api/payouts/admin/tax",
    call: () => get("/api/payouts/admin/tax?month=2026-01"),
    status: 200,
  },
  {
    route: "POST /api/payouts/admin/batches",
    call: (f) =>
      post("/api/payouts/admin/batches", {
        payoutIds: [f.a.batchablePayoutId],
      }),
    status: 201,
  },
  {
    route: "GET /api/payouts/admin/batches/:id",
    call: (f) => get(`/api/payouts/admin/batches/${f.batchId}`),
    status: 200,
  },
  {
    route: "GET /api/payouts/admin/batches/:id/file",
    call: (f) => get(`/api/payouts/admin/batches/${f.batchId}/file`),
    status: 200,
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
    status: 200,
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
    status: 201,
  },
  {
    route: "POST /api/admin/admins",
    call: () => post("/api/admin/admins", { email: "invited@kamai.test" }),
    status: 201,
  },
  {
    route: "DELETE /api/admin/admins/:id",
    call: (f) => ({
      method: "DELETE",
      path: `/api/admin/admins/${f.spareAdminId}`,
    }),
    status: 200,
  },

  // The API's own description is public: it holds no data, only the shapes.

  // Only METRICS_TOKEN opens the metrics (set for this file below): no user's or admin's session token does.
  {
    route: "GET /metrics",
    call: () => get("/metrics"),
  },

  // One-click unsubscribe: open to anyone, since the signed token (not a session) decides; a forged one is refused.
  {
    route: "GET /api/unsubscribe",
    call: () => get("/api/unsubscribe?token=1.capReached.forged"),
    status: 400,
  },
  {
    route: "POST /api/unsubscribe",
    call: () => post("/api/unsubscribe?token=1.capReached.forged", undefined),
    status: 400,
  },

  // Development only (never mounted in production): the outbox is open on a developer's machine.
  {
    route: "GET /api/dev/mail",
    call: () => get("/api/dev/mail"),
    status: 200,
    openByDesign: true,
  },
  {
    route: "GET /dev/mail",
    call: () => get("/dev/mail"),
    status: 200,
    openByDesign: true,
  },
];

/** The statuses the declared access gives each caller, the allowed ones getting `status`. */
function expectedFor(access: Access, status: number): Expected {
  switch (access) {
    case "public":
    case "signed":
      // Anyone may call; a store's signature, not a token, authenticates a signed call.
      return publicRoute(status);
    case "user":
      return signedIn(status);
    case "admin":
      return adminOnly(status);
    case "metrics":
      // Only METRICS_TOKEN opens it, and no caller of the matrix holds it.
      return publicRoute(401);
  }
}

/** Why a case's own `expect` lets in a caller the declared access refuses, or null. */
function widensAccess(access: Access, expect: Expected): string | null {
  const refusal = expectedFor(access, ALLOWED);
  const widened = CALLERS.filter((caller) =>
    refusal[caller] !== ALLOWED && expect[caller] !== refusal[caller]
  );
  return widened.length > 0
    ? `lets in ${widened.join(", ")} though the access is ${access}`
    : null;
}

/**
 * The status an allowed caller gets from a plain call of an operation without a case: its declared success when the
 * call needs nothing (no path id, no body), else any answer but a refusal.
 */
function plainStatus(operation: Operation): number {
  if (operation.path.includes("{") || operation.body) return ALLOWED;
  const success = Object.keys(operation.responses).map(Number)
    .filter((status) => status >= 200 && status < 400).sort((a, b) => a - b);
  return success[0] ?? ALLOWED;
}

/** One row per case, in the order of the declarations; an operation without a case gets a plain call of its path. */
function matrixRows(): MatrixRow[] {
  const rows: MatrixRow[] = [];
  for (const operation of OPERATIONS) {
    const route = operationKey(operation);
    const cases = CASES.filter((c) => c.route === route);
    if (cases.length === 0) {
      const [method, path] = route.split(" ");
      rows.push({
        route,
        call: () => ({ method, path: path.replace(/:\w+/g, "999999") }),
        expect: expectedFor(operation.access, plainStatus(operation)),
      });
      continue;
    }
    for (const c of cases) {
      if (c.expect) {
        const problem = widensAccess(operation.access, c.expect);
        if (problem) throw new Error(`${route}: ${problem}`);
      }
      rows.push({
        route,
        call: c.call,
        expect: c.expect ?? expectedFor(operation.access, c.status ?? ALLOWED),
        openByDesign: c.openByDesign,
      });
    }
  }
  return rows;
}

forEachTestApp(
  "authorization matrix: every route × no token, user, other user, admin",
  async (t, app) => {
    await t.step(
      "every served route is declared with an access, and every declared operation is served",
      () => {
        const served = listRoutes(createApp(app.ctx, app.services));
        assert.deepEqual(declarationProblems(served, OPERATIONS), []);
        const declared = new Set(OPERATIONS.map(operationKey));
        const stale = CASES.map((c) => c.route).filter((key) =>
          !declared.has(key)
        );
        assert.deepEqual(stale, [], "matrix cases for undeclared operations");
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
      for (const row of matrixRows()) {
        for (const caller of CALLERS) {
          const call = await row.call(f, caller);
          const answer = await sendCall(app, call, tokens[caller]);
          const where =
            `${row.route} (${call.method} ${call.path}) as ${caller}`;
          const expected = row.expect[caller];
          const refused = answer.status === 401 || answer.status === 403 ||
            answer.status >= 500;
          if (
            expected === ALLOWED ? refused : answer.status !== expected
          ) {
            failures.push(
              `${where}: expected ${
                expected || "an answer"
              }, got ${answer.status} ${answer.text.slice(0, 200)}`,
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

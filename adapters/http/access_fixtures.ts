/** Fixtures for the authorization matrix and the bad-input sweep: two affiliates with real data, built through the API. */
import type { TestApp } from "./test_app.ts";
import { createUser, type TestUser } from "./test_users.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

/** A real 1×1 PNG, so the product has a servable image. */
export const PNG_1X1 = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (ch) => ch.charCodeAt(0),
);

/** A complete valid profile submission. */
export const VALID_PROFILE = {
  name: "Ayesha Khan",
  fatherName: "Imran Khan",
  cnic: "35202-1234567-1",
  dob: "1998-04-12",
  address: "12 Mall Road",
  city: "Lahore",
  state: "Punjab",
  country: "Pakistan",
  phone: "03001234567",
  whatsappNumber: "+923211234567",
  websiteUrl: "https://ayesha.pk",
  trafficSource: "Instagram reels",
};

/** An approved affiliate with a profile, a link, stats, earnings and payouts. */
export interface Affiliate extends TestUser {
  linkCode: string;
  /** Wallet number on this affiliate's payouts: text no other user's answer may contain. */
  accountNumber: string;
  /** A paid payout (it has an invoice). */
  paidPayoutId: number;
  /** A pending payout. */
  pendingPayoutId: number;
  /** A pending payout for a batch-create call. */
  batchablePayoutId: number;
  /** A processing payout, in the fixtures' batch. */
  batchedPayoutId: number;
}

/** Everything the access tests act on. */
export interface AccessFixtures {
  /** A batch of a's batchedPayoutId (jazzcash). */
  batchId: number;
  /** An admin the admins routes may remove. */
  spareAdminId: number;
  admin: TestUser;
  /** "the user" of the matrix. */
  a: Affiliate;
  /** "the other user": owns look-alike data, never sees a's. */
  b: Affiliate;
  /** Users with a pending profile, for approve / reject. */
  pendingUsers: [TestUser, TestUser, TestUser];
  /** A user without a profile (block / password reset target, profile submitter). */
  plain: TestUser;
  productId: number;
  /** The product's image path, e.g. /images/products/1-abcd.png. */
  imagePath: string;
  /** A second product for edit and delete. */
  spareProductId: number;
  /** A caption in the product's resource kit, for the remove calls. */
  resourceId: number;
  today: string;
  /** The secret merchants sign conversions with. */
  conversionsSecret: string;
}

/** Fails with the answer when a fixture call does not give the expected status. */
async function expectStatus(
  app: TestApp,
  status: number,
  path: string,
  init: Parameters<TestApp["json"]>[1],
  // deno-lint-ignore no-explicit-any
): Promise<any> {
  const res = await app.json(path, init);
  if (res.status !== status) {
    throw new Error(
      `fixture ${
        init?.method ?? "POST"
      } ${path}: expected ${status}, got ${res.status} ${
        JSON.stringify(res.body)
      }`,
    );
  }
  return res.body;
}

/** Submits `user`'s profile (and approves it when `approve`), through the API. */
async function submitProfile(
  app: TestApp,
  admin: TestUser,
  user: TestUser,
  approve: boolean,
): Promise<void> {
  await expectStatus(app, 201, "/api/profile", {
    token: user.token,
    // Each its own CNIC: one CNIC on two profiles is a risk signal that holds their payouts (docs/risk.md).
    body: {
      ...VALID_PROFILE,
      name: user.name,
      cnic: `35202-${String(user.id % 10_000_000).padStart(7, "0")}-1`,
    },
  });
  if (approve) {
    await expectStatus(app, 200, `/api/admin/approve/${user.id}`, {
      method: "POST",
      token: admin.token,
    });
  }
}

/** Builds the fixtures through the same API calls people make. */
export async function buildAccessFixtures(
  app: TestApp,
): Promise<AccessFixtures> {
  const today = karachiDate(app.infra.clock.now());
  const admin = await createUser(app.infra, { role: "admin", name: "Admin" });
  const form = new FormData();
  form.set("title", "Course");
  form.set("description", "A course");
  form.set("commissionPercent", "50");
  form.set("refundPolicy", "none");
  // Public, so the offer directory's routes have an offer to answer (docs/offer-directory.md).
  form.set("visibility", "public");
  form.set("image", new File([PNG_1X1], "p.png", { type: "image/png" }));
  const product = (await expectStatus(app, 201, "/api/products", {
    token: admin.token,
    body: form,
  })).product;
  const spare = (await expectStatus(app, 201, "/api/products", {
    token: admin.token,
    // Public too: an offer nobody has a link to yet, to apply to (docs/offer-directory.md).
    body: {
      title: "Spare",
      description: "Spare product",
      visibility: "public",
    },
  })).product;
  const resource = (await expectStatus(
    app,
    201,
    `/api/products/${product.id}/resources`,
    {
      token: admin.token,
      body: { kind: "caption", language: "ur", text: "یہ کورس دیکھیں: {link}" },
    },
  )).resource;

  const affiliate = async (
    name: string,
    accountNumber: string,
  ): Promise<Affiliate> => {
    const user = await createUser(app.infra, { approved: false, name });
    await submitProfile(app, admin, user, true);
    const link = (await expectStatus(
      app,
      201,
      "/api/admin/affiliate-links/assign",
      {
        token: admin.token,
        body: {
          userId: user.id,
          productId: product.id,
          customLink: `https://shop.pk/${name.toLowerCase()}`,
        },
      },
    )).link;
    await expectStatus(app, 201, "/api/stats", {
      token: admin.token,
      body: {
        userId: user.id,
        productId: product.id,
        date: today,
        clicks: 10,
        sales: 2,
        earnings: 100,
      },
    });
    const payout = async () =>
      (await expectStatus(app, 201, "/api/payouts", {
        token: user.token,
        body: {
          method: "jazzcash",
          accountName: name,
          accountNumber,
          amount: 10,
          productId: product.id,
        },
      })).payout.id as number;
    const paidPayoutId = await payout();
    await expectStatus(app, 200, `/api/payouts/admin/pay/${paidPayoutId}`, {
      token: admin.token,
      body: { transactionId: `TX-${name}` },
    });
    return {
      ...user,
      linkCode: link.code,
      accountNumber,
      paidPayoutId,
      pendingPayoutId: await payout(),
      batchablePayoutId: await payout(),
      batchedPayoutId: await payout(),
    };
  };
  const a = await affiliate("Ayesha", "03001111111");
  const b = await affiliate("Bilal", "03002222222");

  const pending = async (name: string) => {
    const user = await createUser(app.infra, { approved: false, name });
    await submitProfile(app, admin, user, false);
    return user;
  };
  const pendingUsers: [TestUser, TestUser, TestUser] = [
    await pending("Pending One"),
    await pending("Pending Two"),
    await pending("Pending Three"),
  ];
  const plain = await createUser(app.infra, { approved: false, name: "Plain" });
  const batchId = (await expectStatus(app, 201, "/api/payouts/admin/batches", {
    token: admin.token,
    body: { payoutIds: [a.batchedPayoutId] },
  })).batches[0].id as number;
  const spareAdmin = await createUser(app.infra, {
    role: "admin",
    name: "Spare Admin",
  });
  return {
    batchId,
    spareAdminId: spareAdmin.id,
    admin,
    a,
    b,
    pendingUsers,
    plain,
    productId: product.id,
    imagePath: product.imageUrl,
    spareProductId: spare.id,
    resourceId: resource.id,
    today,
    conversionsSecret: app.infra.secrets.conversionsSecret,
  };
}

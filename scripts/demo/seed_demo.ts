/**
 * The demo program `deno task demo` starts with: affiliates in every profile state, products with and without a
 * hold, a month of clicks and sales, and payouts pending, paid and rejected. Everything goes through the app's own
 * use cases (clicks through the redirect's click store), so the rollups, the ledger and the audit trail are right.
 */
import type { RunningKamai } from "../../adapters/bootstrap.ts";
import { submitProfile } from "../../domain/profiles/submit_profile.ts";
import { approveProfile } from "../../domain/profiles/approve_profile.ts";
import { rejectProfile } from "../../domain/profiles/reject_profile.ts";
import { toggleUserBlock } from "../../domain/users/toggle_user_block.ts";
import { createProduct } from "../../domain/products/create_product.ts";
import { assignLink } from "../../domain/links/assign_link.ts";
import { recordConversion } from "../../domain/tracking/record_conversion.ts";
import { requestPayout } from "../../domain/payouts/request_payout.ts";
import { payPayout } from "../../domain/payouts/pay_payout.ts";
import { rejectPayout } from "../../domain/payouts/reject_payout.ts";
import type { Clock } from "../../domain/shared/clock.ts";
import {
  addDays,
  karachiDate,
  karachiStartOfDay,
} from "../../domain/shared/karachi_date.ts";

/** The password of every demo affiliate. */
export const DEMO_AFFILIATE_PASSWORD = "demo-pass-123";
/** The affiliate whose sign-in `deno task demo` prints: approved, with a month of figures and every payout status. */
export const DEMO_AFFILIATE_EMAIL = "ayesha@demo.kamai.pk";

/** A demo person and the profile state the seed leaves them in. */
interface DemoPerson {
  name: string;
  email: string;
  state: "none" | "pending" | "approved" | "rejected" | "blocked";
}

/** Two or more of each profile state; the approved and blocked ones get links and a month of traffic. */
export const DEMO_PEOPLE: DemoPerson[] = [
  { name: "Ayesha Khan", email: DEMO_AFFILIATE_EMAIL, state: "approved" },
  { name: "Bilal Ahmed", email: "bilal@demo.kamai.pk", state: "approved" },
  { name: "Sana Malik", email: "sana@demo.kamai.pk", state: "approved" },
  { name: "Hamza Iqbal", email: "hamza@demo.kamai.pk", state: "pending" },
  { name: "Zainab Raza", email: "zainab@demo.kamai.pk", state: "pending" },
  { name: "Usman Tariq", email: "usman@demo.kamai.pk", state: "rejected" },
  { name: "Fatima Noor", email: "fatima@demo.kamai.pk", state: "rejected" },
  { name: "Ali Hassan", email: "ali@demo.kamai.pk", state: "blocked" },
  { name: "Hira Sheikh", email: "hira@demo.kamai.pk", state: "blocked" },
  { name: "Maryam Siddiqui", email: "maryam@demo.kamai.pk", state: "none" },
  { name: "Omar Farooq", email: "omar@demo.kamai.pk", state: "none" },
];

/** Products: two paid at once (no refunds), two held 30 days (money-back guarantee). */
const DEMO_PRODUCTS = [
  {
    title: "Lawn Collection 2026",
    description: "Three-piece unstitched lawn suits, delivered nationwide.",
    commissionPercent: "12",
    refundPolicy: "30_day_guarantee",
    shop: "https://lawn.example.pk/collection",
  },
  {
    title: "Smart Watch Pro",
    description: "AMOLED smart watch with a 7-day battery and Urdu menus.",
    commissionPercent: "8",
    refundPolicy: "30_day_guarantee",
    shop: "https://gadgets.example.pk/watch-pro",
  },
  {
    title: "Online Quran Classes",
    description:
      "A month of one-to-one online classes with a qualified teacher.",
    commissionPercent: "25",
    refundPolicy: "none",
    shop: "https://learn.example.pk/quran",
  },
  {
    title: "Mobile Top-up Bundle",
    description: "Monthly data and minutes bundle for every network.",
    commissionPercent: "5",
    refundPolicy: "none",
    shop: "https://topup.example.pk/bundle",
  },
] as const;

/** Days of history the demo holds (today included). */
export const DEMO_DAYS = 30;

/** What the seed made, for the demo's banner and the test. */
export interface DemoSummary {
  affiliates: number;
  products: number;
  clicks: number;
  sales: number;
  payouts: { pending: number; paid: number; rejected: number };
}

/** A small deterministic generator (mulberry32), so every demo has the same shape. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minor units as the exact decimal text the use cases read (e.g. 123456 → "1234.56"). */
function amountText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

const at = (instant: Date): Clock => ({ now: () => instant });

/** Fails loudly: a demo seed that cannot write its own data is a bug. */
function must<T>(
  result: { ok: true; value: T } | { ok: false; error: unknown },
  what: string,
): T {
  if (!result.ok) {
    throw new Error(
      `demo seed: ${what} failed: ${JSON.stringify(result.error)}`,
    );
  }
  return result.value;
}

/** Seeds the demo program into a running Kamai whose admin is `adminEmail`; `now` is the demo's today. */
export async function seedDemo(
  kamai: Pick<RunningKamai, "services" | "infra">,
  options: { adminEmail: string; now?: Date; days?: number },
): Promise<DemoSummary> {
  const { services, infra } = kamai;
  const now = options.now ?? infra.clock.now();
  const today = karachiDate(now);
  const random = seededRandom(20260101);
  const admin = await services.auth.users.findByEmail(options.adminEmail);
  if (!admin) throw new Error(`demo seed: no admin ${options.adminEmail}`);
  const adminId = admin.id;
  const passwordHash = await services.auth.passwordHasher.hash(
    DEMO_AFFILIATE_PASSWORD,
  );
  const review = { uow: services.profiles.reviewUow, clock: at(now) };

  // People and profiles: everyone is verified, so each can sign in with the demo password.
  const ids = new Map<string, number>();
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    const user = await services.auth.users.create({
      name: person.name,
      email: person.email,
      passwordHash,
      isVerified: true,
    });
    if (!user) throw new Error(`demo seed: ${person.email} exists already`);
    ids.set(person.email, user.id);
    if (person.state === "none") continue;
    const n = String(i).padStart(2, "0");
    must(
      await submitProfile({ uow: review.uow, clock: at(now) }, {
        userId: user.id,
        profile: {
          name: person.name,
          fatherName: "Muhammad Aslam",
          cnic: `35202-12345${n}-1`,
          dob: "1996-03-15",
          address: `${i + 10} Main Boulevard`,
          city: i % 2 ? "Karachi" : "Lahore",
          state: i % 2 ? "Sindh" : "Punjab",
          country: "Pakistan",
          phone: `030012345${n}`,
          whatsappNumber: `+9232112345${n}`,
          websiteUrl: `https://${person.email.split("@")[0]}.example.pk`,
          trafficSource: i % 2 ? "YouTube reviews" : "Instagram reels",
        },
      }),
      `profile of ${person.email}`,
    );
    if (person.state === "approved" || person.state === "blocked") {
      must(
        await approveProfile(review, { adminId, userId: user.id }),
        `approval of ${person.email}`,
      );
    } else if (person.state === "rejected") {
      must(
        await rejectProfile(review, {
          adminId,
          userId: user.id,
          reason: "The CNIC photo is blurry; please upload a clear one.",
        }),
        `rejection of ${person.email}`,
      );
    }
  }

  const productIds: { id: number; hold: boolean; shop: string }[] = [];
  for (const product of DEMO_PRODUCTS) {
    const created = must(
      await createProduct({ uow: services.products.uow }, {
        adminId,
        title: product.title,
        description: product.description,
        commissionPercent: product.commissionPercent,
        refundPolicy: product.refundPolicy,
        image: null,
      }),
      `product ${product.title}`,
    );
    productIds.push({
      id: created.id,
      hold: product.refundPolicy !== "none",
      shop: product.shop,
    });
  }

  // Links and a month of traffic for every affiliate who earns (the blocked ones earned before their block).
  const earners = DEMO_PEOPLE.filter((p) =>
    p.state === "approved" || p.state === "blocked"
  );
  let clicks = 0;
  let sales = 0;
  let order = 0;
  for (const [rank, person] of earners.entries()) {
    const userId = ids.get(person.email)!;
    // The first affiliate is the busiest, so the printed sign-in shows the fullest screens.
    const busy = rank === 0 ? 2 : 1;
    for (const product of productIds) {
      const link = must(
        await assignLink({ uow: services.links.uow, random: infra.random }, {
          adminId,
          userId,
          productId: product.id,
          customLink: `${product.shop}?ref=${userId}`,
        }),
        `link of ${person.email}`,
      ).link;
      for (let back = (options.days ?? DEMO_DAYS) - 1; back >= 0; back--) {
        const day = addDays(today, -back);
        const dayStart = karachiStartOfDay(day).getTime();
        // Today only up to now; earlier days over their whole 24 hours.
        const span = Math.min(86_400_000, now.getTime() - dayStart);
        if (span <= 0) continue;
        const dayClicks = Math.floor((4 + random() * 26) * busy);
        for (let c = 0; c < dayClicks; c++) {
          services.tracking.buffer.add({
            clickId: `demo-${crypto.randomUUID()}`,
            linkId: link.id,
            userId,
            productId: product.id,
            visitorHash: crypto.randomUUID().replaceAll("-", ""),
            clickedAt: new Date(dayStart + Math.floor(random() * span)),
          });
        }
        clicks += dayClicks;
        const daySales = Math.floor(dayClicks * (0.03 + random() * 0.07));
        for (let s = 0; s < daySales; s++) {
          order++;
          const soldAt = new Date(dayStart + Math.floor(random() * span));
          const amount = amountText(
            Math.round(150_000 + random() * 1_350_000),
          );
          const orderId = `DEMO-${String(order).padStart(5, "0")}`;
          const deps = { uow: services.conversions.uow, clock: at(soldAt) };
          must(
            await recordConversion(deps, {
              linkCode: link.code,
              orderId,
              amount,
              status: "sale",
            }),
            `sale ${orderId}`,
          );
          sales++;
          // Now and then a held sale comes back within its guarantee.
          if (product.hold && random() < 0.06) {
            must(
              await recordConversion(deps, {
                linkCode: link.code,
                orderId,
                amount,
                status: "refund",
              }),
              `refund ${orderId}`,
            );
          }
        }
      }
    }
  }
  await services.tracking.buffer.flush();

  // Payouts: each earner asked three times over the month; one paid, one rejected, one still waiting.
  const payouts = { pending: 0, paid: 0, rejected: 0 };
  const payoutDeps = (when: Date) => ({
    uow: services.payouts.uow,
    clock: at(when),
    notifier: services.payouts.notifier,
  });
  const noHold = productIds.find((p) => !p.hold)!;
  for (const [n, person] of earners.entries()) {
    const userId = ids.get(person.email)!;
    // Each affiliate's own JazzCash wallet: one wallet on two affiliates is a risk flag that holds payouts.
    const wallet = `0300${String(1_234_567 + n).padStart(7, "0")}`;
    const ask = async (daysAgo: number, share: number) => {
      const when = new Date(now.getTime() - daysAgo * 86_400_000);
      const available = await availableMinor(kamai, userId, karachiDate(when));
      const amountMinor = Math.floor(available * share / 100) * 100;
      if (amountMinor < 100) return null;
      return must(
        await requestPayout({ uow: services.payouts.uow, clock: at(when) }, {
          userId,
          idempotencyKey: null,
          body: {
            amount: amountText(amountMinor),
            method: "jazzcash",
            productId: noHold.id,
            accountName: person.name,
            accountNumber: wallet,
          },
        }),
        `payout of ${person.email}`,
      ).payout.id;
    };
    const paid = await ask(18, 0.5);
    if (paid !== null) {
      must(
        await payPayout(
          payoutDeps(new Date(now.getTime() - 17 * 86_400_000)),
          {
            adminId,
            payoutId: paid,
            transactionId: `JC-${String(paid).padStart(8, "0")}`,
          },
        ),
        "payment",
      );
      payouts.paid++;
    }
    const refused = await ask(9, 0.4);
    if (refused !== null) {
      must(
        await rejectPayout(
          payoutDeps(new Date(now.getTime() - 8 * 86_400_000)),
          {
            adminId,
            payoutId: refused,
            rejectionReason:
              "The JazzCash account name does not match the profile.",
          },
        ),
        "rejection",
      );
      payouts.rejected++;
    }
    if ((await ask(1, 0.3)) !== null) payouts.pending++;
  }

  // Blocks last: a blocked affiliate's history stays, their links stop earning from now on.
  for (const person of earners.filter((p) => p.state === "blocked")) {
    must(
      await toggleUserBlock({ uow: services.users.uow }, {
        adminId,
        userId: ids.get(person.email)!,
      }),
      `block of ${person.email}`,
    );
  }

  return {
    affiliates: DEMO_PEOPLE.length,
    products: productIds.length,
    clicks,
    sales,
    payouts,
  };
}

/** The user's available balance on `date` in minor units, as the payout use case reads it. */
async function availableMinor(
  kamai: Pick<RunningKamai, "infra">,
  userId: number,
  date: string,
): Promise<number> {
  const [row] = await kamai.infra.sql<{ available: string }[]>`
    SELECT coalesce(sum(amount_minor), 0)::text AS available
    FROM ledger_entries WHERE user_id = ${userId} AND available_on <= ${date}::date`;
  return Number(row.available);
}

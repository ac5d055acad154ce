/** Browser tests of sharing: QR codes downloaded as PNG and SVG scan back to the tracked link or coupon code, the WhatsApp link carries the affiliate's message, and the phone's share sheet. */
import assert from "node:assert/strict";
import jsQRModule from "jsqr";
import { decode } from "fast-png";
import type { Locator, Page } from "playwright-core";
import { Buffer } from "node:buffer";
import { type E2e, E2E_ADMIN, setSession, startE2e } from "./harness.ts";
import { assertNoSeriousAxeViolations } from "./axe.ts";
import { createUser, loginAs } from "../../adapters/http/test_users.ts";
import { PNG_1X1 } from "../../adapters/http/access_fixtures.ts";

// jsqr is CommonJS: under Deno its default import is the function itself, though its types describe an ES module.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Decodes the QR code in a PNG file's bytes; throws when none is found. */
export function scanPng(bytes: Uint8Array): string {
  const png = decode(bytes);
  const pixels = png.width * png.height;
  const rgba = new Uint8ClampedArray(pixels * 4);
  const channels = png.channels;
  for (let i = 0; i < pixels; i++) {
    const at = (c: number) => Number(png.data[i * channels + c]);
    const gray = channels < 3;
    rgba[i * 4] = at(0);
    rgba[i * 4 + 1] = gray ? at(0) : at(1);
    rgba[i * 4 + 2] = gray ? at(0) : at(2);
    rgba[i * 4 + 3] = channels === 4 || channels === 2 ? at(channels - 1) : 255;
  }
  const found = jsQR(rgba, png.width, png.height);
  if (!found) throw new Error("no QR code found in the PNG");
  return found.data;
}

/** Clicks a download button and returns the file's name and bytes. */
async function downloadFrom(
  page: Page,
  button: Locator,
): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    button.click(),
  ]);
  return {
    name: download.suggestedFilename(),
    bytes: await Deno.readFile((await download.path())!),
  };
}

/** Draws an SVG file in the browser at its own size and scans the picture. */
async function scanSvg(e2e: E2e, svg: string): Promise<string> {
  const { page } = await e2e.newPage();
  await page.setContent(
    `<!doctype html><body style="margin:0;background:#fff">${svg}</body>`,
  );
  const shot = await page.locator("svg").screenshot();
  await page.close();
  return scanPng(new Uint8Array(shot));
}

/** The text WhatsApp would open with. */
async function whatsAppText(panel: Locator): Promise<string> {
  const href = await panel.getByRole("link", { name: "Share on WhatsApp" })
    .getAttribute("href");
  assert.ok(href?.startsWith("https://wa.me/?text="), href ?? "no href");
  return new URL(href!).searchParams.get("text") ?? "";
}

Deno.test({
  name:
    "sharing in the browser: QR PNG and SVG scan back to the link and coupon, WhatsApp message, native share",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const e2e = await startE2e();
    try {
      const ctx = e2e.app.infra;
      const affiliate = await createUser(ctx, { name: "Ali Khan" });
      const [product] = await ctx.sql`
        INSERT INTO products (title, description, commission_bp)
        VALUES ('Freelancing Course', 'Learn to freelance', 5000) RETURNING id`;
      await ctx.sql`
        INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
        VALUES (${affiliate.id}, ${product.id}, 'https://shop.example/course', 'shareAB12')`;
      await ctx.sql`
        INSERT INTO coupons (user_id, product_id, code, code_key)
        VALUES (${affiliate.id}, ${product.id}, 'ALI10', 'ali10')`;
      const tracked = `${e2e.url}/go/shareAB12`;

      const { page } = await e2e.newPage();
      await page.goto("/unauthorized");
      await setSession(page, {
        token: affiliate.token,
        role: "user",
        approved: true,
      });
      await page.goto("/my-links");
      const card = page.getByRole("article", { name: "Freelancing Course" });
      await card.getByText(tracked).waitFor();
      const linkShare = card.locator("details.share-tools").first();
      const linkPanel = linkShare.locator(".share-panel");

      await t.step(
        "the link's QR code downloads as PNG and SVG and scans back to the tracked link",
        async () => {
          await linkShare.getByText("Share", { exact: true }).click();
          await linkPanel.getByTestId("share-qr").waitFor();
          assert.equal(
            await linkPanel.getByRole("img").getAttribute("aria-label"),
            `QR code of ${tracked}`,
          );
          const png = await downloadFrom(
            page,
            linkPanel.getByRole("button", { name: "Download PNG" }),
          );
          assert.equal(png.name, "kamai-shareAB12-qr.png");
          assert.equal(scanPng(png.bytes), tracked);
          const svg = await downloadFrom(
            page,
            linkPanel.getByRole("button", { name: "Download SVG" }),
          );
          assert.equal(svg.name, "kamai-shareAB12-qr.svg");
          const svgText = new TextDecoder().decode(svg.bytes);
          assert.match(svgText, /^<\?xml[^>]*>\s*<svg xmlns=/);
          assert.equal(await scanSvg(e2e, svgText), tracked);
        },
      );

      await t.step(
        "Share on WhatsApp carries the default message, then the affiliate's own, kept after a reload",
        async () => {
          assert.equal(
            await whatsAppText(linkPanel),
            `Have a look at Freelancing Course: ${tracked}`,
          );
          await linkPanel.getByRole("button", { name: "Edit message" }).click();
          await linkPanel.getByLabel("Your share message").fill(
            "Ghar baithe kamana seekho! {title} yahan se lo: {link}",
          );
          await linkPanel.getByRole("button", { name: "Save message" }).click();
          const mine =
            `Ghar baithe kamana seekho! Freelancing Course yahan se lo: ${tracked}`;
          assert.equal(await whatsAppText(linkPanel), mine);
          assert.equal(
            await linkPanel.getByRole("link", { name: "Share on WhatsApp" })
              .getAttribute("target"),
            "_blank",
          );
          await page.reload();
          await linkShare.getByText("Share", { exact: true }).click();
          assert.equal(await whatsAppText(linkPanel), mine);
        },
      );

      await t.step(
        "the coupon's QR code scans back to the code; its WhatsApp message has the link and the code",
        async () => {
          const couponShare = card.locator(".coupon-list details.share-tools");
          const couponPanel = couponShare.locator(".share-panel");
          await couponShare.getByText("Share code", { exact: true }).click();
          await couponPanel.getByTestId("share-qr").waitFor();
          const png = await downloadFrom(
            page,
            couponPanel.getByRole("button", { name: "Download PNG" }),
          );
          assert.equal(png.name, "kamai-ALI10-qr.png");
          assert.equal(scanPng(png.bytes), "ALI10");
          const svg = await downloadFrom(
            page,
            couponPanel.getByRole("button", { name: "Download SVG" }),
          );
          assert.equal(
            await scanSvg(e2e, new TextDecoder().decode(svg.bytes)),
            "ALI10",
          );
          assert.equal(
            await whatsAppText(couponPanel),
            `Ghar baithe kamana seekho! Freelancing Course yahan se lo: ${tracked}\nCoupon code: ALI10`,
          );
          // Both panels open, one with its message editor: no serious or critical axe finding.
          await linkPanel.getByRole("button", { name: "Edit message" }).click();
          await linkPanel.getByLabel("Your share message").waitFor();
          await assertNoSeriousAxeViolations(
            page,
            "/my-links, share panels open",
          );
        },
      );

      await t.step(
        "on a phone with a share sheet, Share… hands it the message with the link",
        async () => {
          const { page: phone, context } = await e2e.newPage({ width: 390 });
          await context.addInitScript(() => {
            // deno-lint-ignore no-explicit-any
            const w = globalThis as any;
            w.__shared = [];
            w.navigator.share = (data: unknown) => {
              w.__shared.push(data);
              return Promise.resolve();
            };
          });
          await phone.goto("/unauthorized");
          await setSession(phone, {
            token: affiliate.token,
            role: "user",
            approved: true,
          });
          await phone.goto("/my-links");
          const phoneCard = phone.getByRole("article", {
            name: "Freelancing Course",
          });
          const share = phoneCard.locator("details.share-tools").first();
          await share.getByText("Share", { exact: true }).click();
          await share.getByRole("button", { name: "Share…" }).click();
          const shared = await phone.evaluate(() =>
            // deno-lint-ignore no-explicit-any
            (globalThis as any).__shared
          );
          assert.deepEqual(shared, [{
            title: "Freelancing Course",
            text: `Have a look at Freelancing Course: ${tracked}`,
          }]);
          // Without a share sheet (the desktop page) there is no Share… button.
          assert.equal(
            await linkPanel.getByRole("button", { name: "Share…" }).count(),
            0,
          );
          // The panel fits a phone: nothing sticks out sideways.
          const overflow = await phone.evaluate(() => {
            // deno-lint-ignore no-explicit-any
            const d = (globalThis as any).document.documentElement;
            return d.scrollWidth - d.clientWidth;
          });
          assert.equal(overflow, 0);
        },
      );

      await t.step(
        "the admin fills the resource kit; the affiliate copies captions with the link in them and downloads the image",
        async () => {
          const adminToken = await loginAs(
            ctx,
            E2E_ADMIN.email,
            E2E_ADMIN.password,
          );
          const { page: admin } = await e2e.newPage();
          await admin.goto("/unauthorized");
          await setSession(admin, {
            token: adminToken,
            role: "admin",
            approved: true,
          });
          await admin.goto("/admin/products");
          const adminCard = admin.getByRole("article", {
            name: "Freelancing Course",
          });
          await adminCard.getByText("Resource kit", { exact: true }).click();
          const kit = adminCard.getByRole("region", {
            name: "Resource kit of Freelancing Course",
          });
          await kit.getByText("No resources yet.").waitFor();
          const form = kit.getByRole("form", {
            name: "Add to the resource kit of Freelancing Course",
          });
          const add = async (kind: string, text: string) => {
            await form.getByLabel("Resource").selectOption({ label: kind });
            if (kind === "Image") {
              await form.getByLabel("Image file").setInputFiles({
                name: "banner.png",
                mimeType: "image/png",
                buffer: Buffer.from(PNG_1X1),
              });
              await form.getByLabel("Description").fill(text);
            } else await form.getByLabel("Text").fill(text);
            await form.getByRole("button", { name: "Add to kit" }).click();
            await kit.getByRole("listitem").filter({ hasText: text }).waitFor();
          };
          // An empty caption is refused with the domain's message and nothing is added.
          await form.getByRole("button", { name: "Add to kit" }).click();
          await kit.getByText("Write the caption or note.").waitFor();
          await add("Caption (English)", "Learn freelancing from home: {link}");
          await add("Caption (Urdu)", "گھر بیٹھے فری لانسنگ سیکھیں");
          await add("Note for affiliates", "Post in the evening, 8 to 10 pm.");
          await add("Image", "Course banner");
          await assertNoSeriousAxeViolations(
            admin,
            "/admin/products, kit open",
          );
          const [audited] = await ctx.sql`
          SELECT count(*)::int AS n FROM audit_logs WHERE action = 'Add Product Resource'`;
          assert.equal(audited.n, 4);

          const { page: seller, context } = await e2e.newPage();
          await context.grantPermissions(
            ["clipboard-read", "clipboard-write"],
            {
              origin: e2e.url,
            },
          );
          await seller.goto("/unauthorized");
          await setSession(seller, {
            token: affiliate.token,
            role: "user",
            approved: true,
          });
          await seller.goto("/my-links");
          const sellerCard = seller.getByRole("article", {
            name: "Freelancing Course",
          });
          await sellerCard.getByText("Resource kit", { exact: true }).click();
          const sellerKit = sellerCard.getByRole("region", {
            name: "Resource kit of Freelancing Course",
          });
          const clipboard = () =>
            seller.evaluate(() =>
              // deno-lint-ignore no-explicit-any
              (globalThis as any).navigator.clipboard.readText()
            );
          const captions = sellerKit.getByRole("list", { name: "Captions" })
            .getByRole("listitem");
          await captions.first().waitFor();
          assert.equal(await captions.count(), 2);
          // Its name starts with the words on it (label in name), before and after copying.
          await captions.nth(0).getByRole("button", {
            name: /^Copy caption \(English caption \d+ with your link\)$/,
          }).waitFor();
          await captions.nth(0).getByRole("button", { name: /Copy/ }).click();
          await captions.nth(0).getByText("Copied!").waitFor();
          assert.equal(
            await clipboard(),
            `Learn freelancing from home: ${tracked}`,
          );
          await captions.nth(1).getByRole("button", { name: /Copy/ }).click();
          await captions.nth(1).getByText("Copied!").waitFor();
          assert.equal(
            await clipboard(),
            `گھر بیٹھے فری لانسنگ سیکھیں\n${tracked}`,
          );
          assert.equal(
            await captions.nth(1).locator("p").getAttribute("dir"),
            "rtl",
          );
          await sellerKit.getByText("Post in the evening, 8 to 10 pm.")
            .waitFor();
          const image = await downloadFrom(
            seller,
            sellerKit.getByRole("link", {
              name: "Download image: Course banner",
            }),
          );
          assert.match(image.name, /^freelancing-course-\d+\.png$/);
          // Stored re-encoded from its pixels: the same image, not the same bytes.
          const stored = decode(image.bytes);
          assert.deepEqual(
            [stored.width, stored.height, [...stored.data]],
            [1, 1, [...decode(PNG_1X1).data]],
          );
          await assertNoSeriousAxeViolations(seller, "/my-links, kit open");

          // The admin removes the note; the affiliate's kit no longer has it.
          await kit.getByRole("listitem").filter({
            hasText: "Post in the evening",
          }).getByRole("button", { name: "Remove" }).click();
          await kit.getByText("Resource removed.").waitFor();
          await seller.reload();
          await sellerCard.getByText("Resource kit", { exact: true }).click();
          await sellerKit.getByRole("list", { name: "Captions" }).waitFor();
          assert.equal(
            await sellerKit.getByText("Post in the evening").count(),
            0,
          );
        },
      );
    } finally {
      await e2e.close();
    }
  },
});

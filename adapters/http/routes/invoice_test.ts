/** The invoice of a paid payout: the operator's details from settings, the payee's filed id, both languages, the PDF. */
import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { forEachTestApp, TEST_ADMIN } from "../test_app.ts";
import { createUser, loginAs } from "../test_users.ts";
import { testLedger } from "../test_ledger.ts";
import { money } from "../../../domain/shared/money.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { pdfTextPieces } from "../../pdf/pdf_text.ts";

const OPERATOR = {
  operatorName: "Kamai Networks (Pvt) Ltd",
  operatorAddress: "Plot 4, Main Boulevard\nGulberg III, Lahore",
  operatorNtn: "1234567-8",
};

forEachTestApp(
  "invoice: issuer from settings, payee's filed CNIC, English and Urdu, PDF made on the server",
  async (t, app) => {
    const adminToken = await loginAs(
      app.infra,
      TEST_ADMIN.email,
      TEST_ADMIN.password,
    );
    const user = await createUser(app.infra, { name: "Ayesha Khan" });
    const stranger = await createUser(app.infra, { name: "Someone Else" });
    const [product] = await app.infra.sql`
      INSERT INTO products (title, description, commission_bp) VALUES ('Lawn Suit', 'A suit', 5000) RETURNING id`;
    await testLedger(app.infra).append({
      userId: user.id,
      productId: product.id,
      kind: "earning",
      amount: money(8_266_282),
      availableOn: karachiDate(app.infra.clock.now()),
      sourceType: "sale",
      sourceId: 1,
    });

    await t.step(
      "the operator's details are settings, checked and audited",
      async () => {
        const bad = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { operatorNtn: "12-34" },
        });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.field, "operatorNtn");
        const res = await app.json("/api/admin/settings", {
          method: "PATCH",
          token: adminToken,
          body: { ...OPERATOR, operatorName: "  Kamai Networks (Pvt) Ltd " },
        });
        assert.equal(res.status, 200);
        assert.equal(res.body.settings.operatorName, OPERATOR.operatorName);
        assert.equal(
          res.body.settings.operatorAddress,
          OPERATOR.operatorAddress,
        );
        assert.equal(res.body.settings.operatorNtn, "1234567-8");
        const rows = await app.infra.sql<{ details: string }[]>`
          SELECT details FROM audit_logs WHERE action = 'Update Settings' ORDER BY id`;
        assert.deepEqual(rows.map((r) => r.details), [
          'Operator legal name (none) → "Kamai Networks (Pvt) Ltd"',
          'Operator address (none) → "Plot 4, Main Boulevard, Gulberg III, Lahore"',
          'Operator NTN (none) → "1234567-8"',
        ]);
      },
    );

    let payoutId = 0;
    await t.step("the payee files a CNIC, asks and is paid", async () => {
      const tax = await app.json("/api/profile/tax", {
        method: "PUT",
        token: user.token,
        body: { idNumber: "35202-1234567-1", filer: true },
      });
      assert.equal(tax.status, 200);
      const asked = await app.json("/api/payouts", {
        token: user.token,
        body: {
          method: "jazzcash",
          accountName: "Ayesha Khan",
          accountNumber: "03001234567",
          amount: "82662.82",
          productId: product.id,
        },
      });
      assert.equal(asked.status, 201);
      payoutId = asked.body.payout.id;
      const paid = await app.json(`/api/payouts/admin/pay/${payoutId}`, {
        token: adminToken,
        body: { transactionId: "JC-7788" },
      });
      assert.equal(paid.status, 200);
    });

    await t.step(
      "the HTML names the issuer and the payee's CNIC, in English by default",
      async () => {
        const res = await app.request(`/api/payouts/${payoutId}/invoice`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.match(html, /<html lang="en" dir="ltr">/);
        assert.match(html, /data-testid="invoice-issuer"/);
        assert.match(html, /Kamai Networks \(Pvt\) Ltd/);
        assert.match(html, /Plot 4, Main Boulevard<\/bdi><br><bdi>Gulberg III/);
        assert.match(html, /NTN: 1234567-8/);
        assert.match(html, /CNIC: 35202-1234567-1/);
        assert.match(html, /<bdi dir="ltr" class="amount">\$82,662\.82<\/bdi>/);
      },
    );

    await t.step(
      "?lang=ur renders the same facts in Urdu, values isolated",
      async () => {
        const res = await app.request(
          `/api/payouts/${payoutId}/invoice?lang=ur`,
          { headers: { authorization: `Bearer ${adminToken}` } },
        );
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.match(html, /<html lang="ur" dir="rtl">/);
        assert.match(html, /جاری کنندہ/);
        assert.match(html, /ادا کی گئی رقم:/);
        assert.match(html, /<bdi dir="ltr" class="amount">\$82,662\.82<\/bdi>/);
        assert.match(html, /<bdi dir="ltr">JC-7788<\/bdi>/);
        const bad = await app.json(`/api/payouts/${payoutId}/invoice?lang=fr`, {
          token: user.token,
        });
        assert.equal(bad.status, 400);
      },
    );

    await t.step(
      "the PDF is a PDF with the invoice's names and amounts",
      async () => {
        for (const lang of ["en", "ur"]) {
          const res = await app.request(
            `/api/payouts/${payoutId}/invoice/pdf?lang=${lang}`,
            { headers: { authorization: `Bearer ${user.token}` } },
          );
          assert.equal(res.status, 200);
          assert.equal(res.headers.get("content-type"), "application/pdf");
          const number = res.headers.get("x-invoice-number") ?? "";
          assert.match(number, /^KAM-\d{8}-\d{6}$/);
          assert.equal(
            res.headers.get("content-disposition"),
            `attachment; filename="${number}.pdf"`,
          );
          const bytes = new Uint8Array(await res.arrayBuffer());
          assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-");
          const doc = await PDFDocument.load(bytes);
          assert.equal(doc.getPageCount(), 1);
          assert.equal(doc.getTitle()?.endsWith(number), true);
          const pieces = await pdfTextPieces(bytes);
          for (
            const expected of [
              "Kamai Networks (Pvt) Ltd",
              "Plot 4, Main Boulevard",
              "Ayesha Khan",
              "35202-1234567-1",
              "1234567-8",
              "$82,662.82",
              "JC-7788",
              number,
            ]
          ) {
            assert.ok(
              pieces.some((piece) => piece.includes(expected)),
              `${lang}: ${expected} in ${JSON.stringify(pieces)}`,
            );
          }
          if (lang === "en") {
            assert.ok(pieces.includes("Amount paid:"));
          } else {
            // Urdu is drawn in Noto Naskh Arabic: the labels are Arabic-script glyphs.
            assert.ok(
              pieces.some((piece) => /[\u0600-\u06ff]/.test(piece)),
              "Urdu text in the PDF",
            );
          }
        }
      },
    );

    await t.step(
      "a repeat download answers the same PDF; the other language another",
      async () => {
        const download = async (lang: string) => {
          const res = await app.request(
            `/api/payouts/${payoutId}/invoice/pdf?lang=${lang}`,
            { headers: { authorization: `Bearer ${user.token}` } },
          );
          assert.equal(res.status, 200);
          return new Uint8Array(await res.arrayBuffer());
        };
        const [first, again, urdu] = [
          await download("en"),
          await download("en"),
          await download("ur"),
        ];
        assert.deepEqual(again, first);
        assert.notDeepEqual(urdu, first);
      },
    );

    // After the PDFs were made (and kept): the kept PDF is still only its payee's (and admins').
    await t.step("another affiliate's PDF reads as not found", async () => {
      const res = await app.json(`/api/payouts/${payoutId}/invoice/pdf`, {
        token: stranger.token,
      });
      assert.equal(res.status, 404);
    });
  },
);

/** Payout routes (mounted under /api): balance, requests, history, the admin payout desk and invoices. */
import { type Context, Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import { acceptedCurrent } from "../../../domain/directory/terms_repository.ts";
import { TERMS_MESSAGES } from "../../../domain/directory/terms.ts";
import type { PayoutServices } from "../../../domain/payouts/payout_repos.ts";
import { requestPayout } from "../../../domain/payouts/request_payout.ts";
import { payPayout } from "../../../domain/payouts/pay_payout.ts";
import { rejectPayout } from "../../../domain/payouts/reject_payout.ts";
import {
  listPayoutPage,
  listPayouts,
} from "../../../domain/payouts/list_payouts.ts";
import { withHolds } from "../../../domain/payouts/payout_hold.ts";
import { getPayoutBalance } from "../../../domain/payouts/get_payout_balance.ts";
import { getPayoutInvoice } from "../../../domain/payouts/get_payout_invoice.ts";
import { invoiceFactsOf } from "../../../domain/payouts/invoice_facts.ts";
import type { InvoiceLanguage } from "../../../domain/payouts/invoice_text.ts";
import { renderInvoiceDocument } from "../../../domain/payouts/render_invoice.ts";
import type { PayoutInvoice } from "../../../domain/payouts/payout_repository.ts";
import { renderInvoicePdf } from "../../pdf/invoice_pdf.ts";
import { createInvoicePdfCache } from "../../pdf/invoice_pdf_cache.ts";
import { answerError, apiError } from "../api_error.ts";
import { exactJsonBody } from "../exact_json.ts";
import {
  jsonBody,
  optionalBodyText,
  parseIdParam,
  queryParams,
} from "../validate.ts";
import { requestedPage } from "../paging.ts";
import { balanceJson, payoutJson } from "./payout_json.ts";
import {
  adminPayoutsQuery as adminListQuery,
  balanceQuery,
  invoiceQuery,
  type PayoutAction,
  payoutBodyCheck as anyObject,
} from "../../../wire/payouts.ts";

/** The payouts router; mount with app.route("/api", createPayoutRoutes(ctx, services.payouts)). */
export function createPayoutRoutes(
  ctx: AppContext,
  { reader: payouts, balances: ledger, uow, notifier, holds, terms, settings }:
    PayoutServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const decideDeps = { uow, clock: ctx.clock, notifier };
  // Made invoice PDFs, so a repeat download is not drawn again (bounded; the facts are fixed at payment).
  const invoicePdfs = createInvoicePdfCache();

  app.get("/payouts", ctx.auth.requireUser, async (c) => {
    const list = await listPayouts({ payouts }, {
      userId: c.get("session").userId,
    });
    c.header("Cache-Control", "no-store");
    return c.json(list.map(payoutJson));
  });

  app.get(
    "/payouts/balance",
    ctx.auth.requireUser,
    queryParams(balanceQuery),
    async (c) => {
      const session = c.get("session");
      const asked = c.req.valid("query").userId;
      const userId = asked === undefined ? session.userId : Number(asked);
      // Only an admin may read somebody else's balance.
      if (userId !== session.userId && session.role !== "admin") {
        throw apiError("FORBIDDEN", "You can only see your own balance.");
      }
      const summary = await getPayoutBalance(
        { ledger, clock: ctx.clock },
        userId,
      );
      c.header("Cache-Control", "no-store");
      return c.json(balanceJson(summary));
    },
  );

  app.post("/payouts", ctx.auth.requireUser, jsonBody(anyObject), async (c) => {
    const session = c.get("session");
    if (session.role !== "user") {
      throw apiError("FORBIDDEN", "Only affiliates can request payouts.");
    }
    if (!session.isApproved) {
      throw apiError(
        "FORBIDDEN",
        "Your profile must be approved before you can request a payout.",
      );
    }
    // A new version of the program's terms blocks requests until accepted (docs/offer-directory.md).
    if (!(await acceptedCurrent(terms, session.userId, null))) {
      throw apiError(
        "TERMS_NOT_ACCEPTED",
        TERMS_MESSAGES.programNotAccepted,
      );
    }
    const result = await requestPayout({
      uow: decideDeps.uow,
      clock: ctx.clock,
    }, {
      userId: session.userId,
      idempotencyKey: idempotencyKeyOf(c.req.header("idempotency-key")),
      body: await exactJsonBody(c, ["amount"]),
    });
    if (!result.ok) throw answerError(result.error, { extras: "money" });
    if (result.value.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(
      {
        message: "Payout request submitted.",
        payout: payoutJson(result.value.payout),
      } satisfies PayoutAction,
      201,
    );
  });

  app.get(
    "/payouts/admin",
    ctx.auth.requireAdmin,
    queryParams(adminListQuery),
    async (c) => {
      const { status: asked, ...paging } = c.req.valid("query");
      const status = asked === undefined || asked === "" || asked === "all"
        ? null
        : asked;
      c.header("Cache-Control", "no-store");
      const page = requestedPage(paging);
      if (page) {
        const { rows, total } = await listPayoutPage({ payouts }, {
          status,
          ...page,
        });
        c.header("X-Total-Count", String(total));
        return c.json((await withHolds(holds, rows)).map(payoutJson));
      }
      const list = await listPayouts({ payouts }, { status });
      // Each undecided payout says whether a block or a risk flag holds it (the desk badges it, select all skips it).
      return c.json((await withHolds(holds, list)).map(payoutJson));
    },
  );

  app.post(
    "/payouts/admin/pay/:id",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const payoutId = parseIdParam(c, "id");
      // invoiceHtml is accepted for compatibility but ignored: the server renders the invoice from stored data.
      const { transactionId } = c.req.valid("json");
      const result = await payPayout(decideDeps, {
        adminId: c.get("session").userId,
        payoutId,
        transactionId,
      });
      if (!result.ok) throw answerError(result.error, { extras: "money" });
      return c.json(
        {
          message: "Payout marked as paid!",
          payout: payoutJson(result.value),
        } satisfies PayoutAction,
      );
    },
  );

  app.patch("/payouts/admin/reject/:id", ctx.auth.requireAdmin, async (c) => {
    const payoutId = parseIdParam(c, "id");
    const result = await rejectPayout(decideDeps, {
      adminId: c.get("session").userId,
      payoutId,
      // The client in docs/product.md §7 may send no body at all; a JSON body may carry { rejectionReason }.
      rejectionReason: await optionalBodyText(
        c,
        "rejectionReason",
        "The rejection reason must be text.",
      ),
    });
    if (!result.ok) throw answerError(result.error, { extras: "money" });
    return c.json(
      {
        message: "Payout rejected successfully.",
        payout: payoutJson(result.value),
      } satisfies PayoutAction,
    );
  });

  /** The caller's invoice with its facts (older invoices' facts read from the payout now) and the asked language. */
  const invoiceFor = async (c: Context<SessionEnv>, lang?: InvoiceLanguage) => {
    const payoutId = parseIdParam(c, "id");
    const { userId, role } = c.get("session");
    const result = await getPayoutInvoice(
      { payouts },
      { userId, role },
      payoutId,
    );
    if (!result.ok) throw answerError(result.error, { extras: "money" });
    const invoice = result.value;
    const facts = invoice.facts ?? await legacyFacts(invoice);
    return { invoice, facts, language: lang ?? facts.language };
  };
  // Before 0073 an invoice kept only its html: its PDF is made from the payout (decided, so unchanged) without
  // an issuer, in the ledger currency (fixed once money is recorded, so the one it was paid in).
  const legacyFacts = async (invoice: PayoutInvoice) => {
    const [payout, current] = await Promise.all([
      payouts.findById(invoice.payoutId),
      settings.get(),
    ]);
    return invoiceFactsOf(payout!, invoice.invoiceNumber, invoice.issuedAt, {
      currency: current.currency,
    });
  };

  app.get(
    "/payouts/:id/invoice",
    ctx.auth.requireUser,
    queryParams(invoiceQuery),
    async (c) => {
      const { invoice, language } = await invoiceFor(
        c,
        c.req.valid("query").lang,
      );
      // An invoice with its facts is shown in the language asked for; an older one as it was stored.
      const html = invoice.facts
        ? renderInvoiceDocument(invoice.facts, language)
        : invoice.html;
      return new Response(html, {
        headers: {
          "content-type": "text/html; charset=utf-8",
          // The invoice is a document to read and print: no scripts, no outside requests.
          "content-security-policy":
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
          "x-invoice-number": invoice.invoiceNumber,
        },
      });
    },
  );

  app.get(
    "/payouts/:id/invoice/pdf",
    ctx.auth.requireUser,
    queryParams(invoiceQuery),
    async (c) => {
      const { invoice, facts, language } = await invoiceFor(
        c,
        c.req.valid("query").lang,
      );
      const pdf = await invoicePdfs.get(
        { payoutId: invoice.payoutId, language, facts },
        () => renderInvoicePdf(facts, language),
      );
      return new Response(pdf as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition":
            `attachment; filename="${invoice.invoiceNumber}.pdf"`,
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
          "x-invoice-number": invoice.invoiceNumber,
        },
      });
    },
  );

  return app;
}

/** The Idempotency-Key header, or null; an unusable key is a caller bug worth a clear 400. */
function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (key === "") return null;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw apiError(
      "VALIDATION_ERROR",
      "Idempotency-Key must be 1 to 200 visible ASCII characters.",
    );
  }
  return key;
}

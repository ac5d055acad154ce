/** Withholding tax routes (mounted under /api): the affiliate's tax profile, the rate table, the monthly report. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { TaxServices } from "../../../domain/tax/tax_repos.ts";
import { saveTaxProfile } from "../../../domain/tax/save_tax_profile.ts";
import { addTaxRate } from "../../../domain/tax/add_tax_rate.ts";
import { taxReportCsv } from "../../../domain/tax/tax_report_csv.ts";
import type { TaxProfile } from "../../../domain/tax/tax_profile.ts";
import type { TaxRate } from "../../../domain/tax/tax_rate.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import {
  addMoneyTotals,
  toDisplayAmount,
} from "../../../domain/shared/money.ts";
import { answerError, apiError } from "../api_error.ts";
import { wireAmount } from "./money_json.ts";
import { exactJsonBody } from "../exact_json.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import {
  type MyTaxJson,
  type TaxProfileJson,
  type TaxProfileSavedJson,
  type TaxRateAddedJson,
  type TaxRateJson,
  type TaxReportJson,
  taxReportQuery,
} from "../../../wire/tax.ts";

const anyObject = objectBody("Send a JSON object.");

function profileJson(p: TaxProfile): TaxProfileJson {
  return {
    idType: p.idType,
    idNumber: p.idNumber,
    filer: p.filer,
    updatedAt: p.updatedAt.toISOString(),
  };
}

function rateJson(r: TaxRate, currentId: number | null): TaxRateJson {
  return {
    id: r.id,
    category: r.category,
    section: r.section,
    filerPercent: r.filerBp / 100,
    nonFilerPercent: r.nonFilerBp / 100,
    effectiveFrom: r.effectiveFrom,
    appliesToPayouts: r.appliesToPayouts,
    current: r.id === currentId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The tax router; mount with app.route("/api", createTaxRoutes(ctx, services.tax)). */
export function createTaxRoutes(
  ctx: AppContext,
  { reader, settings, profileUow, rateUow }: TaxServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const today = () => karachiDate(ctx.clock.now());

  app.get("/profile/tax", ctx.auth.requireUser, async (c) => {
    const [profile, current, rate] = [
      await reader.get(c.get("session").userId),
      await settings.get(),
      await reader.payoutRateOn(today()),
    ];
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        taxProfile: profile ? profileJson(profile) : null,
        withholdingTax: current.withholdingTax,
        rate: rate ? rateJson(rate, rate.id) : null,
      } satisfies MyTaxJson,
    );
  });

  app.put(
    "/profile/tax",
    ctx.auth.requireUser,
    jsonBody(anyObject),
    async (c) => {
      const session = c.get("session");
      if (session.role !== "user") {
        throw apiError("FORBIDDEN", "Only affiliates have a tax profile.");
      }
      const result = await saveTaxProfile({ uow: profileUow }, {
        userId: session.userId,
        body: c.req.valid("json"),
      });
      if (!result.ok) {
        throw answerError(result.error, { extras: "keep" });
      }
      return c.json(
        {
          message: "Tax profile saved.",
          taxProfile: profileJson(result.value),
        } satisfies TaxProfileSavedJson,
      );
    },
  );

  app.get("/admin/tax-rates", ctx.auth.requireAdmin, async (c) => {
    const current = await reader.payoutRateOn(today());
    c.header("Cache-Control", "no-store");
    return c.json(
      (await reader.list()).map((r) => rateJson(r, current?.id ?? null)),
    );
  });

  app.post(
    "/admin/tax-rates",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const result = await addTaxRate({ uow: rateUow }, {
        adminId: c.get("session").userId,
        body: await exactJsonBody(c, ["filerPercent", "nonFilerPercent"]),
      });
      if (!result.ok) {
        throw answerError(result.error, { extras: "keep" });
      }
      const current = await reader.payoutRateOn(today());
      return c.json(
        {
          message: "Tax rate added.",
          rate: rateJson(result.value, current?.id ?? null),
        } satisfies TaxRateAddedJson,
        201,
      );
    },
  );

  app.get(
    "/payouts/admin/tax",
    ctx.auth.requireAdmin,
    queryParams(taxReportQuery),
    async (c) => {
      const { month, format } = c.req.valid("query");
      const rows = await reader.month(month);
      const { currency } = await settings.get();
      c.header("Cache-Control", "no-store");
      if (format === "csv") {
        return new Response(taxReportCsv(rows, currency), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition":
              `attachment; filename="withholding_tax_${month}.csv"`,
            "cache-control": "no-store",
          },
        });
      }
      return c.json(
        {
          month,
          currency,
          rows: rows.map((r) => ({
            payoutId: r.payoutId,
            payee: r.payeeName,
            email: r.payeeEmail,
            idNumber: r.idNumber,
            filer: r.filer,
            gross: toDisplayAmount(r.gross),
            ratePercent: r.rateBp / 100,
            tax: toDisplayAmount(r.tax),
            net: toDisplayAmount(r.net),
            paidOn: r.paidOn,
            category: r.category,
            section: r.section,
          })),
          totals: {
            count: rows.length,
            gross: wireAmount(addMoneyTotals(...rows.map((r) => r.gross))),
            tax: wireAmount(addMoneyTotals(...rows.map((r) => r.tax))),
            net: wireAmount(addMoneyTotals(...rows.map((r) => r.net))),
          },
        } satisfies TaxReportJson,
      );
    },
  );

  return app;
}

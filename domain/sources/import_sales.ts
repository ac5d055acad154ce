/** Use case: an admin imports a file of sales rows into a source, as a dry run or for real, in one transaction. */
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { applyOrderSteps } from "./apply_order_steps.ts";
import type {
  ImportReport,
  ImportRow,
  ImportRowOutcome,
} from "./import_row.ts";
import { type Source, SOURCE_MESSAGES } from "./source.ts";
import type { DeliveryRepos } from "./sources_repos.ts";

/** What importSales needs. */
export interface ImportSalesDeps {
  uow: UnitOfWork<DeliveryRepos>;
  clock: Clock;
}

/** A refused import. */
export interface ImportSalesError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** The event kind of an imported row (events list it beside Shopify topics and "postback"). */
export const IMPORT_EVENT_KIND = "csv import";

// Carries a dry run's report out of its transaction: throwing it rolls everything back.
class DryRun {
  constructor(readonly report: ImportReport) {}
}

/**
 * Applies each readable row like a delivery (an event per row, its steps through applyOrderSteps, dedupe on the
 * steps' keys, so importing a file again gives only duplicates); rows in error are reported and skipped. The whole
 * file is one transaction with one audit row. A dry run does exactly the same and then rolls it all back, so its
 * outcomes are the real run's and nothing is written.
 */
export async function importSales(
  deps: ImportSalesDeps,
  input: {
    adminId: number;
    source: Source;
    fileName: string;
    rows: ImportRow[];
    dryRun: boolean;
  },
): Promise<Result<ImportReport, ImportSalesError>> {
  const { source } = input;
  if (source.kind === "api") {
    return err({
      code: "VALIDATION_ERROR",
      message:
        "The api source takes sales through POST /api/conversions; import into another source.",
    });
  }
  const today = karachiDate(deps.clock.now());
  try {
    const report = await deps.uow.run(async (repos) => {
      const report: ImportReport = { rows: [], summary: {} };
      const add = (
        line: number,
        outcome: ImportRowOutcome,
        reason?: string,
      ) => {
        report.rows.push(
          reason ? { line, outcome, reason } : { line, outcome },
        );
        report.summary[outcome] = (report.summary[outcome] ?? 0) + 1;
      };
      for (const row of input.rows) {
        if ("error" in row) {
          add(row.line, "error", row.error);
          continue;
        }
        const { orderId, steps } = row.delivery;
        const blank = {
          orderId,
          reason: null,
          userId: null,
          productId: null,
          steps: null,
        };
        const eventId = await repos.events.insert(
          source.id,
          IMPORT_EVENT_KIND,
          {
            ...blank,
            outcome: "attributed",
          },
        );
        const applied = await applyOrderSteps(
          repos,
          {
            sourceId: source.id,
            commissionBase: source.commissionBase,
            eventId,
            today: row.date ?? today,
          },
          orderId,
          steps,
        );
        // Nothing is written before a not-crediting sale is refused, so only its event needs saying so.
        const outcome = applied.notCrediting ? "rejected" : applied.outcome;
        const reason = applied.notCrediting
          ? SOURCE_MESSAGES.notCrediting
          : applied.outcome === "rejected"
          ? applied.reason ?? "The row could not be applied."
          : applied.reason;
        await repos.events.update(eventId, {
          outcome,
          orderId,
          reason: `Line ${row.line}${reason ? `: ${reason}` : ""}`,
          userId: applied.notCrediting ? null : applied.userId,
          productId: applied.notCrediting ? null : applied.productId,
          steps: applied.notCrediting ? null : applied.pendingSteps,
        });
        add(row.line, outcome, reason ?? undefined);
      }
      await repos.audit.append({
        adminId: input.adminId,
        action: "Import Sales",
        details: `Source #${source.id} "${source.name}": ${
          input.fileName.slice(0, 200) || "(no file name)"
        }, ${input.rows.length} rows; ${
          Object.entries(report.summary).map(([k, n]) => `${k} ${n}`).join(
            ", ",
          ) || "nothing"
        }`,
      });
      if (input.dryRun) throw new DryRun(report);
      return report;
    });
    return ok(report);
  } catch (e) {
    if (e instanceof DryRun) return ok(e.report);
    throw e;
  }
}

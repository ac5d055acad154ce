/** Use case: an admin imports a file of sales rows into a source, as a dry run or for real, in one transaction. */
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { applyImportRows } from "./apply_import_rows.ts";
import type { ImportReport, ImportRow } from "./import_row.ts";
import type { Source } from "./source.ts";
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

/** Why the api source takes no import. */
export const API_SOURCE_IMPORT_MESSAGE =
  "The api source takes sales through POST /api/conversions; import into another source.";

// Carries a dry run's report out of its transaction: throwing it rolls everything back.
class DryRun {
  constructor(readonly report: ImportReport) {}
}

/** The audit line of an import: the source, the file, its rows and their outcomes. */
export function importAuditDetails(
  source: Source,
  fileName: string,
  rowCount: number,
  summary: ImportReport["summary"],
): string {
  return `Source #${source.id} "${source.name}": ${
    fileName.slice(0, 200) || "(no file name)"
  }, ${rowCount} rows; ${
    Object.entries(summary).map(([k, n]) => `${k} ${n}`).join(", ") ||
    "nothing"
  }`;
}

/**
 * Applies the rows (applyImportRows) in one transaction with one audit row. A dry run does exactly the same and
 * then rolls it all back, so its outcomes are the real run's and nothing is written. Files of more than a few
 * thousand rows run as a job instead (runImportBatch), a batch per transaction.
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
      message: API_SOURCE_IMPORT_MESSAGE,
    });
  }
  try {
    const report = await deps.uow.run(async (repos) => {
      const report = await applyImportRows(repos, {
        source,
        rows: input.rows,
        today: karachiDate(deps.clock.now()),
        now: deps.clock.now(),
      });
      await repos.audit.append({
        adminId: input.adminId,
        action: "Import Sales",
        details: importAuditDetails(
          source,
          input.fileName,
          input.rows.length,
          report.summary,
        ),
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

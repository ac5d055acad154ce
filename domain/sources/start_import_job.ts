/** Use case: an admin's large import is queued as a job (answered at once with its id), and audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ImportJobRepository, NewImportJob } from "./import_job.ts";
import {
  API_SOURCE_IMPORT_MESSAGE,
  type ImportSalesError,
} from "./import_sales.ts";
import type { Source } from "./source.ts";

/** Queues the job with an audit row naming it (a dry run writes nothing else, so it is not audited). */
export async function startImportJob(
  deps: {
    uow: UnitOfWork<
      { importJobs: ImportJobRepository; audit: AuditRepository }
    >;
  },
  input: Omit<Extract<NewImportJob, { kind: "sales" }>, "sourceId" | "kind"> & {
    source: Source;
  },
): Promise<Result<{ jobId: number }, ImportSalesError>> {
  const { source, ...job } = input;
  if (source.kind === "api") {
    return err({
      code: "VALIDATION_ERROR",
      message: API_SOURCE_IMPORT_MESSAGE,
    });
  }
  const jobId = await deps.uow.run(async (repos) => {
    const id = await repos.importJobs.create({
      ...job,
      kind: "sales",
      sourceId: source.id,
    });
    if (!job.dryRun) {
      await repos.audit.append({
        adminId: job.adminId,
        action: "Import Sales",
        details: `Source #${source.id} "${source.name}": ${
          job.fileName.slice(0, 200) || "(no file name)"
        }, queued as job #${id}`,
      });
    }
    return id;
  });
  return ok({ jobId });
}

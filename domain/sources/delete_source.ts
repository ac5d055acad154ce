/** Use case: an admin deletes a source (its endpoint stops answering; its events and ledger rows stay), audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { SOURCE_MESSAGES } from "./source.ts";
import type { SourceAdminRepos } from "./sources_repos.ts";

/** What deleteSource needs. */
export interface DeleteSourceDeps {
  uow: UnitOfWork<SourceAdminRepos>;
}

/** A refused deletion. */
export interface DeleteSourceError {
  code: "NOT_FOUND" | "VALIDATION_ERROR";
  message: string;
}

/** Deletes a source other than the built-in api one. */
export async function deleteSource(
  deps: DeleteSourceDeps,
  input: { adminId: number; id: number },
): Promise<Result<void, DeleteSourceError>> {
  return await deps.uow.run(async ({ sources, audit }) => {
    const stored = await sources.get(input.id);
    if (!stored) {
      return err({ code: "NOT_FOUND", message: SOURCE_MESSAGES.notFound });
    }
    if (stored.kind === "api") {
      return err({
        code: "VALIDATION_ERROR",
        message: SOURCE_MESSAGES.apiBuiltIn,
      });
    }
    await sources.softDelete(input.id);
    await audit.append({
      adminId: input.adminId,
      action: "Delete Source",
      details: `Source #${stored.id} "${stored.name}" (${stored.kind})`,
    });
    return ok(undefined);
  });
}

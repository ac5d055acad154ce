/** Use case: an admin changes a source's name, kind, secret, currency, commission base or params, audited. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { type Source, SOURCE_MESSAGES } from "./source.ts";
import type { SourceAdminRepos } from "./sources_repos.ts";
import {
  readSourceFields,
  type SourceInput,
  type SourceInputError,
} from "./source_input.ts";

/** What updateSource needs. */
export interface UpdateSourceDeps {
  uow: UnitOfWork<SourceAdminRepos>;
}

/** A refused change. */
export type UpdateSourceError = SourceInputError | {
  code: "NOT_FOUND" | "CONFLICT";
  message: string;
};

/** Applies the fields given over the stored ones; the built-in api source only takes a new name (its currency is the ledger's). */
export async function updateSource(
  deps: UpdateSourceDeps,
  input: SourceInput & { adminId: number; id: number },
): Promise<Result<Source, UpdateSourceError>> {
  return await deps.uow.run(async ({ sources, audit }) => {
    const stored = await sources.get(input.id);
    if (!stored) {
      return err({ code: "NOT_FOUND", message: SOURCE_MESSAGES.notFound });
    }
    let fields;
    if (stored.kind === "api") {
      const others = [
        input.kind,
        input.secret,
        input.commissionBase,
        input.params,
      ]
        .some((v) => v !== undefined && v !== null && v !== "api");
      if (others) {
        return err({
          code: "VALIDATION_ERROR",
          message: SOURCE_MESSAGES.apiBuiltIn,
        });
      }
      // Only the name (and currency) of the built-in source are the admin's; its secret is CONVERSIONS_SECRET.
      const checked = readSourceFields(
        { ...stored, kind: "postback", secret: "x".repeat(16) },
        { name: input.name, currency: input.currency },
      );
      if (!checked.ok) return checked;
      // The api source follows the ledger currency (docs/money.md): its calls are never converted, so it cannot
      // be given another currency.
      if (checked.value.currency !== stored.currency) {
        return err({
          code: "VALIDATION_ERROR",
          message: SOURCE_MESSAGES.apiCurrency(stored.currency),
        });
      }
      fields = { ...checked.value, kind: "api" as const, secret: null };
    } else {
      const checked = readSourceFields(stored, input);
      if (!checked.ok) return checked;
      fields = checked.value;
    }
    const source = await sources.update(input.id, fields);
    if (!source) {
      return err({ code: "CONFLICT", message: SOURCE_MESSAGES.secretTaken });
    }
    const changed = (Object.keys(fields) as (keyof typeof fields)[])
      .filter((k) => JSON.stringify(fields[k]) !== JSON.stringify(stored[k]));
    await audit.append({
      adminId: input.adminId,
      action: "Update Source",
      details: `Source #${source.id} "${source.name}": ${
        changed.length ? changed.join(", ") : "nothing"
      } changed`,
    });
    return ok(source);
  });
}

/** Use case: an admin adds a sales source (Kamai generates its secret when none is given), audited. */
import type { RandomSource } from "../shared/random.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";
import { type Source, SOURCE_MESSAGES } from "./source.ts";
import type { SourceAdminRepos } from "./sources_repos.ts";
import {
  readSourceFields,
  type SourceInput,
  type SourceInputError,
} from "./source_input.ts";

/** What createSource needs. */
export interface CreateSourceDeps {
  uow: UnitOfWork<SourceAdminRepos>;
  random: RandomSource;
  /** The ledger currency: a source created without a currency takes it. */
  settings: SettingsReader;
}

/** A refused source. */
export type CreateSourceError = SourceInputError | {
  code: "CONFLICT";
  message: string;
};

/**
 * Creates a source; the secret is 43 random URL-safe characters (256 bits) unless the admin pasted one, and the
 * currency is the ledger currency unless the admin named another (whose amounts are then converted).
 */
export async function createSource(
  deps: CreateSourceDeps,
  input: SourceInput & { adminId: number },
): Promise<Result<Source, CreateSourceError>> {
  const fields = readSourceFields({
    name: "",
    kind: "postback",
    secret: deps.random.token(256),
    currency: (await deps.settings.get()).currency,
    commissionBase: "sale",
    params: {},
  }, { ...input, kind: input.kind ?? null });
  if (!fields.ok) return fields;
  return await deps.uow.run(async ({ sources, audit }) => {
    const source = await sources.insert(fields.value);
    if (!source) {
      return err({ code: "CONFLICT", message: SOURCE_MESSAGES.secretTaken });
    }
    await audit.append({
      adminId: input.adminId,
      action: "Create Source",
      details:
        `Source #${source.id} "${source.name}" (${source.kind}, ${source.currency})`,
    });
    return ok(source);
  });
}

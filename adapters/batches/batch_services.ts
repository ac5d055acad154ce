/** The payout batches area's bundle: its reader, its unit of work (a results job's batches run in it too), the
 * decision emails, the settings and tax a file follows, and the import job worker that runs a queued results file. */
import type { Sql } from "postgres";
import type { BatchServices } from "../../domain/batches/batch_repos.ts";
import type { PayoutNotifier } from "../../domain/payouts/payout_notifier.ts";
import type { SettingsReader } from "../../domain/settings/settings_repos.ts";
import {
  batchRepositories,
  repositories as pg,
  type repositoriesWithClickIds,
  type unitsOfWork,
} from "../postgres/repository_registry.ts";

/** The unit-of-work maker services.ts builds. */
type Units = ReturnType<
  typeof unitsOfWork<ReturnType<typeof repositoriesWithClickIds>>
>;

/** Builds the bundle. */
export function createBatchServices(input: {
  sql: Sql;
  uow: Units;
  payoutNotifier: PayoutNotifier;
  settings: SettingsReader;
  jobs: BatchServices["jobs"];
}): BatchServices {
  return {
    reader: pg.batches(input.sql),
    uow: input.uow(batchRepositories),
    notifier: input.payoutNotifier,
    settings: input.settings,
    tax: pg.tax(input.sql),
    jobs: input.jobs,
  };
}

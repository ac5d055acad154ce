/** The sources area's bundle: sources, their deliveries and imports, and this instance's import job worker (which
 * runs every kind of import job: a source's sales, a payout batch's results). */
import type { Sql } from "postgres";
import type { SourceServices } from "../../domain/sources/sources_repos.ts";
import type { PayoutNotifier } from "../../domain/payouts/payout_notifier.ts";
import type { Infrastructure } from "../service_types.ts";
import type { TrackingRuntime } from "../tracking/tracking_runtime.ts";
import {
  batchRepositories,
  deliveryRepositories,
  poolAdapters as pool,
  repositories as pg,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startImportJobWorker } from "./import_job_worker.ts";
import { salesImportJob } from "./sales_import_job.ts";
import { batchResultsImportJob } from "../batches/results_import_job.ts";

/** Builds the bundle and starts the import job worker (stopped at shutdown). */
export function createSourceServices(input: {
  sql: Sql;
  uow: UnitPicker;
  infra: Infrastructure;
  settings: SourceServices["settings"];
  tracking: TrackingRuntime;
  /** The payout decision emails a results job sends after each batch. */
  payoutNotifier: PayoutNotifier;
}): SourceServices {
  const { sql, uow, infra, tracking } = input;
  const reader = pg.sources(sql);
  const store = pool.importJobs(sql);
  const pollMs = infra.importJobPollMs;
  const now = () => infra.clock.now();
  const runner = startImportJobWorker({
    store,
    uow: uow(["importJobs"]),
    // One run per kind of job (IMPORT_JOB_KINDS); a kind without one is a type error.
    kinds: {
      sales: salesImportJob({
        uow: uow([...deliveryRepositories, "importJobs"]),
        sources: reader,
        clicks: tracking.buffer,
        now,
      }),
      batch_results: batchResultsImportJob({
        uow: uow(batchRepositories),
        reader: pg.batches(sql),
        notifier: input.payoutNotifier,
        now,
      }),
    },
    everyMs: pollMs ?? undefined,
    manual: pollMs === null,
    onError: (error) => console.error("import job failed:", error),
    onShutdown: infra.onShutdown,
  });
  return {
    reader,
    events: pg.events(sql),
    adminUow: uow(["sources", "audit"]),
    deliveryUow: uow(deliveryRepositories),
    random: infra.random,
    settings: input.settings,
    clicks: tracking.buffer,
    jobs: { uow: uow(["importJobs", "audit"]), reader: store, runner },
  };
}

/** The sources area's bundle: sources, their deliveries and imports, and this instance's import job worker (which
 * runs every kind of import job: a source's sales, in an isolate of their own on a PostgreSQL server, and a payout
 * batch's results, in-process: their emails go through this instance's mailer). */
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
  salesJobRepositories,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startImportJobWorker } from "./import_job_worker.ts";
import { salesImportJob } from "./sales_import_job.ts";
import { createJobIsolates, JOB_ISOLATE_LIMITS } from "./job_isolate.ts";
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
  const onError = (error: unknown) =>
    console.error("import job failed:", error);
  const { databaseUrl } = infra.config;
  const limits = infra.importJobIsolate ?? JOB_ISOLATE_LIMITS;
  const runner = startImportJobWorker({
    store,
    uow: uow(["importJobs"]),
    // The embedded PGlite lives in this process on one connection, which an isolate cannot share: jobs run here.
    isolates: databaseUrl && limits !== false
      ? (run) =>
        createJobIsolates({
          ...run,
          ...{ store, uow: uow(["importJobs"]), databaseUrl, limits, onError },
          clickIdSecret: infra.secrets.clickIdSecret,
          clicks: tracking.buffer,
        })
      : undefined,
    // One run per kind of job (IMPORT_JOB_KINDS); a kind without one is a type error.
    kinds: {
      sales: salesImportJob({
        uow: uow(salesJobRepositories),
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
    onError,
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

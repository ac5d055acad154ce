/** The sources area's bundle: sources, their deliveries and imports, and this instance's import job worker. */
import type { Sql } from "postgres";
import type { SourceServices } from "../../domain/sources/sources_repos.ts";
import type { Infrastructure } from "../service_types.ts";
import type { TrackingRuntime } from "../tracking/tracking_runtime.ts";
import {
  deliveryRepositories,
  poolAdapters as pool,
  repositories as pg,
  type UnitPicker,
} from "../postgres/repository_registry.ts";
import { startImportJobWorker } from "./import_job_worker.ts";

/** Builds the bundle and starts the import job worker (stopped at shutdown). */
export function createSourceServices(input: {
  sql: Sql;
  uow: UnitPicker;
  infra: Infrastructure;
  settings: SourceServices["settings"];
  tracking: TrackingRuntime;
}): SourceServices {
  const { sql, uow, infra, tracking } = input;
  const reader = pg.sources(sql);
  const store = pool.importJobs(sql);
  const pollMs = infra.importJobPollMs;
  const runner = startImportJobWorker({
    store,
    uow: uow([...deliveryRepositories, "importJobs"]),
    sources: reader,
    clicks: tracking.buffer,
    now: () => infra.clock.now(),
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

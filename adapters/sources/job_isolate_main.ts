/**
 * A job isolate's entry (adapters/sources/job_isolate.ts): opens a pool of two connections with the app pool's
 * session limits, builds the sales kind on the same repositories as the instance, runs the leased job with the
 * same `runImportJob` the in-process worker calls, closes the pool and exits (code 1 after a fault: its instance
 * counts a failed attempt). A "stop" message lets the job go before its next batch.
 */
import { parentPort, workerData } from "node:worker_threads";
import process from "node:process";
import { connectUrl, SERVER_SESSION_LIMITS } from "../postgres/connect.ts";
import {
  poolAdapters as pool,
  repositories as pg,
  repositoriesWithClickIds,
  salesJobRepositories,
  unitsOfWork,
} from "../postgres/repository_registry.ts";
import { createClickIdCodec } from "../tracking/click_id.ts";
import type { JobIsolateData, JobIsolateMessage } from "./job_isolate.ts";
import { runImportJob } from "./import_job_run.ts";
import { salesImportJob } from "./sales_import_job.ts";

const data = workerData as JobIsolateData;
const port = parentPort!;
const tell = (message: JobIsolateMessage) => port.postMessage(message);
const errorText = (e: unknown) =>
  e instanceof Error ? e.stack ?? e.message : String(e);

let stopping = false;
port.on("message", (message: unknown) => {
  if (message === "stop") stopping = true;
});
const sql = connectUrl(
  data.databaseUrl,
  2,
  `kamai-job-${data.leased.job.id}`,
  SERVER_SESSION_LIMITS,
);
let code = 0;
try {
  const uow = unitsOfWork(
    sql,
    repositoriesWithClickIds(createClickIdCodec(data.clickIdSecret)),
  );
  await runImportJob(
    {
      store: pool.importJobs(sql),
      uow: uow(["importJobs"]),
      kinds: {
        sales: salesImportJob({
          uow: uow(salesJobRepositories),
          sources: pg.sources(sql),
          // The instance wrote its buffered clicks before starting this isolate.
          clicks: { flush: () => Promise.resolve() },
          now: () => new Date(),
        }),
      },
      leaseMs: data.leaseMs,
      batchRows: data.batchRows,
      stopping: () => stopping,
      onBatch: (firstLine) => tell({ firstLine }),
      onError: (e) => tell({ error: errorText(e) }),
    },
    data.leased,
    data.stopAfterBatches,
  );
} catch (e) {
  tell({ error: errorText(e) });
  code = 1;
}
await sql.end({ timeout: 5 });
process.exit(code);

/**
 * Sales import jobs in an isolate of their own (docs/sources.md "Imports as jobs", issue 32: "the import's memory
 * stays under 100 MB"): a `node:worker_threads` Worker with a hard heap limit runs the job
 * (adapters/sources/job_isolate_main.ts) on its own two connections, so however much a job allocates, the
 * instance's memory grows by at most the isolate's; V8 lets the instance's own old generation grow to a multiple
 * of its live size before a full collection, which no saving in the import's allocations could bound. The
 * instance keeps the claim; the isolate reads the job's file itself (the instance never holds it), renews the
 * lease with each batch and ends the job. An isolate that dies (out of memory, a throw) counts a failed attempt,
 * as a batch that throws does; a batch is its own transaction, so a killed isolate leaves no half batch. Only on
 * a PostgreSQL server: the embedded PGlite is in this process, one connection, which an isolate cannot share.
 */
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { ImportJobKind } from "../../domain/sources/import_job.ts";
import type { ClickFlush } from "../../domain/tracking/tracking_repos.ts";
import type { LeasedImportJob } from "../postgres/import_job_repository.ts";
import { countFailedAttempt, type JobRunDeps } from "./import_job_run.ts";

/** The isolate's heap limits (MB): its old generation, and its young one. */
export interface JobIsolateLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

/**
 * The limits a job isolate runs under. A sales job's live heap is its modules (about 8 MB), the file's text (at
 * most 5 MB, twice that if it is not Latin-1), one chunk of records, one batch's rows and report. The bench's
 * 100,000-row file, its 2.4-million-row one-cell file and a 3 MB file of Urdu notes all run under 24/4, but at
 * twice the server's CPU (the collector runs constantly); 32/4 costs about a tenth more CPU than 48/8 and lowers
 * the worst peak by about 20 MB (bench/README.md "Imports in an isolate"); 14/2 is too little. The isolate's
 * memory is its heap plus its fixed cost (an idle worker with these modules loaded: +31 MB RSS, 11 MB of it heap)
 * and its buffers.
 */
export const JOB_ISOLATE_LIMITS: JobIsolateLimits = {
  maxOldGenerationSizeMb: 32,
  maxYoungGenerationSizeMb: 4,
};

/** What an isolate is started with (its workerData). The click id secret is in it: never log it. */
export interface JobIsolateData {
  databaseUrl: string;
  clickIdSecret: string;
  leased: LeasedImportJob;
  leaseMs: number;
  batchRows: number;
  stopAfterBatches: number;
}

/** What an isolate tells its instance: the first line of the batch it applies next, or an error it met. */
export type JobIsolateMessage =
  | { firstLine: number | undefined }
  | { error: string };

/** The kinds that run in an isolate, and how; the others run in-process. */
export interface JobIsolates {
  kinds: readonly ImportJobKind[];
  /**
   * Runs a leased job in a new isolate until it exits (an isolate that died has counted its failed attempt): true,
   * or false when this runtime starts no isolate at all (the job is still leased: run it in-process).
   */
  run(leased: LeasedImportJob, stopAfterBatches: number): Promise<boolean>;
  /** Shutdown: the isolate stops before its next batch (and lets its job go), or is ended after `stopWaitMs`. */
  stop(): Promise<void>;
}

/** Runs sales jobs in isolates on the server at `databaseUrl`. */
export function createJobIsolates(
  options: Pick<JobRunDeps, "store" | "uow" | "leaseMs" | "batchRows"> & {
    databaseUrl: string;
    clickIdSecret: string;
    limits: JobIsolateLimits;
    /** Written before the isolate starts: the job's rows look click ids up. */
    clicks: ClickFlush;
    /** Starts the isolate's thread (default `new Worker`; a test: a runtime that has none). */
    startWorker?: (url: URL, options: WorkerOptions) => Worker;
    /** How long shutdown waits for the isolate to let its job go (default 10 s). */
    stopWaitMs?: number;
    onError(error: unknown): void;
  },
): JobIsolates {
  let stopping = false;
  let current: { worker: Worker; exited: Promise<number> } | null = null;
  let terminated = false;
  return {
    kinds: ["sales"],
    async run(leased, stopAfterBatches) {
      const jobId = leased.job.id;
      // A click from the last seconds may still be in this instance's buffer.
      await options.clicks.flush();
      if (stopping) {
        await options.store.release(jobId);
        return true;
      }
      const data: JobIsolateData = {
        databaseUrl: options.databaseUrl,
        clickIdSecret: options.clickIdSecret,
        leased,
        leaseMs: options.leaseMs,
        batchRows: options.batchRows,
        stopAfterBatches,
      };
      let worker: Worker;
      try {
        worker = (options.startWorker ?? ((url, o) => new Worker(url, o)))(
          new URL("./job_isolate_main.ts", import.meta.url),
          { workerData: data, resourceLimits: { ...options.limits } },
        );
      } catch (error) {
        // A runtime without worker threads: the job runs in-process, as on PGlite (docs/sources.md).
        options.onError(error);
        return false;
      }
      let firstLine: number | undefined;
      let death: unknown = null;
      let started = performance.now();
      worker.on("message", (message: JobIsolateMessage) => {
        if ("error" in message) {
          return options.onError(new Error(message.error));
        }
        firstLine = message.firstLine;
        started = performance.now();
      });
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or an uncaught throw; the isolate exits with code 1 after it.
      worker.on("error", (error) => death ??= error);
      // An isolate near its heap limit can crawl from one full collection to the next without ever running out
      // (seen with a limit too small for the file: no error, no exit, no batch for minutes). One that starts no
      // batch for a whole lease is ended as dead: its lease, renewed with each batch, has run out, and another
      // instance may claim the job.
      const watchdog = setInterval(() => {
        if (performance.now() - started < options.leaseMs) return;
        death ??= new Error(
          `import job isolate started no batch for ${options.leaseMs} ms (at its heap limit?): ended`,
        );
        clearInterval(watchdog);
        worker.terminate();
      }, 1_000);
      Deno.unrefTimer(watchdog);
      const exited = new Promise<number>((resolve) =>
        worker.once("exit", resolve)
      );
      current = { worker, exited };
      terminated = false;
      const code = await exited;
      clearInterval(watchdog);
      current = null;
      // Ended by shutdown mid-batch: that batch's transaction died with its connection; the job is let go.
      if (terminated) {
        await options.store.release(jobId);
        return true;
      }
      if (code === 0) return true;
      options.onError(
        death ?? new Error(`import job isolate exited with code ${code}`),
      );
      await countFailedAttempt(options, jobId, firstLine);
      return true;
    },
    async stop() {
      stopping = true;
      const running = current;
      if (running === null) return;
      running.worker.postMessage("stop");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = await Promise.race([
        running.exited.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(
            () => resolve(false),
            options.stopWaitMs ?? 10_000,
          );
        }),
      ]);
      clearTimeout(timer);
      if (!waited) {
        terminated = true;
        await running.worker.terminate();
      }
    },
  };
}

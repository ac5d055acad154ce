/** The batch area's ports: the write side inside a unit of work, and the reader of the batch screens. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PayoutNotifier } from "../payouts/payout_notifier.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";
import type { TaxLookup } from "../tax/tax_repos.ts";
import type { Money } from "../shared/money.ts";
import type { Payout } from "../payouts/payout.ts";
import type { PayoutRepos } from "../payouts/payout_repos.ts";
import type { PayoutBatch, Rail } from "./batch.ts";
import type { CustomLayout, NewLayout } from "./file_layout.ts";
import type {
  ImportJobRepository,
  ImportJobRunner,
} from "../sources/import_job.ts";

/** A new batch of already locked, pending payouts of one rail. */
export interface NewBatch {
  rail: Rail;
  payoutIds: number[];
  total: Money;
  createdBy: number;
  createdAt: Date;
}

/** Batches and their members, inside a UnitOfWork. */
export interface BatchRepository {
  /** The payouts of these ids, row-locked in id order (so concurrent batches and decisions never deadlock). */
  lockPayouts(ids: number[]): Promise<Payout[]>;
  /** Stores the batch and its members and moves the payouts to processing; answers the id and reference. */
  create(batch: NewBatch): Promise<{ id: number; reference: string }>;
  /** The batch, row-locked so two result imports of one batch run one after the other. */
  findForUpdate(id: number): Promise<PayoutBatch | null>;
  /** The batch's payouts (only those of `ids` when given), row-locked in id order. */
  lockBatchPayouts(batchId: number, ids?: number[]): Promise<Payout[]>;
  /** Records each payout's result (only where none is recorded yet), in one statement. */
  recordResults(
    batchId: number,
    results: { payoutId: number; status: "paid" | "failed" }[],
    recorded: { by: number; at: Date },
  ): Promise<void>;
}

/** Admin-defined file layouts. */
export interface LayoutRepository {
  addLayout(layout: NewLayout, createdBy: number): Promise<CustomLayout>;
}

/** What the batch use cases change together: everything paying needs, plus batches and layouts. */
export interface BatchRepos extends PayoutRepos {
  batches: BatchRepository;
  layouts: LayoutRepository;
}

/** A results import run as a job: the batch's repositories and the job's row, in one transaction per batch. */
export interface ResultsJobRepos extends BatchRepos {
  importJobs: ImportJobRepository;
}

/** The read side: lists, one batch with its payouts, and the layouts. */
export interface BatchReader {
  list(): Promise<PayoutBatch[]>;
  get(id: number): Promise<PayoutBatch | null>;
  payoutsOf(batchId: number): Promise<Payout[]>;
  listLayouts(): Promise<CustomLayout[]>;
  findLayout(id: number): Promise<CustomLayout | null>;
}

/** Payout batches: lists, files and layouts (read), create, results and layouts (write), the decision emails, and
 * the settings and withholding rate a file's amounts follow. */
export interface BatchServices {
  reader: BatchReader;
  uow: UnitOfWork<ResultsJobRepos>;
  /** The import job worker: kicked when a results file is queued as a job. */
  jobs: Pick<ImportJobRunner, "kick">;
  notifier: PayoutNotifier;
  settings: SettingsReader;
  tax: Pick<TaxLookup, "payoutRateOn">;
}

/** Use case: the merchant reports a sale or refund; earnings follow the product's commission and hold period. */
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import {
  type ConversionInput,
  type ConversionWritten,
  writeConversion,
} from "./conversion_write.ts";
import type { ConversionRepos } from "./tracking_repos.ts";

export type { ConversionError, ConversionInput } from "./conversion_write.ts";

/** What recordConversion needs. */
export interface RecordConversionDeps {
  uow: UnitOfWork<ConversionRepos>;
  clock: Clock;
}

/** Records a conversion once per (orderId, status); a repeat returns the stored one with created false. */
export async function recordConversion(
  deps: RecordConversionDeps,
  input: ConversionInput,
): Promise<ConversionWritten> {
  const now = deps.clock.now();
  return await deps.uow.run((repos) => writeConversion(repos, input, now));
}

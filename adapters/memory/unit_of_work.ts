/** In-memory UnitOfWork: hands the same repositories to each run (no rollback), for fast use-case tests. */
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";

/** A UnitOfWork over fixed in-memory repositories; use cases must validate before writing, as they do on Postgres. */
export function createInMemoryUnitOfWork<R>(repos: R): UnitOfWork<R> {
  return { run: (work) => work(repos) };
}

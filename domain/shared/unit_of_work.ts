/** UnitOfWork: runs work against transaction-scoped repositories, all committed or none. */
export interface UnitOfWork<Repos> {
  /** Commits when the work returns; rolls back when it throws or answers an error value (`{ ok: false }`), which is still returned. */
  run<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

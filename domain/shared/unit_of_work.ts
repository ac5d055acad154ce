/** UnitOfWork: runs work against transaction-scoped repositories, all committed or none. */
export interface UnitOfWork<Repos> {
  run<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

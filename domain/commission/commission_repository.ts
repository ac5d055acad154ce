/** CommissionRepository: the global commission, the default for new products. */

/** The transaction-scoped port for the global commission setting. */
export interface CommissionRepository {
  /** The global commission in basis points. */
  getGlobalBp(): Promise<number>;
  setGlobalBp(bp: number): Promise<void>;
}

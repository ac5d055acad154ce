/** AdminMetrics: the counts behind the admin navigation's bubble and badge. */
export interface AdminMetrics {
  pendingProfiles: number;
  pendingPayouts: number;
  /** Open risk flags (docs/risk.md). */
  openRiskFlags: number;
}

/** AdminMetricsReader: counts pending profiles and pending payout requests. */
export interface AdminMetricsReader {
  read(): Promise<AdminMetrics>;
}

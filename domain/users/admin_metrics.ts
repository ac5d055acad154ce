/** AdminMetrics: the counts behind the admin navigation's bubble and badge. */
export interface AdminMetrics {
  pendingProfiles: number;
  pendingPayouts: number;
}

/** AdminMetricsReader: counts pending profiles and pending payout requests. */
export interface AdminMetricsReader {
  read(): Promise<AdminMetrics>;
}

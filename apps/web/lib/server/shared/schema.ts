// 0140: shared state of several instances (leases, builds seen).
export interface WebLeaseTable {
  /** The job, e.g. `pos-stock-pushes`. */
  name: string;
  /** Which process holds it (instance id, pid and a random part). */
  holder: string;
  /** Epoch milliseconds; past it, any instance may take the lease over. */
  expires_at: number | string | bigint;
}

export interface WebBuildTable {
  build_id: string;
  /** ISO time an instance first served this build: the newest is the deployment every instance names. */
  first_seen_at: string;
}

export interface SharedStateDb {
  web_leases: WebLeaseTable;
  web_builds: WebBuildTable;
}

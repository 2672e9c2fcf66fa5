// 0140: shared state of several instances (leases: @courtside/db's LeasesDb; builds seen).
import type { LeasesDb } from '@courtside/db';

export interface WebBuildTable {
  build_id: string;
  /** ISO time an instance first served this build: the newest is the deployment every instance names. */
  first_seen_at: string;
}

export interface SharedStateDb extends LeasesDb {
  web_builds: WebBuildTable;
}

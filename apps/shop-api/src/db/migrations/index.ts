// Every migration, by number. Ranges keep parallel work apart: 0001–0009 core schema,
// 0010–0019 members/auth, 0020–0029 catalogue/reviews, 0030–0039 cart/orders/payments, 0110–0119 text search, 0130–0139 claim lifecycle (returns, exchanges),
// 0150–0159 hardening (rate limits), 0320–0329 catalogue change record and read models (issue 31),
// 0350–0359 restock alerts, best sellers, easy payments, cash receipts (issue 29).
import type { Migration } from '@courtside/db';
import * as m0001 from './0001-initial.ts';
import * as m0010 from './0010-member-auth.ts';
import * as m0020 from './0020-catalogue-search.ts';
import * as m0021 from './0021-search-sort-indexes.ts';
import * as m0022 from './0022-covering-sort-indexes.ts';
import * as m0030 from './0030-order-details.ts';
import * as m0110 from './0110-search-index.ts';
import * as m0130 from './0130-claim-lifecycle.ts';
import * as m0150 from './0150-rate-limits.ts';
import * as m0220 from './0220-search-facets.ts';
import * as m0221 from './0221-search-popular-index.ts';
import * as m0300 from './0300-search-term-sets.ts';
import * as m0310 from './0310-search-changes.ts';
import * as m0320 from './0320-catalogue-changes.ts';
import * as m0321 from './0321-inquiry-changes.ts';
import * as m0330 from './0330-board-changes.ts';
import * as m0350 from './0350-restock-alerts.ts';
import * as m0351 from './0351-cash-receipts.ts';

export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0010-member-auth': m0010,
  '0020-catalogue-search': m0020,
  '0021-search-sort-indexes': m0021,
  '0022-covering-sort-indexes': m0022,
  '0030-order-details': m0030,
  '0110-search-index': m0110,
  '0130-claim-lifecycle': m0130,
  '0150-rate-limits': m0150,
  '0220-search-facets': m0220,
  '0221-search-popular-index': m0221,
  '0300-search-term-sets': m0300,
  '0310-search-changes': m0310,
  '0320-catalogue-changes': m0320,
  '0321-inquiry-changes': m0321,
  '0330-board-changes': m0330,
  '0350-restock-alerts': m0350,
  '0351-cash-receipts': m0351,
};

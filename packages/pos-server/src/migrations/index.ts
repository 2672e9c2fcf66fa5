// The POS migrations (range 0040–0059; 0100–0109 for the terminal's first-day work; 0110–0119 the VAN agent; 0120–0129 operations, issue 30; 0130–0139 issue 31's hot paths, 0145 its stock rounds; 0220–0229 #28's exchanges and tax types), merged into the own server's migration registry.
import type { Migration } from '@courtside/db';
import * as m0040 from './0040-pos-ledger';
import * as m0100 from './0100-pos-shop-profile';
import * as m0101 from './0101-pos-stock-net-key';
import * as m0110 from './0110-pos-payment-van';
import * as m0120 from './0120-pos-pairing-codes';
import * as m0130 from './0130-pos-stock-push-ranges';
import * as m0145 from './0145-pos-stock-push-rounds';
import * as m0220 from './0220-pos-exchange-link';

export const posMigrations: Record<string, Migration> = {
  '0040-pos-ledger': m0040,
  '0100-pos-shop-profile': m0100,
  '0101-pos-stock-net-key': m0101,
  '0110-pos-payment-van': m0110,
  '0120-pos-pairing-codes': m0120,
  '0130-pos-stock-push-ranges': m0130,
  '0145-pos-stock-push-rounds': m0145,
  '0220-pos-exchange-link': m0220,
};

// What every POS operation needs, handed in by the app that serves the routes (apps/web: its database
// handle, the platform's server API from its config, the real clock, its setup code); tests build their own.
import type { Kysely } from 'kysely';
import type { PosPlatform } from './platform';
import type { PosDb } from './schema';

export interface PosDeps {
  db: Kysely<PosDb>;
  platform: PosPlatform;
  now: () => Date;
  /** Registers the first terminal on a server with no staff (config POS_SETUP_CODE). */
  setupCode: string;
  /** 전자영수증 (#28 item 9): the storefront's receipt page, link lifetime, the sandbox message route. Unset: RECEIPT_LINK_DEFAULTS. */
  eReceipt?: PosEReceiptConfig;
}

export interface PosEReceiptConfig {
  /** The storefront's address the link in the message starts with ("https://shop.example"); the page is `/receipt/{token}`. */
  readonly storefrontUrl: string;
  /** Days a link opens (E_RECEIPT_LINK_DAYS by default). */
  readonly linkDays: number;
  /** GET /api/pos/sandbox/messages answers (off in production: 404). */
  readonly sandbox: boolean;
}

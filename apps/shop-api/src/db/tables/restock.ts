// 재입고 알림 (0350): shoppers' requests and the record of options coming back into stock.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface RestockSubscriptionTable {
  restock_no: Generated<number>;
  product_no: number;
  option_no: number;
  /** The member who asked; null for a guest (phone only). */
  member_no: number | null;
  name: string | null;
  /** Digits only: where the 알림톡 / SMS goes. */
  phone: string;
  privacy_agreed: number;
  created_at: string;
  /** When the one notification went out; null while waiting. */
  sent_at: string | null;
  /** Cancelled by the shopper. */
  deleted_at: string | null;
}

export interface ProductRestockTable {
  id: Generated<number>;
  product_no: number;
  option_no: number;
  /** ISO-8601 UTC, written by the options trigger. */
  restocked_at: string;
}

// The 전자영수증 tables (migration 0230, #28 item 9), part of PosDb (schema.ts).
import type { Generated } from 'kysely';

/** One link per `e-receipt` request: the token only as sha256, the phone masked. */
export interface PosReceiptLinkTable {
  link_id: Generated<number>;
  request_id: string;
  token_hash: string;
  sale_client_id: string;
  phone_masked: string;
  terminal_id: number;
  created_at: string;
  expires_at: string;
}

/** The own server's message outbox: what would be sent to a phone; nothing is delivered. The number is in clear here only. */
export interface PosMessageTable {
  message_id: Generated<number>;
  request_id: string;
  channel: string;
  target: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface PosReceiptLinkDb {
  pos_receipt_links: PosReceiptLinkTable;
  pos_messages: PosMessageTable;
}

// The terminal's first schema. Never edit once landed: add 0002-… instead.
import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from '@courtside/db';

export const migration0001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_products')
      .addColumn('product_no', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('brand_name', 'text')
      .addColumn('sale_price', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'text')
      .addColumn('on_sale', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('catalogue_products_name').on('catalogue_products').column('name').execute();

    await db.schema
      .createTable('catalogue_options')
      .addColumn('option_no', 'integer', (c) => c.primaryKey())
      .addColumn('product_no', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('saleable', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('catalogue_options_product').on('catalogue_options').column('product_no').execute();

    await db.schema
      .createTable('catalogue_barcodes')
      .addColumn('barcode', 'text', (c) => c.primaryKey())
      .addColumn('product_no', 'integer', (c) => c.notNull())
      .addColumn('option_no', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('catalogue_barcodes_option').on('catalogue_barcodes').column('option_no').execute();

    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sales')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
      .addColumn('terminal_id', 'integer', (c) => c.notNull())
      .addColumn('terminal_name', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('staff_name', 'text', (c) => c.notNull())
      .addColumn('sold_at', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('discount_total', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('payment_kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sales_business_date').on('sales').columns(['business_date', 'sold_at']).execute();

    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sale_id', 'text', (c) => c.notNull())
      .addColumn('refund_no', 'text', (c) => c.notNull().unique())
      .addColumn('terminal_id', 'integer', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('staff_name', 'text', (c) => c.notNull())
      .addColumn('refunded_at', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('refunds_sale').on('refunds').column('sale_id').execute();
    await db.schema.createIndex('refunds_business_date').on('refunds').column('business_date').execute();

    await db.schema
      .createTable('stock_movements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('terminal_id', 'integer', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('product_no', 'integer', (c) => c.notNull())
      .addColumn('option_no', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('counted', 'integer')
      .addColumn('expected', 'integer')
      .addColumn('stock_after', 'integer', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_movements_created').on('stock_movements').column('created_at').execute();

    await addIdColumn(db, db.schema.createTable('outbox'), 'seq')
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('settled_at', 'text')
      .addColumn('outcome', 'text')
      .addColumn('result', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('outbox_pending').on('outbox').columns(['settled_at', 'seq']).execute();

    await db.schema
      .createTable('staff_credentials')
      .addColumn('staff_id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('pin_hash', 'text', (c) => c.notNull())
      .addColumn('offline_until', 'text', (c) => c.notNull())
      .addColumn('cached_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('held_sales')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('held_at', 'text', (c) => c.notNull())
      .addColumn('draft', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('day_closes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('staff_name', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
  },
};

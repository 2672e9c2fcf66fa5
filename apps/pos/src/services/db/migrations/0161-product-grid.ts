// The counter's product grid: which display categories each cached product is listed under (from
// the catalogue feed) and the favourites an admin pinned on this terminal, in their order. Never
// edit once landed.
import type { Kysely, Migration } from 'kysely';

export const migration0161: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_product_categories')
      .addColumn('product_no', 'integer', (c) => c.notNull())
      .addColumn('category_no', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('catalogue_product_categories_pk', ['category_no', 'product_no'])
      .execute();
    await db.schema.createIndex('catalogue_product_categories_product').on('catalogue_product_categories').column('product_no').execute();

    await db.schema
      .createTable('catalogue_favourites')
      .addColumn('option_no', 'integer', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('pinned_at', 'text', (c) => c.notNull())
      .execute();
  },
};

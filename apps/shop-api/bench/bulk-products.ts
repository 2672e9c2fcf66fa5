// Bulk catalogue for benchmarks: n products with Korean names, two options each, in real tables.
import type { Insertable, Kysely } from 'kysely';
import type { ShopDb, ProductTable, OptionTable } from '../src/db/schema.ts';

const brands = ['코트', '에이스', '랠리', '스핀', '발리', '그랜드'];
const kinds = ['진동 댐프너', '오버그립', '손목 밴드', '헤어 밴드', '테니스 양말', '라켓 가방', '쿨링 타월', '그립 테이프'];
const tones = ['블랙', '화이트', '형광옐로우', '코발트블루', '핑크', '실버', '민트', '네이비'];
const categories = [529105, 757067, 178561];

export async function addBulkProducts(db: Kysely<ShopDb>, count: number): Promise<{ productNo: number; optionNo: number }> {
  const firstProductNo = 2_000_000;
  const firstOptionNo = 20_000_000;
  const now = Date.now();
  const batch = 400;
  for (let start = 0; start < count; start += batch) {
    const products: Insertable<ProductTable>[] = [];
    const options: Insertable<OptionTable>[] = [];
    const links: Array<{ product_no: number; category_no: number }> = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const productNo = firstProductNo + i;
      const registered = new Date(now - (i % 1000) * 3600_000).toISOString();
      const price = 3000 + (i % 50) * 500;
      products.push({
        product_no: productNo,
        product_name: `${brands[i % brands.length]} ${kinds[(i >> 3) % kinds.length]} ${tones[i % tones.length]} ${i}`,
        content: '',
        sale_price: price,
        immediate_discount_amt: i % 4 === 0 ? 500 : 0,
        sale_start_ymdt: registered,
        option_labels_json: JSON.stringify(['구성']),
        image_urls_json: '[]',
        list_image_urls_json: '[]',
        sale_cnt: (i * 7919) % 5000,
        like_cnt: (i * 104729) % 300,
        popularity: (i * 31) % 10000,
        registered_at: registered,
        updated_at: registered,
      });
      for (let k = 0; k < 2; k++) {
        options.push({
          option_no: firstOptionNo + i * 2 + k,
          product_no: productNo,
          values_json: JSON.stringify([k === 0 ? '1개입' : '3개입']),
          add_price: k * 2000,
          stock_cnt: i % 10 === 9 ? 0 : 1_000_000,
          display_order: k,
          main: k === 0 ? 1 : 0,
        });
      }
      links.push({ product_no: productNo, category_no: categories[i % categories.length]! });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values(products).execute();
      await trx.insertInto('options').values(options).execute();
      await trx.insertInto('product_categories').values(links).execute();
    });
  }
  return { productNo: firstProductNo, optionNo: firstOptionNo };
}

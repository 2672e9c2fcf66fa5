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
        brand_no: null,
        immediate_discount_amt: i % 4 === 0 ? 500 : 0,
        immediate_discount_unit: 'WON',
        immediate_discount_value: i % 4 === 0 ? 500 : 0,
        addition_discount_amt: 0,
        sale_status: 'ONSALE',
        display: 1,
        sale_start_ymdt: registered,
        sale_end_ymdt: null,
        promotion_text: null,
        sticker_labels_json: '[]',
        option_type: 'COMBINATION',
        delivery_condition_type: 'CONDITIONAL',
        delivery_amt: 3000,
        above_delivery_amt: 50000,
        return_delivery_amt: 3000,
        delivery_template_no: 1,
        partner_no: 1,
        partner_name: '코트사이드',
        accumulation_rate: 1,
        min_buy_cnt: 1,
        max_buy_person_cnt: 0,
        max_buy_time_cnt: 0,
        member_only: 0,
        coupon_use: 1,
        accumulation_use: 1,
        md_recommend: 0,
        custom_kind: null,
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
          sale_cnt: 0,
          reservation_stock_cnt: 0,
          forced_sold_out: 0,
          management_cd: null,
          image_url: null,
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

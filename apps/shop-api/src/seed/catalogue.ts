// Seeds categories, brands and the products of catalogue-products.ts: option levels multiply out
// into options with per-option stock, prices get their immediate discount, pictures get names.
import type { Insertable, Kysely } from 'kysely';
import { withCheckDigit } from '@courtside/core/scan';
import type { OptionTable, ProductInputTable, ProductTable, ShopDb } from '../db/schema.ts';
import { immediateDiscountAmount } from '../services/catalogue/catalogue.ts';
import { productImagePath } from '../services/catalogue/image-urls.ts';
import { seedProducts, type SeedOptionLevel, type SeedProduct } from './catalogue-products.ts';
import { colourWords, seedBrands, seedCategories } from './catalogue-taxonomy.ts';

const dayMs = 86_400_000;

interface ExpandedOption {
  values: string[];
  addPrice: number;
}

/** Every combination of the levels' values, first level varying slowest (as shops list them). */
/**
 * The GS1 barcode printed on a seeded option's package and kept as its management code: Korea's
 * prefix 880, the option number in nine digits, and the mod-10 check digit (a valid EAN-13).
 */
export function seedOptionBarcode(optionNo: number): string {
  if (!Number.isSafeInteger(optionNo) || optionNo <= 0 || optionNo > 999_999_999) throw new RangeError(`option ${optionNo} has no nine-digit barcode`);
  return withCheckDigit(`880${String(optionNo).padStart(9, '0')}`);
}

export function expandLevels(levels: SeedOptionLevel[]): ExpandedOption[] {
  let combos: ExpandedOption[] = [{ values: [], addPrice: 0 }];
  for (const level of levels) {
    const next: ExpandedOption[] = [];
    for (const combo of combos) {
      for (const raw of level.values) {
        const v = typeof raw === 'string' ? { value: raw, addPrice: 0 } : raw;
        next.push({ values: [...combo.values, v.value], addPrice: combo.addPrice + (v.addPrice ?? 0) });
      }
    }
    combos = next;
  }
  return combos;
}

function colourOf(values: string[]): string | null {
  for (const v of values) {
    const word = colourWords[v];
    if (word) return word;
  }
  return null;
}

function productImages(p: SeedProduct, options: ExpandedOption[]): string[] {
  const kind = p.image.split('-')[0] ?? 'box';
  const names = [p.image];
  for (const o of options) {
    const colour = colourOf(o.values);
    const name = colour ? `${kind}-${colour}` : null;
    if (name && !names.includes(name) && names.length < 3) names.push(name);
  }
  return names.map(productImagePath);
}

function productContent(p: SeedProduct): string {
  return [
    `<div class="product-detail">`,
    `<p>${p.desc}</p>`,
    `<h3>배송 안내</h3><p>평일 오후 2시 이전 결제 완료 시 당일 출고됩니다. 주문제작 상품은 제작 후 출고됩니다.</p>`,
    `<h3>교환·반품</h3><p>수령 후 7일 이내 신청해 주세요. 사용한 댐프너와 주문제작 상품은 교환·반품이 어렵습니다.</p>`,
    `</div>`,
  ].join('');
}

function stockFor(p: SeedProduct, option: ExpandedOption, index: number): number {
  if (p.allSoldOut || p.soldOut?.includes(option.values.join('|'))) return 0;
  if (p.stock !== undefined) return p.stock;
  return 15 + ((p.productNo * 7 + index * 13) % 90);
}

export function productRows(p: SeedProduct, now: Date): {
  product: Insertable<ProductTable>;
  options: Insertable<OptionTable>[];
  inputs: Insertable<ProductInputTable>[];
} {
  const levels = p.levels ?? [];
  const expanded = levels.length > 0 ? expandLevels(levels) : [{ values: [], addPrice: 0 }];
  const kind = p.image.split('-')[0] ?? 'box';
  // A few hours per product keep registration times distinct, so RECENT sorting is deterministic.
  const registered = new Date(now.getTime() - p.daysAgo * dayMs - (p.productNo % 97) * 3_600_000).toISOString();
  const unit = p.discount?.unit ?? 'WON';
  const value = p.discount?.value ?? 0;
  const delivery = p.delivery === 'FREE'
    ? { type: 'FREE', amt: 0, above: 0 }
    : p.delivery ? { type: 'FIXED_FEE', amt: p.delivery.fixedFee, above: 0 } : { type: 'CONDITIONAL', amt: 3000, above: 50000 };
  const images = productImages(p, expanded);
  const options = expanded.map((o, i): Insertable<OptionTable> => {
    const colour = colourOf(o.values);
    return {
      option_no: p.productNo * 100 + i + 1,
      product_no: p.productNo,
      values_json: JSON.stringify(o.values),
      add_price: o.addPrice,
      stock_cnt: stockFor(p, o, i),
      sale_cnt: Math.floor(p.saleCnt / expanded.length) + ((i * 7) % 5),
      reservation_stock_cnt: 0,
      forced_sold_out: 0,
      main: i === 0 ? 1 : 0,
      management_cd: seedOptionBarcode(p.productNo * 100 + i + 1),
      image_url: colour ? productImagePath(`${kind}-${colour}`) : null,
      display_order: i + 1,
    };
  });
  const product: Insertable<ProductTable> = {
    product_no: p.productNo,
    product_name: p.name,
    content: productContent(p),
    brand_no: p.brandNo,
    sale_price: p.salePrice,
    immediate_discount_amt: immediateDiscountAmount(p.salePrice, unit, value),
    immediate_discount_unit: unit,
    immediate_discount_value: value,
    addition_discount_amt: 0,
    sale_status: p.saleStatus ?? 'ONSALE',
    display: 1,
    sale_start_ymdt: registered,
    sale_end_ymdt: null,
    promotion_text: p.promotion ?? null,
    sticker_labels_json: JSON.stringify(p.stickers ?? []),
    image_urls_json: JSON.stringify(images),
    list_image_urls_json: JSON.stringify(images.slice(0, 1)),
    option_type: levels.length === 0 ? 'DEFAULT' : levels.length === 1 ? 'STANDARD' : 'COMBINATION',
    option_labels_json: JSON.stringify(levels.map((l) => l.label)),
    delivery_condition_type: delivery.type,
    delivery_amt: delivery.amt,
    above_delivery_amt: delivery.above,
    return_delivery_amt: 3000,
    delivery_template_no: delivery.type === 'FIXED_FEE' ? 2 : 1,
    partner_no: 1,
    partner_name: '코트사이드',
    accumulation_rate: 1,
    min_buy_cnt: 1,
    max_buy_person_cnt: p.maxBuyPersonCnt ?? 0,
    max_buy_time_cnt: 0,
    member_only: p.memberOnly ? 1 : 0,
    coupon_use: 1,
    accumulation_use: 1,
    sale_cnt: p.saleCnt,
    like_cnt: p.likeCnt,
    popularity: p.saleCnt * 3 + p.likeCnt * 5,
    md_recommend: p.stickers?.includes('BEST') ? 1 : 0,
    custom_kind: p.customKind ?? null,
    registered_at: registered,
    updated_at: registered,
  };
  const inputs = (p.inputs ?? []).map((input, i): Insertable<ProductInputTable> => ({
    input_no: p.productNo * 10 + i + 1,
    product_no: p.productNo,
    input_label: input.label,
    matching_type: 'OPTION',
    required: input.required ? 1 : 0,
  }));
  return { product, options, inputs };
}

async function insertChunked<T extends keyof ShopDb & string>(db: Kysely<ShopDb>, table: T, rows: Insertable<ShopDb[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Kysely cannot narrow a generic table name's insert type; the rows were built for `table`.
    await db.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

export async function seedCatalogue(db: Kysely<ShopDb>, now: Date): Promise<void> {
  await db.insertInto('categories').values(seedCategories.map((cat) => ({
    category_no: cat.categoryNo,
    label: cat.label,
    parent_no: cat.parentNo,
    depth: cat.parentNo === null ? 1 : 2,
    display_order: cat.displayOrder,
  }))).execute();
  await db.insertInto('brands').values(seedBrands.map((brand) => ({
    brand_no: brand.brandNo,
    name: brand.name,
    name_en: brand.nameEn,
    logo_image_url: productImagePath(`tag-${['navy', 'orange', 'green', 'charcoal', 'pink', 'purple'][brand.brandNo % 6] ?? 'gray'}`),
    like_count: brand.likeCount,
  }))).execute();
  const built = seedProducts.map((p) => productRows(p, now));
  await insertChunked(db, 'products', built.map((b) => b.product));
  await insertChunked(db, 'options', built.flatMap((b) => b.options));
  await insertChunked(db, 'product_inputs', built.flatMap((b) => b.inputs));
  await insertChunked(db, 'product_categories', seedProducts.flatMap((p) => p.categoryNos.map((categoryNo) => ({ product_no: p.productNo, category_no: categoryNo }))));
}

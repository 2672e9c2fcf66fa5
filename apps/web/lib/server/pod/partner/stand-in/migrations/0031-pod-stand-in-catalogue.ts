// 0031: the stand-in partner's catalogue — the channel products the shop sells through it, each with
// design templates (a mock-up picture and its printable box) and variants (option combinations).
// Mall product numbers are the Shop API seed's print-on-demand products. Data, not code: never edit
// once landed; a catalogue change is a new migration.
import type { Kysely } from 'kysely';

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface SeedTemplate {
  id: string;
  name: string;
  image: string;
  area: Area;
}

interface SeedChannelProduct {
  id: string;
  name: string;
  mallProductNo: number | null;
  optionNames: string[];
  /** Every combination of these values becomes a variant. */
  optionValues: string[][];
  price: number;
  templates: SeedTemplate[];
}

const SIZE = 600;

const catalogue: SeedChannelProduct[] = [
  {
    id: 'cp-tshirt', name: '커스텀 티셔츠', mallProductNo: 100203, optionNames: ['사이즈', '색상'],
    optionValues: [['S', 'M', 'L', 'XL'], ['화이트', '네이비']], price: 25000,
    templates: [
      { id: 'tpl-tshirt-front', name: '앞면 가슴 로고', image: '/pod/tshirt.svg', area: { x: 210, y: 170, width: 180, height: 180 } },
      { id: 'tpl-tshirt-back', name: '등판 이름·번호', image: '/pod/tshirt.svg', area: { x: 180, y: 150, width: 240, height: 300 } },
    ],
  },
  {
    id: 'cp-ecobag', name: '에코백', mallProductNo: 100202, optionNames: ['색상'], optionValues: [['내추럴', '블랙']], price: 19000,
    templates: [
      { id: 'tpl-ecobag-center', name: '전면 일러스트', image: '/pod/ecobag.svg', area: { x: 170, y: 250, width: 260, height: 260 } },
      { id: 'tpl-ecobag-badge', name: '작은 클럽 로고', image: '/pod/ecobag.svg', area: { x: 240, y: 320, width: 120, height: 120 } },
    ],
  },
  {
    id: 'cp-mug', name: '머그컵', mallProductNo: 100201, optionNames: ['색상'], optionValues: [['화이트', '블랙']], price: 15000,
    templates: [
      { id: 'tpl-mug-photo', name: '사진 한 장', image: '/pod/mug.svg', area: { x: 150, y: 190, width: 220, height: 220 } },
      { id: 'tpl-mug-text', name: '한 줄 문구', image: '/pod/mug.svg', area: { x: 140, y: 260, width: 240, height: 80 } },
    ],
  },
  {
    id: 'cp-dampener', name: '커스텀 댐프너', mallProductNo: 100302, optionNames: ['모양'], optionValues: [['원형', '사각형']], price: 53100,
    templates: [
      { id: 'tpl-dampener-logo', name: '클럽 로고', image: '/pod/dampener.svg', area: { x: 180, y: 180, width: 240, height: 240 } },
      { id: 'tpl-dampener-name', name: '이름 새김', image: '/pod/dampener.svg', area: { x: 170, y: 250, width: 260, height: 100 } },
    ],
  },
  {
    id: 'cp-keyring', name: '아크릴 키링', mallProductNo: 100204, optionNames: [], optionValues: [], price: 6000,
    templates: [{ id: 'tpl-keyring-photo', name: '사진 키링', image: '/pod/keyring.svg', area: { x: 200, y: 220, width: 200, height: 240 } }],
  },
  // Announced by the partner, no variants yet: lookups for it answer "no variant".
  { id: 'cp-cap', name: '테니스 캡 (출시 예정)', mallProductNo: null, optionNames: [], optionValues: [], price: 0, templates: [] },
];

/** Cartesian product of the option values, in order ([[]] for no options). */
function combinations(values: string[][]): string[][] {
  return values.reduce<string[][]>((acc, level) => acc.flatMap((prefix) => level.map((value) => [...prefix, value])), [[]]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const untyped = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [order, product] of catalogue.entries()) {
    await untyped
      .insertInto('pod_channel_products')
      .values({
        channel_product_id: product.id,
        channel_product_name: product.name,
        mall_product_no: product.mallProductNo,
        thumbnail: product.templates[0]?.image ?? null,
        option_names_json: JSON.stringify(product.optionNames),
        display_order: order + 1,
      })
      .execute();
    for (const [i, t] of product.templates.entries()) {
      await untyped
        .insertInto('pod_design_templates')
        .values({
          design_template_id: t.id,
          channel_product_id: product.id,
          name: t.name,
          image_url: t.image,
          layout_json: JSON.stringify({ width: SIZE, height: SIZE, area: t.area }),
          display_order: i + 1,
        })
        .execute();
    }
    if (product.templates.length === 0) continue;
    for (const [i, combo] of combinations(product.optionValues).entries()) {
      await untyped
        .insertInto('pod_variants')
        .values({
          variant_id: `${product.id.replace(/^cp-/, 'v-')}-${i + 1}`,
          channel_product_id: product.id,
          name: combo.length > 0 ? `${product.name} ${combo.join(' / ')}` : `${product.name} 기본`,
          price: product.price,
          options_json: JSON.stringify(Object.fromEntries(product.optionNames.map((name, n) => [name, combo[n] ?? '']))),
          display_order: i + 1,
        })
        .execute();
    }
  }
}

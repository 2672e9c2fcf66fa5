// The stand-in partner's catalogue reads: channel products, design templates, variants and options,
// and the pod product behind a mall product. Any valid token may read them.
import type { PodChannelProductsReply, PodDesignTemplate, PodOption, PodProductPodReply, PodVariant } from '@courtside/core/api';
import type { Selectable } from 'kysely';
import { PodError, type PodChannelProductDetail, type PodTemplateDetail, type PodTemplateLayout } from '../provider';
import type { PodVariantTable } from './schema';
import { parseJsonOr, type StandInContext } from './context';

function toVariant(row: Selectable<PodVariantTable>): PodVariant {
  return {
    variant_id: row.variant_id,
    channel_product_id: row.channel_product_id,
    name: row.name,
    price: row.price,
    options: parseJsonOr<Record<string, string>>(row.options_json, {}),
  };
}

async function channelProductRow(ctx: StandInContext, channelProductId: string) {
  const row = await ctx.db.selectFrom('pod_channel_products').selectAll().where('channel_product_id', '=', channelProductId).executeTakeFirst();
  if (!row) throw new PodError('POD_NOT_FOUND');
  return row;
}

async function firstTemplateIds(ctx: StandInContext, channelProductIds: readonly string[]): Promise<Map<string, string>> {
  if (channelProductIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('pod_design_templates')
    .select(['channel_product_id', 'design_template_id'])
    .where('channel_product_id', 'in', channelProductIds)
    .orderBy('channel_product_id')
    .orderBy('display_order')
    .execute();
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.channel_product_id)) first.set(row.channel_product_id, row.design_template_id);
  return first;
}

export async function listChannelProducts(ctx: StandInContext, page: { pageNo: number; pageSize: number }): Promise<PodChannelProductsReply> {
  const count = await ctx.db.selectFrom('pod_channel_products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await ctx.db
    .selectFrom('pod_channel_products')
    .selectAll()
    .orderBy('display_order')
    .orderBy('channel_product_id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const templates = await firstTemplateIds(ctx, rows.map((r) => r.channel_product_id));
  return {
    totalCount: Number(count?.n ?? 0),
    items: rows.map((row) => {
      const designTemplateId = templates.get(row.channel_product_id);
      return {
        channel_product_id: row.channel_product_id,
        channel_product_name: row.channel_product_name,
        thumbnail: row.thumbnail,
        ...(designTemplateId === undefined ? {} : { design_template_id: designTemplateId }),
      };
    }),
  };
}

export async function getChannelProduct(ctx: StandInContext, channelProductId: string): Promise<PodChannelProductDetail> {
  const row = await channelProductRow(ctx, channelProductId);
  const designTemplateId = (await firstTemplateIds(ctx, [row.channel_product_id])).get(row.channel_product_id);
  return {
    channel_product_id: row.channel_product_id,
    channel_product_name: row.channel_product_name,
    thumbnail: row.thumbnail,
    mallProductNo: row.mall_product_no,
    ...(designTemplateId === undefined ? {} : { design_template_id: designTemplateId }),
  };
}

export async function listDesignTemplates(ctx: StandInContext, channelProductId: string): Promise<PodDesignTemplate[]> {
  await channelProductRow(ctx, channelProductId);
  const rows = await ctx.db.selectFrom('pod_design_templates').selectAll().where('channel_product_id', '=', channelProductId).orderBy('display_order').execute();
  return rows.map((row) => ({ design_template_id: row.design_template_id, name: row.name, thumbnail: row.image_url }));
}

const FALLBACK_LAYOUT: PodTemplateLayout = { width: 600, height: 600, area: { x: 150, y: 150, width: 300, height: 300 } };

export async function getDesignTemplate(ctx: StandInContext, designTemplateId: string): Promise<PodTemplateDetail> {
  const row = await ctx.db.selectFrom('pod_design_templates').selectAll().where('design_template_id', '=', designTemplateId).executeTakeFirst();
  if (!row) throw new PodError('POD_NOT_FOUND');
  return {
    design_template_id: row.design_template_id,
    name: row.name,
    thumbnail: row.image_url,
    channel_product_id: row.channel_product_id,
    image_url: row.image_url,
    layout: parseJsonOr<PodTemplateLayout>(row.layout_json, FALLBACK_LAYOUT),
  };
}

export async function listVariants(ctx: StandInContext, channelProductId: string): Promise<PodVariant[]> {
  await channelProductRow(ctx, channelProductId);
  const rows = await ctx.db.selectFrom('pod_variants').selectAll().where('channel_product_id', '=', channelProductId).orderBy('display_order').execute();
  return rows.map(toVariant);
}

/** Option names in the product's order, each with its values in the order the variants first use them. */
export async function listOptions(ctx: StandInContext, channelProductId: string): Promise<PodOption[]> {
  const product = await channelProductRow(ctx, channelProductId);
  const names = parseJsonOr<string[]>(product.option_names_json, []);
  const variants = await listVariants(ctx, channelProductId);
  return names.map((name) => ({
    name,
    values: [...new Set(variants.map((v) => v.options?.[name]).filter((value): value is string => typeof value === 'string' && value !== ''))],
  }));
}

export async function getVariant(ctx: StandInContext, channelProductId: string, variantId: string): Promise<PodVariant> {
  const row = await ctx.db
    .selectFrom('pod_variants')
    .selectAll()
    .where('channel_product_id', '=', channelProductId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  if (!row) throw new PodError('POD_NOT_FOUND');
  return toVariant(row);
}

/** The channel product a mall product is sold as, with its first variant and template. */
export async function productPod(ctx: StandInContext, mallProductNo: number): Promise<PodProductPodReply> {
  const product = await ctx.db.selectFrom('pod_channel_products').selectAll().where('mall_product_no', '=', mallProductNo).executeTakeFirst();
  if (!product) throw new PodError('POD_VARIANT_MISSING');
  const variant = await ctx.db
    .selectFrom('pod_variants')
    .select('variant_id')
    .where('channel_product_id', '=', product.channel_product_id)
    .orderBy('display_order')
    .executeTakeFirst();
  const template = (await firstTemplateIds(ctx, [product.channel_product_id])).get(product.channel_product_id);
  if (!variant || template === undefined) throw new PodError('POD_VARIANT_MISSING');
  return {
    message: {
      variant_id: variant.variant_id,
      channel_product_id: product.channel_product_id,
      channel_product_name: product.channel_product_name,
      design_template_id: template,
    },
  };
}

// The terminal's product screens. List and search read the catalogue log (the platform's products as
// last swept, so 100,000 products page quickly); detail, create and update go to the platform's
// server API and write the fresh product into the log at once, so every terminal sees the change.
import type { PosCatalogueProduct, PosProductDetail, PosProductInput, PosProductList, PosProductSummary, PosProductUpdate } from '@courtside/core';
import { listBarcodesOf } from './barcodes';
import { categoryLabels, productItem, toCatalogueProduct, writeLogItems } from './catalogue-log';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { isPlatformError, type PlatformOptionInput, type PlatformProduct, type PlatformProductInput } from './platform';

function summaryOf(p: PosCatalogueProduct): PosProductSummary {
  return {
    productNo: p.productNo,
    name: p.name,
    brandName: p.brandName,
    salePrice: p.salePrice,
    imageUrl: p.imageUrl,
    onSale: p.onSale,
    stockCnt: p.options.reduce((sum, o) => sum + o.stockCnt, 0),
    optionCount: p.options.length,
  };
}

/** Platform failures as the terminal's codes: missing product, refused input, or unreachable. */
export function platformFailure(error: unknown): Error {
  if (!isPlatformError(error)) return error instanceof Error ? error : new Error(String(error));
  if (error.status === 404) return posError(error.code === 'S1002' ? 'POS_OPTION_NOT_FOUND' : 'POS_PRODUCT_NOT_FOUND');
  if (error.kind === 'refused') return posError('POS_PRODUCT_INVALID', error.message);
  return posError('POS_PLATFORM_UNAVAILABLE');
}

export async function searchProducts(deps: PosDeps, query: { keyword?: string; page: number; size: number }): Promise<PosProductList> {
  let q = deps.db.selectFrom('pos_catalogue_items').where('kind', '=', 'product').where('removed', '=', 0);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) {
    const asNumber = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;
    // LIKE escapes differ between SQLite and PostgreSQL; wildcard characters are simply dropped.
    const like = `%${keyword.replace(/[\\%_]/g, '')}%`;
    q = q.where((eb) => {
      const byName = eb('search_text', 'like', like);
      return asNumber === null ? byName : eb.or([byName, eb('product_no', '=', asNumber)]);
    });
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    q.select('body_json').orderBy('product_no').limit(query.size).offset((query.page - 1) * query.size).execute(),
  ]);
  return {
    items: rows.flatMap((r) => (r.body_json ? [summaryOf(JSON.parse(r.body_json) as PosCatalogueProduct)] : [])),
    totalCount: Number(count?.n ?? 0),
    page: query.page,
    size: query.size,
  };
}

async function remember(deps: PosDeps, product: PlatformProduct): Promise<PosCatalogueProduct> {
  // With its category labels, so the log keeps the same version the next sweep would write.
  const item = toCatalogueProduct(product, categoryLabels((await deps.platform.listCategories()).items));
  const now = deps.now().toISOString();
  await deps.db.transaction().execute((trx) => writeLogItems(trx, [productItem(item)], now));
  return item;
}

async function detailOf(deps: PosDeps, product: PlatformProduct): Promise<PosProductDetail> {
  const item = await remember(deps, product);
  return { ...summaryOf(item), options: item.options, barcodes: await listBarcodesOf(deps, product.productNo) };
}

export async function productDetail(deps: PosDeps, productNo: number): Promise<PosProductDetail> {
  try {
    return await detailOf(deps, await deps.platform.getProduct(productNo));
  } catch (error) {
    throw platformFailure(error);
  }
}

function optionsInput(options: PosProductInput['options']): PlatformOptionInput[] {
  return options.map((o) => ({
    ...(o.optionNo !== undefined ? { optionNo: o.optionNo } : {}),
    values: o.label.trim() === '' ? [] : o.label.split('/').map((v) => v.trim()).filter((v) => v !== ''),
    addPrice: o.addPrice,
    ...(o.stockCnt !== undefined ? { stockCnt: o.stockCnt } : {}),
  }));
}

function platformInput(input: PosProductUpdate): PlatformProductInput {
  return {
    ...(input.name !== undefined ? { productName: input.name } : {}),
    ...(input.salePrice !== undefined ? { salePrice: input.salePrice } : {}),
    ...(input.onSale !== undefined ? { saleStatus: input.onSale ? 'ONSALE' : 'STOP' } : {}),
    ...(input.options !== undefined ? { options: optionsInput(input.options) } : {}),
  };
}

export async function createProduct(deps: PosDeps, input: PosProductInput): Promise<PosProductDetail> {
  try {
    const created = await deps.platform.createProduct({ ...platformInput(input), productName: input.name, salePrice: input.salePrice, options: optionsInput(input.options) });
    return await detailOf(deps, created);
  } catch (error) {
    throw platformFailure(error);
  }
}

export async function updateProduct(deps: PosDeps, productNo: number, input: PosProductUpdate): Promise<PosProductDetail> {
  try {
    return await detailOf(deps, await deps.platform.updateProduct(productNo, platformInput(input)));
  } catch (error) {
    throw platformFailure(error);
  }
}

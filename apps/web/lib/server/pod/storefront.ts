// Storefront page data for print-on-demand: the mall product a channel product is sold as (price,
// options, delivery) and, per partner variant, whether the mall sells it and at what price.
import 'server-only';
import type { PodVariant } from '@courtside/core/api';
import { productDelivery } from '@/lib/catalogue/delivery';
import { mallOptionForVariant, type MallStock, type PodMallProduct } from '@/lib/pod/pod-cart';
import { productWithOptions } from '@/lib/server/shop';

export async function podMallProduct(productNo: number): Promise<PodMallProduct | null> {
  const found = await productWithOptions(productNo);
  if (!found) return null;
  const { product, options } = found;
  const picture = product.baseInfo.imageUrls[0] ?? '';
  return {
    productNo,
    productName: product.baseInfo.productName,
    imageUrl: picture.startsWith('//') ? `https:${picture}` : picture,
    salePrice: product.price.salePrice,
    immediateDiscountAmt: product.price.immediateDiscountAmt,
    additionDiscountAmt: product.price.additionDiscountAmt,
    delivery: productDelivery(product),
    options: { labels: options.labels, flatOptions: options.flatOptions, inputs: options.inputs },
  };
}

/** Per variant: the mall's price and stock for it; variants the mall does not sell are left out. */
export function mallStockOf(variants: readonly PodVariant[], product: PodMallProduct | null): MallStock {
  const stock: MallStock = {};
  if (!product) return stock;
  for (const variant of variants) {
    const option = mallOptionForVariant(variant, product.options);
    if (option) stock[variant.variant_id] = { soldOut: option.saleType === 'SOLD_OUT' || option.forcedSoldOut || option.stockCnt === 0, price: option.buyPrice };
  }
  return stock;
}

// The special custom dampener product as the designer page needs it: price, stock and delivery
// from the platform (so the guest cart prices it like any other line), numbers from the config.
import 'server-only';
import { webConfig } from '@/lib/config';
import { productDelivery } from '@/lib/catalogue/delivery';
import type { CustomDampenerProduct } from '@/lib/designs/design-cart';
import { productWithOptions } from '@/lib/server/shop';

export async function customDampenerProduct(): Promise<CustomDampenerProduct | null> {
  const { productNo, optionNo } = webConfig().customDampener;
  const found = await productWithOptions(productNo);
  if (!found) return null;
  const { product, options } = found;
  const option = options.flatOptions.find((o) => o.optionNo === optionNo) ?? options.flatOptions[0];
  if (!option) return null;
  return {
    productNo,
    optionNo: option.optionNo,
    productName: product.baseInfo.productName,
    imageUrl: product.baseInfo.imageUrls[0] ?? '',
    salePrice: product.price.salePrice,
    immediateDiscountAmt: product.price.immediateDiscountAmt,
    additionDiscountAmt: product.price.additionDiscountAmt,
    addPrice: option.addPrice,
    buyPrice: option.buyPrice,
    stockCnt: option.stockCnt,
    optionTitle: option.label,
    optionName: option.label,
    optionValue: option.value,
    delivery: productDelivery(product),
  };
}

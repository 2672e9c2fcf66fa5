// Server side of the Naver Pay entry pages: the product behind the slug, reshaped into what the
// entry needs; null when there is no such product (the page answers 404).
import 'server-only';
import { productWithOptions } from '@/lib/server/shop';
import { npayOptionChoices, npayPreset, productNoFromSlug, type NpayEntryProps } from './npay-entry';

export async function npayEntryProps(slug: string, query: Record<string, string | string[] | undefined>): Promise<NpayEntryProps | null> {
  const productNo = productNoFromSlug(slug);
  if (productNo === null) return null;
  const found = await productWithOptions(productNo);
  if (!found) return null;
  const { product, options } = found;
  const preset = npayPreset(query);
  const unavailableReason =
    product.status.saleStatusType !== 'ONSALE' ? '지금은 판매하지 않는 상품입니다.' : product.status.soldout ? '품절된 상품입니다.' : null;
  return {
    productNo,
    productName: product.baseInfo.productName,
    imageUrl: product.baseInfo.imageUrls[0] ?? '',
    choices: npayOptionChoices(options),
    inputs: options.inputs,
    presetOptionNo: preset.optionNo,
    presetOrderCnt: preset.orderCnt,
    unavailableReason,
  };
}

// 마이페이지 > 재입고 알림: the member's waiting requests (the platform lists only unsent ones),
// each with its product's name, picture and the option as the shopper reads it.
import type { ProductDetail, ProductOptionsReply, RestockItem } from '@courtside/core/api';
import { restockOptionText } from '@/lib/catalogue/restock-options';

export interface RestockRow {
  restockNo: number;
  productNo: number;
  productName: string;
  imageUrl: string | null;
  optionText: string;
  /** yyyy.MM.dd (KST, as the platform wrote it). */
  requestedOn: string;
  /** The option is buyable again (the 알림톡 is on its way). */
  backInStock: boolean;
}

export type ProductLookup = ReadonlyMap<number, { product: ProductDetail; options: ProductOptionsReply } | null>;

export function reshapeRestockRows(items: readonly RestockItem[], products: ProductLookup): RestockRow[] {
  return items.map((item) => {
    const found = products.get(item.productNo) ?? null;
    const option = found?.options.flatOptions.find((o) => o.optionNo === item.optionNo);
    return {
      restockNo: item.restockNo,
      productNo: item.productNo,
      productName: found?.product.baseInfo.productName ?? `상품 ${item.productNo}`,
      imageUrl: found?.product.baseInfo.imageUrls[0] ?? null,
      optionText: option ? restockOptionText(option.label, option.value) : `옵션 ${item.optionNo}`,
      requestedOn: item.registerYmdt.slice(0, 10).replaceAll('-', '.'),
      backInStock: option ? option.stockCnt > 0 && !option.forcedSoldOut && option.saleType !== 'SOLD_OUT' : false,
    };
  });
}

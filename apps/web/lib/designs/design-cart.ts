// The custom dampener as a cart line (seed §3, §4): the platform's special product and option, with
// the design reference and the shopper's editor image in the option inputs. A guest's line also
// keeps the editor image as `editorImage`, so the same option with another design is a new line.
import type { CartAddItem } from '@courtside/core/api';
import type { NewGuestCartItem, ProductDelivery } from '@courtside/core/cart';
import { designOptionInputs } from './option-inputs';

/** What the designer page knows of the special product (read on the server, handed to the client). */
export interface CustomDampenerProduct {
  productNo: number;
  optionNo: number;
  productName: string;
  imageUrl: string;
  salePrice: number;
  immediateDiscountAmt: number;
  additionDiscountAmt: number;
  addPrice: number;
  /** The option's price to the shopper, per piece. */
  buyPrice: number;
  stockCnt: number;
  optionTitle: string;
  optionName: string;
  optionValue: string;
  delivery: ProductDelivery;
}

export interface DesignCartLine {
  /** From POST /api/custom/dampener/reference. */
  reference: string;
  /** The front editor image (PNG upload). */
  editorImageUrl: string;
  orderCnt: number;
}

export function memberDesignCartItem(product: CustomDampenerProduct, line: DesignCartLine): CartAddItem {
  return {
    productNo: product.productNo,
    optionNo: product.optionNo,
    orderCnt: line.orderCnt,
    optionInputs: designOptionInputs(line.reference, line.editorImageUrl),
  };
}

export function guestDesignCartItem(product: CustomDampenerProduct, line: DesignCartLine): NewGuestCartItem {
  return {
    product: { productNo: product.productNo, productName: product.productName, imageUrl: product.imageUrl, delivery: product.delivery },
    option: {
      optionNo: product.optionNo,
      optionTitle: product.optionTitle,
      optionName: product.optionName,
      optionValue: product.optionValue,
      // The cart shows the shopper's own design rather than the catalogue photo.
      imageUrl: line.editorImageUrl,
      orderCnt: line.orderCnt,
      stockCnt: product.stockCnt,
      price: {
        salePrice: product.salePrice,
        addPrice: product.addPrice,
        immediateDiscountAmt: product.immediateDiscountAmt,
        additionalDiscountAmt: product.additionDiscountAmt,
      },
      optionInputs: designOptionInputs(line.reference, line.editorImageUrl).map((input) => ({ ...input, inputNo: null })),
      editorImage: line.editorImageUrl,
    },
  };
}

// A saved print-on-demand design as a cart line (seed §4): the partner's variant matched to the mall
// product's option, the project and editor thumbnail in the line's inputs, for the member's server
// cart or the guest cart on the device.
import type { CartAddItem, PodVariant, ProductOption, ProductOptionsReply } from '@courtside/core/api';
import type { NewGuestCartItem, ProductDelivery } from '@courtside/core/cart';
import { podOptionInputs } from './option-inputs';

/** The mall product a pod channel product is sold as, as the editor page hands it to the browser. */
export interface PodMallProduct {
  productNo: number;
  productName: string;
  imageUrl: string;
  salePrice: number;
  immediateDiscountAmt: number;
  additionDiscountAmt: number;
  delivery: ProductDelivery;
  options: Pick<ProductOptionsReply, 'labels' | 'flatOptions' | 'inputs'>;
}

/** Per partner variant id: the mall's price and stock for it (absent: the mall does not sell it). */
export interface MallStock {
  [variantId: string]: { soldOut: boolean; price: number } | undefined;
}

export interface PodDesign {
  projectId: string;
  thumbnail: string;
}

/**
 * The mall option for a partner variant: the variant's option values in the mall's label order,
 * '|'-joined, against each flat option's value. A product without options has one option, which any
 * variant maps to. Null when nothing matches (the retry alert: POD_VARIANT_MISSING).
 */
export function mallOptionForVariant(variant: Pick<PodVariant, 'options'>, options: Pick<ProductOptionsReply, 'labels' | 'flatOptions'>): ProductOption | null {
  const labels = options.labels.flatMap((label) => label.split('|')).filter((label) => label !== '');
  if (labels.length === 0) return options.flatOptions.length === 1 ? (options.flatOptions[0] ?? null) : null;
  const wanted = labels.map((label) => variant.options?.[label]);
  if (wanted.some((value) => value === undefined || value === '')) return null;
  const key = wanted.join('|');
  return options.flatOptions.find((option) => option.value === key) ?? null;
}

export function podMemberCartItem(product: PodMallProduct, option: ProductOption, design: PodDesign, orderCnt: number): CartAddItem {
  return {
    productNo: product.productNo,
    optionNo: option.optionNo,
    orderCnt,
    optionInputs: podOptionInputs(design.projectId, design.thumbnail, product.options.inputs).map((input) => ({ ...input, inputNo: inputNoOf(product, input.inputLabel) })),
  };
}

function inputNoOf(product: PodMallProduct, label: string): number | null {
  return product.options.inputs.find((field) => field.inputLabel === label)?.inputNo ?? null;
}

export function podGuestCartItem(product: PodMallProduct, option: ProductOption, design: PodDesign, orderCnt: number): NewGuestCartItem {
  return {
    product: { productNo: product.productNo, productName: product.productName, imageUrl: product.imageUrl, delivery: product.delivery },
    option: {
      optionNo: option.optionNo,
      optionTitle: product.options.labels.join(' / '),
      optionName: option.label,
      optionValue: option.value,
      // The cart shows the design, not the blank product.
      imageUrl: design.thumbnail,
      orderCnt,
      stockCnt: option.stockCnt,
      price: {
        salePrice: product.salePrice,
        addPrice: option.addPrice,
        immediateDiscountAmt: product.immediateDiscountAmt,
        additionalDiscountAmt: product.additionDiscountAmt,
      },
      optionInputs: podOptionInputs(design.projectId, design.thumbnail, product.options.inputs).map((input) => ({ ...input, inputNo: inputNoOf(product, input.inputLabel) })),
      editorImage: design.thumbnail,
    },
  };
}

// The terminal's product, barcode and custom-order screens. Products live on the platform; the own
// server relays create/update/detail to the platform's server API. Barcodes are the own server's.
import type { PosBarcodeRecord, PosCatalogueOption } from './catalogue-types.ts';

export interface PosProductSummary {
  readonly productNo: number;
  readonly name: string;
  readonly brandName: string | null;
  readonly salePrice: number;
  readonly imageUrl: string | null;
  readonly onSale: boolean;
  /** Σ option stock. */
  readonly stockCnt: number;
  readonly optionCount: number;
}

export interface PosProductList {
  readonly items: readonly PosProductSummary[];
  readonly totalCount: number;
  readonly page: number;
  readonly size: number;
}

export interface PosProductDetail extends PosProductSummary {
  readonly options: readonly PosCatalogueOption[];
  readonly barcodes: readonly PosBarcodeRecord[];
}

export interface PosBarcodeList {
  readonly items: readonly PosBarcodeRecord[];
}

/** A custom-product order as the terminal's custom screen lists it (filled by the custom products issue). */
export interface PosCustomOrderSummary {
  readonly orderNo: string;
  readonly orderedAt: string;
  readonly ordererName: string;
  readonly productName: string;
  readonly quantity: number;
  readonly status: 'request' | 'progress' | 'completion';
  readonly thumbnailUrl: string | null;
}

export interface PosCustomOrderList {
  readonly items: readonly PosCustomOrderSummary[];
  readonly totalCount: number;
}

export interface PosCustomOrderSide {
  readonly side: 'front' | 'back';
  /** Print-ready image (PNG) for the production sheet. */
  readonly imageUrl: string;
}

export interface PosCustomOrderDetail extends PosCustomOrderSummary {
  readonly shape: string;
  readonly colorName: string;
  readonly sides: readonly PosCustomOrderSide[];
  readonly note: string | null;
}

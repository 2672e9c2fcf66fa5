// One custom order as the production screens and the sheet show it: the order, where it stands,
// and per custom line the design's shape, cushion colour, sides and pictures. Dampener lines read
// the frozen design (its reference) and print from the designer's 300-DPI render; pod lines read the
// partner's project thumbnail.
import { optionText } from '@/lib/catalogue/option-text';
import { DESIGN_SHAPE_LABELS, SIDE_MODE_LABELS, cushionColorName, cushionHex, salesChannelLabel, type DesignShape } from '@courtside/core/design';
import { PRODUCTION_STATUS_LABELS, type ProductionStep } from '@courtside/core/machines';
import { type PodProject } from '@courtside/core/api';
import type { DesignReference } from '@/lib/server/designs/design-references';
import type { CustomKind, CustomLine } from './custom-lines';
import type { PlatformOrder } from './platform-orders';
import type { ProductionEvent, ProductionRecord } from './production-store';

export interface ProductionSide {
  side: 'front' | 'back';
  label: string;
  /** The shopper's editor image of the side. */
  imageUrl: string | null;
  /** The 300-DPI print file (dampener designs), null when production works from the image. */
  printUrl: string | null;
}

export interface ProductionItem {
  orderOptionNo: number;
  productNo: number;
  productName: string;
  optionText: string;
  orderCnt: number;
  kind: CustomKind;
  reference: string;
  shape: DesignShape | null;
  shapeLabel: string;
  colorName: string;
  colorHex: string | null;
  sideModeLabel: string;
  imageCount: number;
  sides: ProductionSide[];
  /** False when the design behind the reference could not be found. */
  designFound: boolean;
}

export interface ProductionOrder {
  orderNo: string;
  orderYmdt: string | null;
  memberId: string | null;
  ordererName: string;
  ordererContact: string;
  receiver: PlatformOrder['shippingAddress'];
  status: ProductionStep;
  statusLabel: string;
  salesChannel: string;
  salesChannelLabel: string;
  updatedBy: string | null;
  updatedAt: string | null;
  exportedAt: string | null;
  items: ProductionItem[];
  history: ProductionEvent[];
}

const UNKNOWN = '확인 필요';

/** "M|화이트" under "사이즈|색상" → "사이즈: M / 색상: 화이트". */
export function optionTextOf(line: Pick<CustomLine['line'], 'optionName' | 'optionValue'>): string {
  return optionText(line.optionName, line.optionValue) || '기본';
}

function shapeFromOption(line: CustomLine['line']): DesignShape | null {
  const values = (line.optionValue ?? '').split('|');
  if (values.includes('원형')) return 'circle';
  if (values.includes('사각형')) return 'square';
  return null;
}

export function renderUrl(reference: string, side: 'front' | 'back'): string {
  return `/api/custom/dampener/render?${new URLSearchParams({ reference, side }).toString()}`;
}

function dampenerItem(custom: CustomLine, found: DesignReference | undefined): Omit<ProductionItem, keyof CommonFields> {
  if (!found) {
    const side: ProductionSide = { side: 'front', label: '앞면', imageUrl: custom.editorImage, printUrl: null };
    return { shape: null, shapeLabel: UNKNOWN, colorName: UNKNOWN, colorHex: null, sideModeLabel: UNKNOWN, imageCount: 0, sides: [side], designFound: false };
  }
  const design = found.design;
  const same = design.sideMode === '1';
  const sides: ProductionSide[] = [
    { side: 'front', label: same ? '앞면 (뒷면 동일)' : '앞면', imageUrl: found.editorImages.front ?? custom.editorImage, printUrl: renderUrl(found.reference, 'front') },
  ];
  if (!same) sides.push({ side: 'back', label: '뒷면', imageUrl: found.editorImages.back, printUrl: renderUrl(found.reference, 'back') });
  return {
    shape: design.shape,
    shapeLabel: DESIGN_SHAPE_LABELS[design.shape],
    colorName: cushionColorName(design.cushionColor),
    colorHex: cushionHex(design.cushionColor),
    sideModeLabel: SIDE_MODE_LABELS[design.sideMode],
    imageCount: found.customItem.image_count,
    sides,
    designFound: true,
  };
}

function podItem(custom: CustomLine, project: PodProject | undefined): Omit<ProductionItem, keyof CommonFields> {
  const shape = shapeFromOption(custom.line);
  const imageUrl = project?.thumbnail ?? custom.editorImage;
  return {
    shape,
    shapeLabel: shape ? DESIGN_SHAPE_LABELS[shape] : '해당 없음',
    colorName: '옵션 참고',
    colorHex: null,
    sideModeLabel: '템플릿 디자인',
    imageCount: imageUrl ? 1 : 0,
    sides: [{ side: 'front', label: '디자인', imageUrl, printUrl: null }],
    designFound: project !== undefined,
  };
}

type CommonFields = Pick<ProductionItem, 'orderOptionNo' | 'productNo' | 'productName' | 'optionText' | 'orderCnt' | 'kind' | 'reference'>;

export interface Lookups {
  designs: ReadonlyMap<string, DesignReference>;
  projects: ReadonlyMap<string, PodProject>;
}

export function productionItemOf(custom: CustomLine, lookups: Lookups): ProductionItem {
  const common: CommonFields = {
    orderOptionNo: custom.line.orderOptionNo,
    productNo: custom.line.productNo,
    productName: custom.line.productName,
    optionText: optionTextOf(custom.line),
    orderCnt: custom.line.orderCnt,
    kind: custom.kind,
    reference: custom.reference,
  };
  const detail = custom.kind === 'dampener' ? dampenerItem(custom, lookups.designs.get(custom.reference)) : podItem(custom, lookups.projects.get(custom.reference));
  return { ...common, ...detail };
}

export function productionOrderOf(order: PlatformOrder, lines: readonly CustomLine[], record: ProductionRecord, lookups: Lookups, history: ProductionEvent[] = []): ProductionOrder {
  return {
    orderNo: order.orderNo,
    orderYmdt: order.orderYmdt,
    memberId: order.memberId,
    ordererName: order.orderer.ordererName,
    ordererContact: order.orderer.ordererContact1,
    receiver: order.shippingAddress,
    status: record.status,
    statusLabel: PRODUCTION_STATUS_LABELS[record.status],
    salesChannel: record.salesChannel,
    salesChannelLabel: salesChannelLabel(record.salesChannel),
    updatedBy: record.updatedBy,
    updatedAt: record.updatedAt,
    exportedAt: record.exportedAt,
    items: lines.map((line) => productionItemOf(line, lookups)),
    history,
  };
}

// Which lines of a paid order are custom work: a dampener design (its 디자인 참조번호 option input) or a
// print-on-demand project (주문제작 프로젝트). A line under a claim (cancel, return, exchange) or not
// yet paid is not produced.
import { designReferenceOf, editorImageOf } from '@/lib/designs/option-inputs';
import { podProjectOf } from '@/lib/pod/option-inputs';
import type { PlatformOrder, PlatformOrderLine } from './platform-orders';

export type CustomKind = 'dampener' | 'pod';

export interface CustomLine {
  line: PlatformOrderLine;
  kind: CustomKind;
  /** The design reference (dampener) or the partner's project id (pod). */
  reference: string;
  /** The shopper's editor image from the line's inputs, when it carries one. */
  editorImage: string | null;
}

/** Order statuses in which a paid line still has to be (or has been) made. */
const PRODUCED_STATUSES: ReadonlySet<string> = new Set(['PAY_DONE', 'PRODUCT_PREPARE', 'DELIVERY_PREPARE', 'DELIVERY_ING', 'DELIVERY_DONE', 'BUY_CONFIRM']);

export function customLineOf(line: PlatformOrderLine): CustomLine | null {
  if (!PRODUCED_STATUSES.has(line.orderStatusType) || line.claimStatusType !== null) return null;
  const editorImage = editorImageOf(line.optionInputs);
  // A pod line may also fill a required design reference input with its project: the project wins.
  const project = podProjectOf(line.optionInputs);
  if (project !== null) return { line, kind: 'pod', reference: project, editorImage };
  const reference = designReferenceOf(line.optionInputs);
  if (reference !== null) return { line, kind: 'dampener', reference, editorImage };
  return null;
}

export function customLinesOf(order: PlatformOrder): CustomLine[] {
  return order.orderOptions.map(customLineOf).filter((line): line is CustomLine => line !== null);
}

// Read API of the custom dampener designs, for the print-on-demand flow and the admin production
// area. Tables: `dampener_designs` (a member's saved designs, key member_id + create_time) and
// `dampener_design_refs` (the design frozen into a cart line; its reference is the line's
// 디자인 참조번호 option input). Writes go through /api/custom/dampener only.
import 'server-only';
export type { DesignDb, DampenerDesignsTable, DampenerDesignRefsTable } from './schema';
export { designMigrations } from './migrations';
export { listDesignRecords, findDesignRecord } from './design-records';
export type { StoredDesignRecord } from './design-records';
export { findDesignReference, findDesignReferences, isDesignReference } from './design-references';
export type { DesignReference } from './design-references';
export { renderSidePng, CUT_LINE_COLOR } from './render';
export {
  DESIGN_REFERENCE_INPUT_LABEL,
  EDITOR_IMAGE_INPUT_LABEL,
  designReferenceOf,
  editorImageOf,
} from '@/lib/designs/option-inputs';

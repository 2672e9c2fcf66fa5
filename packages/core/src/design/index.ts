export {
  DESIGN_SHAPES,
  DESIGN_SHAPE_LABELS,
  SIDE_MODES,
  SIDE_MODE_LABELS,
  SALES_CHANNELS,
  isSalesChannel,
  salesChannelLabel,
} from './labels.ts';
export type { DesignShape } from './labels.ts';
export { DAMPENER_COLORS, PALETTE_COLORS } from './colors.ts';
export type { PaletteColorKey } from './colors.ts';
export { DAMPENER_SIZE_MM, SAFE_MARGIN_MM, BLEED_MM, PRINT_DPI, MM_PER_INCH, printGeometry } from './print-spec.ts';
export { CUSHION_MATERIALS, DESIGN_FONTS, DEFAULT_DESIGN_FONT, designFont, MAX_TEXT_LENGTH, FONT_SIZE_MM } from './design-options.ts';
export { layerSize, rotatedHalfExtents, clampCenter } from './layer-bounds.ts';
export { DESIGN_SIDE_LABELS, createDampenerDesign, printedLayers, cushionHex, cushionColorName, imageCount, customItemOf } from './design-document.ts';
export { effectiveDpi, resolutionWarnings } from './print-resolution.ts';
export { isSideEditable, applyDesignAction } from './design-ops.ts';
export type { TextChanges, DesignAction } from './design-ops.ts';
export { createDesignEditor, canUndo, canRedo, reduceDesignEditor } from './design-history.ts';
export type { DesignEditor } from './design-history.ts';
export { parseDampenerDesign } from './design-parse.ts';
export { designToData, recordDesign } from './design-data.ts';
export type { DesignSideName, ImageLayer, TextLayer, DesignLayer, DampenerDesign, DampenerDesignRecord, CustomItem } from './types.ts';
export { layerFrame, textStyle } from './layer-frame.ts';

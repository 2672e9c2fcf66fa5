export {
  DESIGN_SHAPES,
  DESIGN_SHAPE_LABELS,
  isDesignShape,
  SIDE_MODES,
  SIDE_MODE_LABELS,
  sideModeFrom,
  SALES_CHANNELS,
  SALES_CHANNEL_LABELS,
  isSalesChannel,
  salesChannelLabel,
  toYesNo,
  fromYesNo,
} from './labels.ts';
export type { DesignShape, SideMode, SalesChannel } from './labels.ts';
export { DAMPENER_COLORS, PALETTE_COLORS, isHexColor, colorByKey } from './colors.ts';
export type { ColorOption, DampenerColorKey, PaletteColorKey } from './colors.ts';
export {
  DAMPENER_SIZE_MM,
  SAFE_MARGIN_MM,
  BLEED_MM,
  PRINT_DPI,
  MIN_GOOD_DPI,
  MIN_ACCEPTABLE_DPI,
  MM_PER_INCH,
  mmToPx,
  printGeometry,
} from './print-spec.ts';
export type { PrintGeometry } from './print-spec.ts';
export {
  CUSHION_MATERIALS,
  DEFAULT_CUSHION_MATERIAL,
  isCushionMaterial,
  DESIGN_FONTS,
  DEFAULT_DESIGN_FONT,
  designFont,
  MAX_LAYERS_PER_SIDE,
  MAX_TEXT_LENGTH,
  FONT_SIZE_MM,
} from './design-options.ts';
export type { CushionMaterialOption, CushionMaterialKey, DesignFont } from './design-options.ts';
export { TEXT_LINE_HEIGHT, charAdvance, textLines, estimateTextBox } from './text-metrics.ts';
export {
  MIN_LAYER_MM,
  printableArea,
  layerBaseSize,
  layerSize,
  rotatedHalfExtents,
  layerBox,
  normalizeRotation,
  scaleLimits,
  clampCenter,
  containLayer,
  isContained,
} from './layer-bounds.ts';
export type { Size, Box } from './layer-bounds.ts';
export {
  DESIGN_SIDES,
  DESIGN_SIDE_LABELS,
  DEFAULT_CUSHION_COLOR,
  createDampenerDesign,
  printedSide,
  printedLayers,
  cushionHex,
  cushionColorName,
  imageCount,
  isBlankDesign,
  customItemOf,
} from './design-document.ts';
export { effectiveDpi, resolutionLevel, resolutionMessage, resolutionWarnings } from './print-resolution.ts';
export type { ResolutionLevel, ResolutionWarning } from './print-resolution.ts';
export { isSideEditable, applyDesignAction } from './design-ops.ts';
export type { LayerOrderTarget, TextChanges, DesignAction } from './design-ops.ts';
export { DEFAULT_HISTORY_LIMIT, createDesignEditor, canUndo, canRedo, reduceDesignEditor } from './design-history.ts';
export type { DesignEditor, DesignEditorEvent } from './design-history.ts';
export { MAX_IMAGE_PIXELS, parseDampenerDesign } from './design-parse.ts';
export type { DesignParseResult } from './design-parse.ts';
export { designToData, recordDesign } from './design-data.ts';
export type {
  CushionMaterial,
  CushionPalette,
  CushionColor,
  DesignSideName,
  LayerPlacement,
  ImageLayer,
  TextLayer,
  DesignLayer,
  DesignSide,
  DampenerDesign,
  DampenerDesignRecord,
  CustomItem,
} from './types.ts';
export { layerFrame, textStyle } from './layer-frame.ts';
export type { LayerFrame, TextStyle } from './layer-frame.ts';

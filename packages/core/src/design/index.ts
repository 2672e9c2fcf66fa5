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
export type {
  CushionMaterial,
  LayerFrame,
  ImageLayer,
  TextLayer,
  DesignLayer,
  DesignSide,
  DampenerDesign,
  DampenerDesignRecord,
  CustomItem,
} from './types.ts';

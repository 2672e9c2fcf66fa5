// The custom dampener design model, shared by the designer (web and terminal), the own server that
// stores and renders designs, and the production sheets. Types only.
//
// Units: positions and sizes are millimetres on the dampener's face, origin at the top-left corner
// of the shape's square (bleed excluded), so one document prints at any resolution.
import type { DampenerColorKey, PaletteColorKey } from './colors.ts';
import type { DesignShape, SideMode } from './labels.ts';

/** Cushion material code from CUSHION_MATERIALS (the "cushioning material selection" dialog). */
export type CushionMaterial = string;

/** Which palette a cushion colour key belongs to: the 11 dampener colours or the 34 added ones. */
export type CushionPalette = 'dampener' | 'extended';

export type CushionColor =
  | { readonly palette: 'dampener'; readonly key: DampenerColorKey }
  | { readonly palette: 'extended'; readonly key: PaletteColorKey };

export type DesignSideName = 'front' | 'back';

/** Where a layer sits: its centre (mm), a uniform scale and a rotation about the centre. */
export interface LayerPlacement {
  readonly id: string;
  /** Centre, mm from the left edge of the shape. */
  readonly x: number;
  /** Centre, mm from the top edge of the shape. */
  readonly y: number;
  /**
   * Image: 1 prints the picture at 300 DPI (one pixel = 25.4/300 mm), 2 at 150 DPI.
   * Text: multiplies the font size.
   */
  readonly scale: number;
  /** Degrees clockwise, normalised to [0, 360). */
  readonly rotation: number;
}

export interface ImageLayer extends LayerPlacement {
  readonly kind: 'image';
  /** Uploaded image URL (query string already stripped, seed §7). */
  readonly url: string;
  /** The picture's own size in pixels, which decides its print resolution. */
  readonly naturalWidth: number;
  readonly naturalHeight: number;
}

export interface TextLayer extends LayerPlacement {
  readonly kind: 'text';
  /** May hold line breaks. */
  readonly text: string;
  /** A DESIGN_FONTS key. */
  readonly font: string;
  /** Font size in mm before `scale`. */
  readonly fontSize: number;
  /** #RRGGBB. */
  readonly color: string;
}

export type DesignLayer = ImageLayer | TextLayer;

/** One printed face of the dampener; layers are listed bottom to top. */
export interface DesignSide {
  readonly layers: readonly DesignLayer[];
  /** The shopper's editor image of this side, once exported and uploaded. */
  readonly previewUrl?: string;
}

export interface DampenerDesign {
  /** Document format version, for reading old records. */
  readonly version: 1;
  readonly shape: DesignShape;
  readonly cushionMaterial: CushionMaterial;
  readonly cushionColor: CushionColor;
  /** '1' when the back repeats the front; then `back` is kept but not printed. */
  readonly sideMode: SideMode;
  readonly front: DesignSide;
  readonly back: DesignSide;
}

/** A saved design on the own server, keyed by member and creation time (seed §3, §7). */
export interface DampenerDesignRecord {
  readonly memberId: string;
  /** ISO time; with memberId, the record's key. */
  readonly createTime: string;
  readonly design: DampenerDesign;
}

/** A custom item as carried in a cart line or order (seed §3); field names are the stored ones. */
export interface CustomItem {
  readonly front_draft_url: string;
  readonly shape_type: DesignShape;
  /** A dampener colour key, or an added palette colour key. */
  readonly cushion_color: string;
  readonly image_count: number;
}

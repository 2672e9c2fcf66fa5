// The custom dampener design model, shared by the designer (web and terminal), the own server that
// stores designs, and the production sheets. Types only.
import type { DampenerColorKey } from './colors.ts';
import type { DesignShape, SideMode } from './labels.ts';

/**
 * Cushion material code from the shop's own list (the "cushioning material selection" dialog).
 * The seed does not name the materials, so this stays an open string.
 */
export type CushionMaterial = string;

/** Position and size in design-canvas units, origin at the top-left of the side's print area. */
export interface LayerFrame {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Degrees clockwise. */
  readonly rotation: number;
}

export interface ImageLayer extends LayerFrame {
  readonly kind: 'image';
  /** Uploaded image URL (query string already stripped, seed §7). */
  readonly url: string;
}

export interface TextLayer extends LayerFrame {
  readonly kind: 'text';
  readonly text: string;
  readonly fontFamily: string;
  readonly fontSize: number;
  /** #RRGGBB. */
  readonly color: string;
}

export type DesignLayer = ImageLayer | TextLayer;

/** One printed face of the dampener; layers are listed bottom to top. */
export interface DesignSide {
  readonly layers: readonly DesignLayer[];
  /** Rendered preview of this side, once saved. */
  readonly previewUrl?: string;
}

export interface DampenerDesign {
  readonly shape: DesignShape;
  readonly cushionMaterial: CushionMaterial;
  readonly cushionColor: DampenerColorKey;
  /** '1' when the back repeats the front; then `back` is ignored for printing. */
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
  readonly cushion_color: DampenerColorKey;
  readonly image_count: number;
}

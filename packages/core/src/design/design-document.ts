// Reading a design document: what each side prints, the cushion colour's code, how many images it
// carries, and the custom-item summary the cart and production list show (seed §3).
import { DAMPENER_COLORS, PALETTE_COLORS, colorByKey } from './colors.ts';
import { DEFAULT_CUSHION_MATERIAL } from './design-options.ts';
import type { DesignShape } from './labels.ts';
import { SIDE_MODES } from './labels.ts';
import type { CushionColor, CustomItem, DampenerDesign, DesignLayer, DesignSide, DesignSideName } from './types.ts';

export const DESIGN_SIDES: readonly DesignSideName[] = ['front', 'back'];

export const DESIGN_SIDE_LABELS: Readonly<Record<DesignSideName, string>> = { front: '앞면', back: '뒷면' };

export const DEFAULT_CUSHION_COLOR: CushionColor = { palette: 'dampener', key: 'white' };

/** A new, empty design: white circle in the standard material, same on both sides. */
export function createDampenerDesign(shape: DesignShape = 'circle'): DampenerDesign {
  return {
    version: 1,
    shape,
    cushionMaterial: DEFAULT_CUSHION_MATERIAL,
    cushionColor: DEFAULT_CUSHION_COLOR,
    sideMode: SIDE_MODES.same,
    front: { layers: [] },
    back: { layers: [] },
  };
}

/** The side that is printed on `side`: with the same design on both, the back prints the front. */
export function printedSide(design: DampenerDesign, side: DesignSideName): DesignSide {
  return side === 'back' && design.sideMode === SIDE_MODES.different ? design.back : design.front;
}

export function printedLayers(design: DampenerDesign, side: DesignSideName): readonly DesignLayer[] {
  return printedSide(design, side).layers;
}

/** #RRGGBB of the cushion colour; an unknown key (an old record) shows as white. */
export function cushionHex(color: CushionColor): string {
  const palette = color.palette === 'dampener' ? DAMPENER_COLORS : PALETTE_COLORS;
  return colorByKey(color.key, palette)?.hex ?? '#FFFFFF';
}

/** Korean name of the cushion colour, for carts and production sheets. */
export function cushionColorName(color: CushionColor): string {
  const palette = color.palette === 'dampener' ? DAMPENER_COLORS : PALETTE_COLORS;
  return colorByKey(color.key, palette)?.name ?? color.key;
}

/** Distinct images printed on the dampener (an image on both sides of a same-design counts once). */
export function imageCount(design: DampenerDesign): number {
  const urls = new Set<string>();
  for (const side of DESIGN_SIDES) {
    for (const layer of printedLayers(design, side)) if (layer.kind === 'image') urls.add(layer.url);
  }
  return urls.size;
}

/** True when neither printed side has a layer: nothing to print but the cushion colour. */
export function isBlankDesign(design: DampenerDesign): boolean {
  return DESIGN_SIDES.every((side) => printedLayers(design, side).length === 0);
}

/** The seed's custom item of a design whose front editor image is at `frontDraftUrl`. */
export function customItemOf(design: DampenerDesign, frontDraftUrl: string): CustomItem {
  return {
    front_draft_url: frontDraftUrl,
    shape_type: design.shape,
    cushion_color: design.cushionColor.key,
    image_count: imageCount(design),
  };
}

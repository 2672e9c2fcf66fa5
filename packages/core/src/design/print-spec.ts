// The dampener's physical size and the print file's geometry. A dampener face is a 30 mm circle or
// square; artwork stays 1 mm inside the cut line, and the print file adds 2 mm of bleed around it
// so a cut slightly off the line still shows cushion colour, not paper.

export const DAMPENER_SIZE_MM = 30;
/** Artwork is kept this far inside the cut line. */
export const SAFE_MARGIN_MM = 1;
/** Print files extend this far beyond the cut line on every side. */
export const BLEED_MM = 2;
/** Production prints at this resolution. */
export const PRINT_DPI = 300;
/** Below this an image prints visibly soft. */
export const MIN_GOOD_DPI = 300;
/** Below this an image prints blurred or blocky. */
export const MIN_ACCEPTABLE_DPI = 150;

export const MM_PER_INCH = 25.4;

/** Pixels covering `mm` at `dpi`, rounded to whole pixels. */
export function mmToPx(mm: number, dpi: number = PRINT_DPI): number {
  return Math.round((mm * dpi) / MM_PER_INCH);
}

export interface PrintGeometry {
  readonly dpi: number;
  /** Width and height of the whole file (shape + bleed on both sides), px. */
  readonly sizePx: number;
  /** The shape's own size (cut line to cut line), px. */
  readonly shapePx: number;
  /** Offset of the cut line from the file's edge, px. */
  readonly bleedPx: number;
  /** Pixels per design millimetre. */
  readonly pxPerMm: number;
}

/** Geometry of a print file at `dpi` (30 mm at 300 DPI: a 354 px shape inside a 402 px file). */
export function printGeometry(dpi: number = PRINT_DPI): PrintGeometry {
  const shapePx = mmToPx(DAMPENER_SIZE_MM, dpi);
  const bleedPx = mmToPx(BLEED_MM, dpi);
  return { dpi, sizePx: shapePx + 2 * bleedPx, shapePx, bleedPx, pxPerMm: shapePx / DAMPENER_SIZE_MM };
}

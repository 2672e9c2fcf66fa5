// A custom dampener told in words (cart, order sheet, order detail, my page, preview): shape,
// cushion colour, material and whether the two faces differ — never a raw image address.
import { CUSHION_MATERIALS, DESIGN_SHAPE_LABELS, cushionColorName, type DampenerDesign } from '@courtside/core/design';

export interface DesignWords {
  shape: string;
  color: string;
  material: string;
  sides: string;
}

export function designWords(design: DampenerDesign): DesignWords {
  return {
    shape: DESIGN_SHAPE_LABELS[design.shape],
    color: cushionColorName(design.cushionColor),
    material: CUSHION_MATERIALS.find((m) => m.key === design.cushionMaterial)?.name ?? design.cushionMaterial,
    sides: design.sideMode === '1' ? '앞뒤 동일' : '앞뒤 다르게',
  };
}

/** "원형 · 레드 · 기본 실리콘 · 앞뒤 동일" */
export function designWordsText(words: DesignWords): string {
  return [words.shape, words.color, words.material, words.sides].join(' · ');
}

/** What GET /api/custom/dampener/reference answers about a design frozen into a cart or order line. */
export interface DesignLineSummary {
  reference: string;
  words: DesignWords;
  /** The front face as the shopper drew it. */
  frontImageUrl: string;
  /** The back face when it differs from the front; null when both faces are the same. */
  backImageUrl: string | null;
}

// The choices the designer offers beyond shape and colour: cushion materials and text fonts.
// The seed names neither, so these are the shop's own lists; codes are stored, names are shown.

export interface CushionMaterialOption {
  readonly key: string;
  readonly name: string;
  readonly description: string;
}

export const CUSHION_MATERIALS = [
  { key: 'silicone', name: '기본 실리콘', description: '탄성이 좋고 진동을 고르게 잡아 주는 표준 소재입니다.' },
  { key: 'soft-silicone', name: '소프트 실리콘', description: '더 말랑해서 타구감이 부드럽고 손목 부담이 적습니다.' },
  { key: 'eco-rubber', name: '친환경 고무', description: '천연 고무 배합으로 단단하고 오래 씁니다.' },
] as const satisfies readonly CushionMaterialOption[];

export type CushionMaterialKey = (typeof CUSHION_MATERIALS)[number]['key'];

export const DEFAULT_CUSHION_MATERIAL: CushionMaterialKey = 'silicone';

export function isCushionMaterial(value: string): value is CushionMaterialKey {
  return CUSHION_MATERIALS.some((material) => material.key === value);
}

export interface DesignFont {
  readonly key: string;
  readonly name: string;
  /** Family name the font files are registered under, in the browser and on the server. */
  readonly family: string;
  readonly weight: 'normal' | 'bold';
}

/** Fonts for text layers; both have Hangul, and both are bundled (no system font is assumed). */
export const DESIGN_FONTS = [
  { key: 'pretendard', name: '프리텐다드', family: 'Pretendard', weight: 'normal' },
  { key: 'pretendard-bold', name: '프리텐다드 굵게', family: 'Pretendard', weight: 'bold' },
] as const satisfies readonly DesignFont[];

export const DEFAULT_DESIGN_FONT = 'pretendard';

export function designFont(key: string): DesignFont {
  return DESIGN_FONTS.find((font) => font.key === key) ?? DESIGN_FONTS[0];
}

/** At most this many layers per side: more is never a real design and slows every device. */
export const MAX_LAYERS_PER_SIDE = 30;
/** Longest text a layer holds. */
export const MAX_TEXT_LENGTH = 40;
/** Font size range before scaling, mm. */
export const FONT_SIZE_MM = { min: 1.5, max: 20, default: 4 } as const;

// Colour palettes (seed §3). The keys are the stored values and keep the source's spellings
// ('skyblue' beside 'skyBlue', 'sliver', 'sliverGray'), because saved designs and orders carry them.

export interface ColorOption<K extends string = string> {
  readonly key: K;
  /** Korean name shown to shoppers and on production sheets. */
  readonly name: string;
  /** #RRGGBB, upper case. */
  readonly hex: string;
}

/** Cushion colours a dampener can be made in. */
export const DAMPENER_COLORS = [
  { key: 'black', name: '블랙', hex: '#1A1A1A' },
  { key: 'cobaltBlue', name: '코발트 블루', hex: '#0047AB' },
  { key: 'green', name: '그린', hex: '#1E9E4A' },
  { key: 'lightGreen', name: '라이트 그린', hex: '#8CD45A' },
  { key: 'skyBlue', name: '스카이 블루', hex: '#7EC8F0' },
  { key: 'red', name: '레드', hex: '#E02424' },
  { key: 'orange', name: '오렌지', hex: '#FF7A1A' },
  { key: 'pink', name: '핑크', hex: '#FF8FB8' },
  { key: 'fluorescentYellow', name: '형광 옐로우', hex: '#E6FF2E' },
  { key: 'white', name: '화이트', hex: '#FFFFFF' },
  { key: 'silver', name: '실버', hex: '#C0C0C0' },
] as const satisfies readonly ColorOption[];

export type DampenerColorKey = (typeof DAMPENER_COLORS)[number]['key'];

/** The larger palette for printed text, shapes and product colours. */
export const PALETTE_COLORS = [
  { key: 'green', name: '그린', hex: '#2E8B3E' },
  { key: 'neonYellow', name: '네온 옐로우', hex: '#E8FF3A' },
  { key: 'skyblue', name: '스카이 블루', hex: '#87CEEB' },
  { key: 'lightGreen', name: '라이트 그린', hex: '#9BD770' },
  { key: 'cobaltBlue', name: '코발트 블루', hex: '#0047AB' },
  { key: 'white', name: '화이트', hex: '#FFFFFF' },
  { key: 'black', name: '블랙', hex: '#111111' },
  { key: 'gray', name: '그레이', hex: '#8C8C8C' },
  { key: 'charcoal', name: '차콜', hex: '#36454F' },
  { key: 'ivory', name: '아이보리', hex: '#FFFDE8' },
  { key: 'ash', name: '애쉬', hex: '#B2BEB5' },
  { key: 'navy', name: '네이비', hex: '#1F2A55' },
  { key: 'sliverGray', name: '실버 그레이', hex: '#A8A9AD' },
  { key: 'yellow', name: '옐로우', hex: '#FFD400' },
  { key: 'lightYellow', name: '라이트 옐로우', hex: '#FFF3A0' },
  { key: 'red', name: '레드', hex: '#D7263D' },
  { key: 'orange', name: '오렌지', hex: '#FF7F27' },
  { key: 'hotPink', name: '핫핑크', hex: '#FF3E9A' },
  { key: 'royalBlue', name: '로열 블루', hex: '#4169E1' },
  { key: 'burgundy', name: '버건디', hex: '#800020' },
  { key: 'lightPink', name: '라이트 핑크', hex: '#FFC7D9' },
  { key: 'purple', name: '퍼플', hex: '#7B3FA0' },
  { key: 'pink', name: '핑크', hex: '#FF9EC4' },
  { key: 'lightPurple', name: '라이트 퍼플', hex: '#C8A2E0' },
  { key: 'denim', name: '데님', hex: '#3B5B92' },
  { key: 'lime', name: '라임', hex: '#A4D233' },
  { key: 'mint', name: '민트', hex: '#98E0C8' },
  { key: 'olive', name: '올리브', hex: '#708238' },
  { key: 'forest', name: '포레스트 그린', hex: '#228B22' },
  { key: 'lightBlue', name: '라이트 블루', hex: '#ADD8E6' },
  { key: 'turquoise', name: '터쿼이즈', hex: '#30D5C8' },
  { key: 'ultramarine', name: '울트라마린', hex: '#2A3BBF' },
  { key: 'natural', name: '내추럴', hex: '#EFE6D2' },
  { key: 'sliver', name: '실버', hex: '#C0C0C0' },
] as const satisfies readonly ColorOption[];

export type PaletteColorKey = (typeof PALETTE_COLORS)[number]['key'];

const HEX_COLOR = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

/** "#RGB" or "#RRGGBB" in either case; print files take no alpha channel, so none is accepted. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** Looks a key up in a palette (the dampener colours unless another is given). Keys are case-sensitive. */
export function colorByKey(key: string, palette: readonly ColorOption[] = DAMPENER_COLORS): ColorOption | undefined {
  return palette.find((color) => color.key === key);
}

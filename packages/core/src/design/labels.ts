// Labels of the custom-design records (seed §3): shapes, front/back mode, sales channels and the
// Y/N flags the records store. Codes are what is saved; labels are what people read.
import { OWN_MALL_CHANNEL } from '../constants/platform.ts';

export const DESIGN_SHAPES = ['circle', 'square'] as const;
export type DesignShape = (typeof DESIGN_SHAPES)[number];

export const DESIGN_SHAPE_LABELS: Readonly<Record<DesignShape, string>> = {
  circle: '원형',
  square: '사각형',
};

export function isDesignShape(value: string): value is DesignShape {
  return (DESIGN_SHAPES as readonly string[]).includes(value);
}

/**
 * Front/back mode. The records store '1' for "same design on both sides"; the seed names no value for
 * "different", so '2' is written for it, and any value other than '1' is read as different.
 */
export const SIDE_MODES = { same: '1', different: '2' } as const;
export type SideMode = (typeof SIDE_MODES)[keyof typeof SIDE_MODES];

export const SIDE_MODE_LABELS: Readonly<Record<SideMode, string>> = {
  '1': '앞뒷면 동일',
  '2': '앞뒷면 다름',
};

export function sideModeFrom(value: string): SideMode {
  return value === SIDE_MODES.same ? SIDE_MODES.same : SIDE_MODES.different;
}

/** Where a custom order came from: the own mall, Naver smartstore, or entered by an admin. */
export const SALES_CHANNELS = [OWN_MALL_CHANNEL, 'smartstore', 'Administrator'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const SALES_CHANNEL_LABELS: Readonly<Record<SalesChannel, string>> = {
  [OWN_MALL_CHANNEL]: '자사몰',
  smartstore: '스마트스토어',
  Administrator: '관리자',
};

export function isSalesChannel(value: string): value is SalesChannel {
  return (SALES_CHANNELS as readonly string[]).includes(value);
}

/** The Korean label of a stored channel value; an unknown value is shown as stored. */
export function salesChannelLabel(value: string): string {
  return isSalesChannel(value) ? SALES_CHANNEL_LABELS[value] : value;
}

export type YesNo = 'Y' | 'N';

export function toYesNo(flag: boolean): YesNo {
  return flag ? 'Y' : 'N';
}

/** Only 'Y' is yes: a missing or malformed flag must not switch anything on. */
export function fromYesNo(value: string | null | undefined): boolean {
  return value === 'Y';
}

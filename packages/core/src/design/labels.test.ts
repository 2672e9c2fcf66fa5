import { describe, expect, it } from 'vitest';
import {
  DESIGN_SHAPES,
  DESIGN_SHAPE_LABELS,
  SALES_CHANNELS,
  SIDE_MODES,
  SIDE_MODE_LABELS,
  fromYesNo,
  isDesignShape,
  isSalesChannel,
  salesChannelLabel,
  sideModeFrom,
  toYesNo,
} from './labels.ts';

describe('shapes', () => {
  it('offers a circle (원형) and a square (사각형)', () => {
    expect(DESIGN_SHAPES.map((shape) => DESIGN_SHAPE_LABELS[shape])).toEqual(['원형', '사각형']);
  });

  it('recognises only those shapes', () => {
    expect(isDesignShape('circle')).toBe(true);
    expect(isDesignShape('square')).toBe(true);
    expect(isDesignShape('triangle')).toBe(false);
    expect(isDesignShape('원형')).toBe(false);
  });
});

describe('front and back', () => {
  it("stores '1' for the same design on both sides", () => {
    expect(SIDE_MODES.same).toBe('1');
    expect(SIDE_MODE_LABELS['1']).toBe('앞뒷면 동일');
    expect(SIDE_MODE_LABELS[SIDE_MODES.different]).toBe('앞뒷면 다름');
  });

  it("reads any value other than '1' as different sides", () => {
    expect(sideModeFrom('1')).toBe('1');
    expect(sideModeFrom('2')).toBe('2');
    expect(sideModeFrom('0')).toBe('2');
    expect(sideModeFrom('')).toBe('2');
  });
});

describe('sales channels', () => {
  it('labels the own mall, smartstore and admin entry in Korean', () => {
    expect(SALES_CHANNELS.map(salesChannelLabel)).toEqual(['자사몰', '스마트스토어', '관리자']);
    expect(SALES_CHANNELS[0]).toBe('courtside');
  });

  it('shows an unknown channel as stored', () => {
    expect(isSalesChannel('coupang')).toBe(false);
    expect(salesChannelLabel('coupang')).toBe('coupang');
    expect(isSalesChannel('smartstore')).toBe(true);
  });
});

describe('Y/N flags', () => {
  it('writes booleans as Y and N', () => {
    expect(toYesNo(true)).toBe('Y');
    expect(toYesNo(false)).toBe('N');
  });

  it("reads only 'Y' as yes", () => {
    expect(fromYesNo('Y')).toBe(true);
    expect(fromYesNo('N')).toBe(false);
    expect(fromYesNo('y')).toBe(false);
    expect(fromYesNo('')).toBe(false);
    expect(fromYesNo(null)).toBe(false);
    expect(fromYesNo(undefined)).toBe(false);
  });
});

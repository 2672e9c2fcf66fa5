import { describe, expect, it } from 'vitest';
import { HardwareError } from '../hardware-error.ts';
import { barcode } from './barcode.ts';
import { bold, characterSize, cut, drawerPulse, feedLines, initialize, justify, koreanMode, statusRequest } from './commands.ts';
import { QR_MAX_BYTES, qrCode } from './qr.ts';

describe('ESC/POS commands', () => {
  it('initialise and Korean mode', () => {
    expect(initialize()).toEqual([0x1b, 0x40]);
    // ESC t 0, FS &, ESC R 13
    expect(koreanMode()).toEqual([0x1b, 0x74, 0x00, 0x1c, 0x26, 0x1b, 0x52, 0x0d]);
  });

  it('text style', () => {
    expect(bold(true)).toEqual([0x1b, 0x45, 1]);
    expect(bold(false)).toEqual([0x1b, 0x45, 0]);
    expect(characterSize(1, 1)).toEqual([0x1d, 0x21, 0x00]);
    expect(characterSize(2, 2)).toEqual([0x1d, 0x21, 0x11]);
    expect(characterSize(1, 2)).toEqual([0x1d, 0x21, 0x01]);
    expect(characterSize(8, 3)).toEqual([0x1d, 0x21, 0x72]);
    expect(justify('left')).toEqual([0x1b, 0x61, 0]);
    expect(justify('center')).toEqual([0x1b, 0x61, 1]);
    expect(justify('right')).toEqual([0x1b, 0x61, 2]);
  });

  it('feed, cut, drawer and status', () => {
    expect(feedLines(3)).toEqual([0x1b, 0x64, 3]);
    expect(cut(false)).toEqual([0x1d, 0x56, 0]);
    expect(cut(true)).toEqual([0x1d, 0x56, 1]);
    expect(drawerPulse(2)).toEqual([0x1b, 0x70, 0, 25, 250]);
    expect(drawerPulse(5, 100, 100)).toEqual([0x1b, 0x70, 1, 50, 50]);
    expect(drawerPulse(2, 100, 20)).toEqual([0x1b, 0x70, 0, 50, 50]); // off time never shorter than on time
    expect(statusRequest(1)).toEqual([0x10, 0x04, 1]);
    expect(statusRequest(4)).toEqual([0x10, 0x04, 4]);
  });

  it.each([
    () => characterSize(0, 1),
    () => characterSize(1, 9),
    () => feedLines(256),
    () => feedLines(1.5),
    () => drawerPulse(2, 1000),
  ])('refuses out-of-range values with a code', (make) => {
    expect(make).toThrowError(HardwareError);
    try {
      make();
    } catch (error) {
      expect((error as HardwareError).code).toBe('ESCPOS_VALUE_RANGE');
    }
  });
});

describe('barcodes', () => {
  it('EAN-13 with its setup', () => {
    expect(barcode('EAN13', '8801234567893')).toEqual([
      0x1d, 0x68, 80, 0x1d, 0x77, 2, 0x1d, 0x48, 2,
      0x1d, 0x6b, 67, 13, ...Buffer.from('8801234567893'),
    ]);
  });

  it('EAN-13 from 12 digits gets its check digit; a wrong one is refused', () => {
    expect(barcode('EAN13', '880123456789', { text: 'none' }).slice(-13)).toEqual([...Buffer.from('8801234567893')]);
    expect(() => barcode('EAN13', '8801234567890')).toThrowError('바코드로 인쇄할 수 없는 값입니다.');
  });

  it('CODE128 in set B, with { escaped', () => {
    expect(barcode('CODE128', 'R-1{', { height: 64, moduleWidth: 3, text: 'none' })).toEqual([
      0x1d, 0x68, 64, 0x1d, 0x77, 3, 0x1d, 0x48, 0,
      0x1d, 0x6b, 73, 7, 0x7b, 0x42, 0x52, 0x2d, 0x31, 0x7b, 0x7b,
    ]);
  });

  it('CODE128 in set C for an even run of digits', () => {
    expect(barcode('CODE128', '240305', { text: 'both' }).slice(-12)).toEqual([0x1d, 0x48, 3, 0x1d, 0x6b, 73, 5, 0x7b, 0x43, 24, 3, 5]);
  });

  it('refuses Hangul, empty and over-long CODE128 data and bad settings', () => {
    expect(() => barcode('CODE128', '영수증')).toThrowError(HardwareError);
    expect(() => barcode('CODE128', '')).toThrowError(HardwareError);
    expect(() => barcode('CODE128', 'A'.repeat(254))).toThrowError(HardwareError);
    expect(() => barcode('CODE128', 'A', { moduleWidth: 7 })).toThrowError(HardwareError);
  });
});

describe('QR codes', () => {
  it('model 2, size, error correction, store and print', () => {
    expect(qrCode('AB', { moduleSize: 4, errorCorrection: 'Q' })).toEqual([
      0x1d, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0x00,
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x43, 4,
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x45, 50,
      0x1d, 0x28, 0x6b, 5, 0, 0x31, 0x50, 0x30, 0x41, 0x42,
      0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30,
    ]);
  });

  it('counts long data in pL/pH and sends Korean as UTF-8', () => {
    const data = '가'.repeat(100); // 300 UTF-8 bytes
    const bytes = qrCode(data);
    const store = bytes.indexOf(0x50) - 6; // start of the store function
    expect(bytes.slice(store, store + 8)).toEqual([0x1d, 0x28, 0x6b, 303 & 0xff, 303 >> 8, 0x31, 0x50, 0x30]);
    expect(bytes.slice(store + 8, store + 11)).toEqual([0xea, 0xb0, 0x80]);
  });

  it('refuses empty and over-long data and a bad module size', () => {
    expect(() => qrCode('')).toThrowError('QR 코드에 담기에는 내용이 너무 깁니다.');
    expect(() => qrCode('a'.repeat(QR_MAX_BYTES.H + 1), { errorCorrection: 'H' })).toThrowError(HardwareError);
    expect(() => qrCode('a', { moduleSize: 17 })).toThrowError(HardwareError);
  });
});

import { describe, expect, it } from 'vitest';
import { remoteAreaOf, remoteDeliveryFee } from './remote-area.ts';

describe('remote-area fee', () => {
  it('charges Jeju 3,000원 and the islands 5,000원 at the range edges', () => {
    expect(remoteDeliveryFee('63000')).toBe(3000);
    expect(remoteDeliveryFee('63644')).toBe(3000);
    expect(remoteDeliveryFee('63645')).toBe(0);
    expect(remoteDeliveryFee('40200')).toBe(5000);
    expect(remoteDeliveryFee('40240')).toBe(5000);
    expect(remoteDeliveryFee('40241')).toBe(0);
    expect(remoteAreaOf('23125')?.name).toMatch(/옹진군/);
  });

  it('charges nothing on the mainland or without a usable postal code', () => {
    expect(remoteDeliveryFee('06236')).toBe(0);
    expect(remoteDeliveryFee(null)).toBe(0);
    expect(remoteDeliveryFee('6300')).toBe(0);
    expect(remoteDeliveryFee('제주 63100')).toBe(0);
    expect(remoteDeliveryFee(' 63100 ')).toBe(3000);
  });
});

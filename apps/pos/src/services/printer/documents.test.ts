// The production sheet prints the platform's order time as the shop saw it (Seoul wall time), not 9
// hours late on a machine set to UTC (issue 28: 21:42 for a 12:42 order).
import { describe, expect, it } from 'vitest';
import { productionSheetDocument } from './documents.ts';

const sheet = (orderedAt: string) =>
  productionSheetDocument({ orderNo: 'C-1', orderedAt, ordererName: '홍길동', productName: '커스텀 댐프너', quantity: 4, shape: '원형', colorName: '네이비', note: null, imageRefs: [] });

const orderedAtLine = (orderedAt: string) => sheet(orderedAt).blocks.find((b) => b.kind === 'pair' && b.label === '주문일시');

describe('production sheet time', () => {
  it('prints the platform’s zoneless order time as written (KST)', () => {
    expect(orderedAtLine('2024-03-05 12:42:00')).toMatchObject({ value: '2024-03-05 12:42:00' });
  });
  it('prints an instant with a zone in KST', () => {
    expect(orderedAtLine('2024-03-05T03:42:00.000Z')).toMatchObject({ value: '2024-03-05 12:42:00' });
  });
  it('keeps unreadable text as it came', () => {
    expect(orderedAtLine('어제 저녁')).toMatchObject({ value: '어제 저녁' });
  });
});

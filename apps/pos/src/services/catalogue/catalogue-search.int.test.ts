// The counter's product search over the SQLite cache, with the platform's rules: 초성, parts of
// compound words, option words, corrected misspellings — through the real terminal services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogueItem } from '@courtside/core/pos';
import { createTestTerminal, product, type TestTerminal } from '../testing/test-terminal.ts';

function withOptions(productNo: number, name: string, brandName: string, labels: string[]): PosCatalogueItem {
  return {
    kind: 'product',
    product: {
      productNo, name, brandName, salePrice: 5000, imageUrl: null, onSale: true,
      options: labels.map((label, i) => ({ optionNo: productNo * 10 + i, label, price: 5000, stockCnt: 3, saleable: true })),
    },
  };
}

describe('terminal product search', () => {
  let terminal: TestTerminal;
  const names = async (query: string) => (await terminal.services.catalogue.search(query, 50)).map((i) => i.name);

  beforeAll(async () => {
    terminal = await createTestTerminal();
    await terminal.services.catalogue.applyItems([
      withOptions(11, '코트사이드 스마일 댐프너', '코트사이드', ['핑크', '블랙']),
      withOptions(12, '스핀랩 프로 오버그립', '스핀랩', ['화이트']),
      withOptions(13, '발리온 손목밴드', '발리온', ['네이비']),
      ...product(14, '코트 양말', 8000, 4, '8801111111116'),
    ]);
  });
  afterAll(async () => { await terminal.destroy(); });

  it('finds a name by its 초성 and a 초성 abbreviation (ㄷㅍㄴ, ㅋㅌㄷ)', async () => {
    expect(new Set(await names('ㄷㅍㄴ'))).toEqual(new Set(['코트사이드 스마일 댐프너']));
    expect(new Set(await names('ㅋㅌㄷ'))).toEqual(new Set(['코트사이드 스마일 댐프너']));
    expect(new Set(await names('ㅋㅌ'))).toEqual(new Set(['코트사이드 스마일 댐프너', '코트 양말']));
  });

  it('finds two-syllable parts of compound words and option words', async () => {
    expect(new Set(await names('그립'))).toEqual(new Set(['스핀랩 프로 오버그립']));
    expect(new Set(await names('밴드'))).toEqual(new Set(['발리온 손목밴드']));
    expect(new Set(await names('댐프너 핑크'))).toEqual(new Set(['코트사이드 스마일 댐프너']));
  });

  it('corrects a misspelt word and still answers numbers as product, option or barcode', async () => {
    expect(new Set(await names('댐퍼너'))).toEqual(new Set(['코트사이드 스마일 댐프너']));
    expect(await names('라켓줄감개')).toEqual([]);
    expect(await names('8801111111116')).toEqual(['코트 양말']);
  });

  it('forgets a product the feed removes and finds a renamed one by its new name', async () => {
    await terminal.services.catalogue.applyItems([
      { kind: 'product-removed', productNo: 13 },
      withOptions(12, '스핀랩 투어 그립테이프', '스핀랩', ['화이트']),
    ]);
    expect(await names('밴드')).toEqual([]);
    expect(new Set(await names('테이프'))).toEqual(new Set(['스핀랩 투어 그립테이프']));
    expect(await names('오버그립')).toEqual([]);
  });
});

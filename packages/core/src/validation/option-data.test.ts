import { describe, expect, it } from 'vitest';
import { requireOptionData, requireVariantId } from './option-data.ts';

describe('requireOptionData', () => {
  it('passes option data through', () => {
    const options = [{ optionNo: 1 }];
    expect(requireOptionData(options)).toEqual({ ok: true, value: options });
    expect(requireOptionData({ flatOptions: [] })).toEqual({ ok: true, value: { flatOptions: [] } });
  });

  it.each([[null], [undefined], [[]]])('says option data cannot be found for %j', (data) => {
    expect(requireOptionData(data)).toEqual({ ok: false, code: 'OPTION_DATA_MISSING', message: '옵션 정보를 찾을 수 없습니다.' });
  });
});

describe('requireVariantId', () => {
  it('passes a variant id through', () => {
    expect(requireVariantId('v-123')).toEqual({ ok: true, value: 'v-123' });
    expect(requireVariantId(42)).toEqual({ ok: true, value: 42 });
  });

  it.each([[null], [undefined], [''], ['  '], [Number.NaN]])('asks to retry when the variant is %j', (id) => {
    expect(requireVariantId(id)).toMatchObject({ ok: false, code: 'POD_VARIANT_MISSING', message: expect.stringContaining('다시 시도해 주세요') });
  });
});

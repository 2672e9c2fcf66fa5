import { describe, expect, it } from 'vitest';
import { invalid, valid } from './result.ts';

describe('validation results', () => {
  it('wraps an accepted value', () => {
    expect(valid(3)).toEqual({ ok: true, value: 3 });
  });

  it('uses the catalogue message unless the rule composed its own', () => {
    expect(invalid('EMAIL_FORMAT')).toEqual({ ok: false, code: 'EMAIL_FORMAT', message: '올바른 이메일 형식이 아닙니다. 다시 확인해 주세요.' });
    expect(invalid('QUANTITY_TOO_LARGE', '최대 2개까지 주문할 수 있습니다.')).toEqual({
      ok: false,
      code: 'QUANTITY_TOO_LARGE',
      message: '최대 2개까지 주문할 수 있습니다.',
    });
  });
});

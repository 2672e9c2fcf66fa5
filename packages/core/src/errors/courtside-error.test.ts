import { describe, expect, it } from 'vitest';
import { formatWon } from '../format/won.ts';
import { CodedError } from './coded-error.ts';
import { CourtsideError, isCourtsideError, toCourtsideError } from './courtside-error.ts';
import { missingCaseError } from './missing-case.ts';

describe('CourtsideError', () => {
  it('carries the code and the catalogue message', () => {
    const error = new CourtsideError('CART_ADD_FAILED');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CourtsideError');
    expect(error.code).toBe('CART_ADD_FAILED');
    expect(error.message).toBe('장바구니에 담지 못했습니다. 다시 담아 주세요.');
    expect(error.details).toEqual({});
    expect(error.cause).toBeUndefined();
  });

  it('keeps the cause and the details', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new CourtsideError('UPLOAD_FAILED', { cause, details: { fileName: 'photo.png' } });
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ fileName: 'photo.png' });
  });

  it('sends only the code and the Korean message across a boundary', () => {
    const error = new CourtsideError('L1008', { cause: new Error('secret stack'), details: { phone: '01012345678' } });
    const wire = error.toWire();
    expect(wire).toEqual({ code: 'L1008', message: error.message });
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
  });

  it('takes a more specific Korean message when given one', () => {
    const error = new CourtsideError('QUANTITY_TOO_LARGE', { message: '최대 3개까지 주문할 수 있습니다.' });
    expect(error.toWire()).toEqual({ code: 'QUANTITY_TOO_LARGE', message: '최대 3개까지 주문할 수 있습니다.' });
  });

  it('uses the server message to explain an uncatalogued platform code', () => {
    const error = new CourtsideError<string>('M0306', { serverMessage: 'Invalid password' });
    expect(error.toWire()).toEqual({ code: 'M0306', message: '비밀번호가 올바르지 않습니다.' });
  });
});

describe('toCourtsideError', () => {
  it('passes a CourtsideError through', () => {
    const error = new CourtsideError('DESIGN_RETRY');
    expect(toCourtsideError(error)).toBe(error);
    expect(isCourtsideError(error)).toBe(true);
  });

  it('wraps anything else as UNKNOWN with the original as cause', () => {
    const thrown = new RangeError('boom');
    const error = toCourtsideError(thrown);
    expect(isCourtsideError(thrown)).toBe(false);
    expect(error.code).toBe('UNKNOWN');
    expect(error.cause).toBe(thrown);
    expect(error.message).toMatch(/알 수 없는 오류/);
    expect(toCourtsideError('a string').cause).toBe('a string');
  });

  it('passes the rule errors with their own messages (no catalogue) through as well', () => {
    let caught: unknown;
    try {
      formatWon(0.5);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CodedError);
    expect(isCourtsideError(caught)).toBe(true);
    expect(toCourtsideError(caught)).toBe(caught);
    expect(toCourtsideError(caught).toWire()).toEqual({ code: 'FORMAT_NOT_INTEGER', message: '금액은 원 단위 정수여야 합니다.' });
  });
});

describe('missingCaseError', () => {
  type Shape = 'circle' | 'square';
  function label(shape: Shape): string {
    switch (shape) {
      case 'circle':
        return '원형';
      case 'square':
        return '사각형';
      default:
        throw missingCaseError(shape);
    }
  }

  it('fails with a catalogued code when outside data slips past the types', () => {
    expect(label('circle')).toBe('원형');
    let caught: unknown;
    try {
      label('triangle' as Shape);
    } catch (error) {
      caught = error;
    }
    expect(isCourtsideError(caught)).toBe(true);
    expect((caught as CourtsideError).toWire().code).toBe('UNKNOWN');
    expect((caught as CourtsideError).details).toEqual({ unhandledCase: 'triangle' });
  });

  it('describes objects, undefined and values JSON cannot hold', () => {
    expect(missingCaseError({ type: 'x' } as never).details).toEqual({ unhandledCase: '{"type":"x"}' });
    expect(missingCaseError(undefined as never).details).toEqual({ unhandledCase: 'undefined' });
    expect(missingCaseError(10n as never).details).toEqual({ unhandledCase: '10' });
  });
});

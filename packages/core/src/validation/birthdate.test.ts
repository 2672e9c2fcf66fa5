import { describe, expect, it } from 'vitest';
import { sanitizeBirthdateInput, validateBirthdate } from './birthdate.ts';
import { daysInMonth, isLeapYear } from '../format/date.ts';

const codeOf = (input: string) => {
  const result = validateBirthdate(input);
  return result.ok ? 'ok' : result.code;
};

describe('sanitizeBirthdateInput', () => {
  it('keeps digits only and cuts to 8', () => {
    expect(sanitizeBirthdateInput('1990-01-15')).toBe('19900115');
    expect(sanitizeBirthdateInput('1990.01.15.')).toBe('19900115');
    expect(sanitizeBirthdateInput('1990011599')).toBe('19900115');
    expect(sanitizeBirthdateInput('abc')).toBe('');
  });
});

describe('validateBirthdate', () => {
  it('answers the 8-digit date', () => {
    expect(validateBirthdate('19900115')).toEqual({ ok: true, value: '19900115' });
    expect(validateBirthdate('1990-01-15')).toEqual({ ok: true, value: '19900115' });
  });

  it('asks for a birthdate when empty', () => {
    expect(validateBirthdate(' ')).toEqual({ ok: false, code: 'BIRTHDATE_REQUIRED', message: '생년월일을 입력해 주세요.' });
  });

  it('needs exactly 8 digits', () => {
    expect(codeOf('1990011')).toBe('BIRTHDATE_LENGTH');
    expect(codeOf('abcdefgh')).toBe('BIRTHDATE_LENGTH');
    expect(codeOf('199001150')).toBe('ok'); // cut to 8, as the field does
  });

  it.each([
    ['18991231', 'BIRTHDATE_YEAR'],
    ['19000101', 'ok'],
    ['20241231', 'ok'],
    ['20250101', 'BIRTHDATE_YEAR'],
  ])('year boundary %s → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it.each([
    ['19900015', 'BIRTHDATE_MONTH'],
    ['19900115', 'ok'],
    ['19901215', 'ok'],
    ['19901315', 'BIRTHDATE_MONTH'],
  ])('month boundary %s → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it.each([
    ['19900100', 'BIRTHDATE_DAY'],
    ['19900101', 'ok'],
    ['19900131', 'ok'],
    ['19900132', 'BIRTHDATE_DAY'],
  ])('day boundary %s → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it('explains each range in Korean', () => {
    const messageOf = (input: string) => {
      const result = validateBirthdate(input);
      return result.ok ? '' : result.message;
    };
    expect(messageOf('18991231')).toBe('태어난 연도는 1900년부터 2024년 사이로 입력해 주세요.');
    expect(messageOf('19901315')).toBe('태어난 월은 1월부터 12월 사이로 입력해 주세요.');
    expect(messageOf('19900132')).toBe('태어난 일은 1일부터 31일 사이로 입력해 주세요.');
    expect(messageOf('20230230')).toBe('존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.');
  });

  it.each([
    ['20230230', 'BIRTHDATE_INVALID_DATE'],
    ['20230229', 'BIRTHDATE_INVALID_DATE'],
    ['20240229', 'ok'],
    ['20000229', 'ok'],
    ['19000229', 'BIRTHDATE_INVALID_DATE'],
    ['19900431', 'BIRTHDATE_INVALID_DATE'],
    ['19900430', 'ok'],
    ['19901231', 'ok'],
  ])('rejects dates missing from the calendar: %s → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });
});

describe('calendar helpers', () => {
  it('follows the Gregorian leap-year rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
  });

  it('counts days in a month and none in a month that does not exist', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(daysInMonth(2023, 13)).toBe(0);
    expect(daysInMonth(2023, 0)).toBe(0);
  });
});

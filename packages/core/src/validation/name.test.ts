import { describe, expect, it } from 'vitest';
import { validateName } from './name.ts';

describe('validateName', () => {
  it.each(['홍길동', 'Kim Minji', '김 민지', 'Jean Luc Picard', 'a'])('accepts %s', (name) => {
    expect(validateName(name)).toEqual({ ok: true, value: name });
  });

  it('drops trailing spaces', () => {
    expect(validateName('홍길동  ')).toEqual({ ok: true, value: '홍길동' });
  });

  it.each([
    ['a leading space', ' 홍길동'],
    ['a digit', '홍길동2'],
    ['punctuation', "O'Brien"],
    ['a lone jamo', 'ㄱ길동'],
    ['a hyphen', 'Kim-Lee'],
    ['other scripts', '山田'],
  ])('rejects a name with %s', (_, name) => {
    expect(validateName(name)).toEqual({ ok: false, code: 'NAME_FORMAT', message: '이름은 한글 또는 영문으로 입력해 주세요.' });
  });

  it('asks for a name when empty or blank', () => {
    expect(validateName('')).toMatchObject({ ok: false, code: 'NAME_REQUIRED' });
    expect(validateName('   ')).toMatchObject({ ok: false, code: 'NAME_REQUIRED', message: '이름을 입력해 주세요.' });
  });
});

import { describe, expect, it } from 'vitest';
import { messageFor } from '@courtside/core/errors';
import { EMPTY_JOIN_FORM, MEMBER_ID_MESSAGES, MOBILE_REQUIRED_MESSAGE, PASSWORD_CONFIRM_MESSAGE, joinRequestOf, validateJoinForm, type JoinFormValues } from './join-form';

const good: JoinFormValues = {
  memberId: 'new_player1',
  password: 'serve123!',
  passwordConfirm: 'serve123!',
  memberName: '한테니',
  email: 'han@example.kr',
  mobileNo: '010-5555-7777',
  birthday: '19950305',
};

describe('join form', () => {
  it('accepts a complete form', () => {
    expect(validateJoinForm(good)).toEqual({});
  });

  it('shows the catalogue message under each wrong field', () => {
    const errors = validateJoinForm({ ...good, memberId: 'A!', password: 'abc12345', passwordConfirm: 'x', memberName: '1상', email: 'a@b', mobileNo: '0101', birthday: '18991301' });
    expect(errors.memberId).toBe(MEMBER_ID_MESSAGES.format);
    expect(errors.password).toBe(messageFor('PASSWORD_STRICT_FORMAT'));
    expect(errors.passwordConfirm).toBe(PASSWORD_CONFIRM_MESSAGE);
    expect(errors.memberName).toBe(messageFor('NAME_FORMAT'));
    expect(errors.email).toBe(messageFor('EMAIL_FORMAT'));
    expect(errors.mobileNo).toBe(messageFor('NUMERIC_TOO_SHORT'));
    expect(errors.birthday).toBe(messageFor('BIRTHDATE_YEAR'));
  });

  it('asks for what is missing; the birthdate may stay empty', () => {
    const errors = validateJoinForm(EMPTY_JOIN_FORM);
    expect(errors.memberId).toBe(MEMBER_ID_MESSAGES.required);
    expect(errors.password).toBe(messageFor('PASSWORD_REQUIRED'));
    expect(errors.mobileNo).toBe(MOBILE_REQUIRED_MESSAGE);
    expect(errors.birthday).toBeUndefined();
  });

  it('sends digits-only phone, lower-case id, and marketing consent as SMS and mail agreement', () => {
    const request = joinRequestOf({ ...good, memberId: 'New_Player1' }, ['USE', 'PI_COLLECTION_AND_USE_REQUIRED', 'MARKETING_USE']);
    expect(request).toMatchObject({ memberId: 'new_player1', mobileNo: '01055557777', birthday: '19950305', smsAgreed: true, directMailAgreed: true });
    expect(joinRequestOf({ ...good, birthday: '' }, ['USE'])).not.toHaveProperty('birthday');
  });
});

// Finding an id and resetting a password with codes from the sandbox outbox, and every rule of the
// verification catalogue (L1001–L1008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembers } from '../seed/fixtures.ts';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { errorCode, latestCode, latestMessage, login } from './member-area.test-helpers.ts';

const lee = seedMembers.shopper;
const park = seedMembers.second;
const minute = 60_000;

describe('verification codes, find id, reset password', () => {
  let api: TestShopApi;
  beforeAll(async () => { api = await startTestShopApi('verify'); });
  afterAll(async () => { await api.close(); });

  const sendSms = (json: Record<string, unknown>) => api.call('/authentications/sms', { method: 'POST', json });

  it('sends a 6-digit code by SMS to the outbox and finds the masked id with it (once: L1001)', async () => {
    const sent = await sendSms({ usage: 'FIND_ID', mobileNo: '010-2345-6789', memberName: lee.memberName });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ remainTime: 180 });
    const message = await latestMessage(api, lee.mobileNo);
    expect(message?.channel).toBe('SMS');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code ?? 'x');
    const code = message?.code ?? '';

    const check = await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${lee.mobileNo}&key=${code}`);
    expect(await check.json()).toEqual({ result: true });

    const found = await api.call('/profile/find-id', { method: 'POST', json: { findMethod: 'SMS', mobileNo: lee.mobileNo, memberName: lee.memberName, certificationNo: code } });
    expect(found.status).toBe(200);
    const accounts = await found.json();
    expect(accounts).toEqual([expect.objectContaining({ id: 'tennis_***', memberName: '이*현', mobileNo: '010-23**-67**', status: 'ACTIVE', providers: ['KAKAO'] })]);

    const reused = await api.call('/profile/find-id', { method: 'POST', json: { findMethod: 'SMS', mobileNo: lee.mobileNo, memberName: lee.memberName, certificationNo: code } });
    expect(reused.status).toBe(400);
    expect(await errorCode(reused)).toBe('L1001');
  });

  it('finds the id by e-mail too (v1.0 answers one account, v1.1 a list)', async () => {
    await api.call('/authentications/email', { method: 'POST', json: { usage: 'FIND_ID', email: park.email, memberName: park.memberName } });
    const code = await latestCode(api, park.email);
    const one = await api.call(`/profile/id?memberName=${encodeURIComponent(park.memberName)}&email=${park.email}&certificationNumber=${code}`);
    expect(await one.json()).toMatchObject({ id: 'ace_p***', email: 'pa**@example.kr' });
    await api.call('/authentications/email', { method: 'POST', json: { usage: 'FIND_ID', email: park.email } });
    const code2 = await latestCode(api, park.email);
    // Plain fetch: the OpenAPI dump's schema for this path only describes the v1.0 object, while its
    // v1.1 example is an array, so the contract check cannot judge this reply.
    const list = await fetch(`${api.url}/profile/id?email=${park.email}&certificationNumber=${code2}`, {
      headers: { clientId: api.clientId, platform: 'PC', Version: '1.1' },
    });
    expect((await list.json()).map((a: { id: string }) => a.id)).toEqual(['ace_p***']);
  });

  it('expires a code after 3 minutes (L1002) and refuses a wrong one (L1003)', async () => {
    await sendSms({ usage: 'FIND_ID', mobileNo: park.mobileNo });
    const code = await latestCode(api, park.mobileNo);
    const wrong = await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${park.mobileNo}&key=${code === '000000' ? '111111' : '000000'}`);
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('L1003');
    api.advance(3 * minute + 1000);
    const late = await api.call('/profile/find-id', { method: 'POST', json: { findMethod: 'SMS', mobileNo: park.mobileNo, certificationNo: code } });
    expect(await errorCode(late)).toBe('L1002');
  });

  it('stops accepting a code after five wrong guesses', async () => {
    const target = seedMembers.admin.mobileNo;
    await sendSms({ usage: 'FIND_ID', mobileNo: target });
    const code = await latestCode(api, target);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await errorCode(await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${target}&key=${wrong}`))).toBe('L1003');
    }
    expect(await errorCode(await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${target}&key=${code}`))).toBe('L1002');
  });

  it('treats a code replaced by a newer one as expired', async () => {
    await sendSms({ usage: 'FIND_ID', mobileNo: park.mobileNo });
    const first = await latestCode(api, park.mobileNo);
    await sendSms({ usage: 'FIND_ID', mobileNo: park.mobileNo });
    const second = await latestCode(api, park.mobileNo);
    if (first !== second) {
      const old = await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${park.mobileNo}&key=${first}`);
      expect(await errorCode(old)).toBe('L1002');
    }
    expect((await api.call(`/authentications/sms?usage=FIND_ID&mobileNo=${park.mobileNo}&key=${second}`)).status).toBe(200);
  });

  it('answers L1004 for no account, L1006 for a wrong name, L1007 for a contact that is not the account’s', async () => {
    const none = await sendSms({ usage: 'FIND_ID', mobileNo: '01099990000' });
    expect(await errorCode(none)).toBe('L1004');
    const name = await sendSms({ usage: 'FIND_ID', mobileNo: lee.mobileNo, memberName: '김엉뚱' });
    expect(await errorCode(name)).toBe('L1006');
    const noId = await api.call('/profile/password/search-account?memberId=nobody_here');
    expect(await errorCode(noId)).toBe('L1004');
    const notHers = await sendSms({ usage: 'FIND_PASSWORD', mobileNo: park.mobileNo, memberId: lee.memberId });
    expect(await errorCode(notHers)).toBe('L1007');
  });

  it('answers L1005 when the contact already has an account (join) or matches several accounts', async () => {
    const join = await api.call('/authentications/email', { method: 'POST', json: { usage: 'JOIN', email: lee.email } });
    expect(await errorCode(join)).toBe('L1005');
    const fresh = await api.call('/authentications/email', { method: 'POST', json: { usage: 'JOIN', email: 'brand.new@example.kr' } });
    expect(fresh.status).toBe(200);
    // A second account on the same e-mail (the join rule only refuses duplicate phone numbers).
    await api.call('/profile', { method: 'POST', json: { memberId: 'lee_second', password: 'second123', memberName: lee.memberName, email: lee.email, mobileNo: '01044443333' } });
    const several = await api.call('/authentications/email', { method: 'POST', json: { usage: 'FIND_PASSWORD', email: lee.email, memberName: lee.memberName } });
    expect(await errorCode(several)).toBe('L1005');
    await api.call('/authentications/email', { method: 'POST', json: { usage: 'FIND_ID', email: lee.email } });
    const both = await api.call('/profile/find-id', { method: 'POST', json: { findMethod: 'EMAIL', email: lee.email, certificationNo: await latestCode(api, lee.email) } });
    expect((await both.json()).map((a: { id: string }) => a.id).sort()).toEqual(['lee_sec***', 'tennis_***']);
  });

  it('locks a target for 10 minutes after 5 sends within 10 minutes (L1008)', async () => {
    const target = seedMembers.reviewer.mobileNo;
    for (let i = 0; i < 5; i++) {
      expect((await sendSms({ usage: 'FIND_ID', mobileNo: target })).status).toBe(200);
      api.advance(minute);
    }
    const sixth = await sendSms({ usage: 'FIND_ID', mobileNo: target });
    expect(sixth.status).toBe(429);
    expect(await errorCode(sixth)).toBe('L1008');
    api.advance(8 * minute);
    expect(await errorCode(await sendSms({ usage: 'FIND_ID', mobileNo: target }))).toBe('L1008');
    api.advance(2 * minute);
    expect((await sendSms({ usage: 'FIND_ID', mobileNo: target })).status).toBe(200);
  });

  it('resets a forgotten password with a code sent to the account’s phone, logging out everywhere', async () => {
    const before = await login(api, park.memberId, park.password);
    const account = await (await api.call(`/profile/password/search-account?memberId=${park.memberId}`)).json();
    expect(account).toEqual({ memberNo: park.memberNo, status: 'ACTIVE', name: '박*브', mobileNo: '010-34**-78**', email: 'pa**@example.kr', hasCI: false });
    const sent = await api.call('/authentications', { method: 'POST', json: { type: 'SMS', usage: 'FIND_PASSWORD', memberNo: account.memberNo } });
    expect(sent.status).toBe(200);
    const code = await latestCode(api, park.mobileNo);
    expect((await api.call(`/authentications?type=SMS&usage=FIND_PASSWORD&memberNo=${park.memberNo}&certificatedNumber=${code}`)).status).toBe(200);

    const weak = await api.call('/profile/change-password-after-cert', { method: 'POST', json: { findMethod: 'SMS', memberId: park.memberId, newPassword: 'abc', certificationNumber: code } });
    expect(await errorCode(weak)).toBe('M0103');
    const same = await api.call('/profile/change-password-after-cert', { method: 'POST', json: { findMethod: 'SMS', memberId: park.memberId, newPassword: park.password, certificationNumber: code } });
    expect(await errorCode(same)).toBe('M0202');
    const ok = await api.call('/profile/change-password-after-cert', { method: 'POST', json: { findMethod: 'SMS', memberId: park.memberId, newPassword: 'newserve77', certificationNumber: code } });
    expect(ok.status).toBe(204);
    expect((await api.call('/profile', { token: before })).status).toBe(401);
    await login(api, park.memberId, 'newserve77');
    const again = await api.call('/profile/password/no-authentication/certificated-by-sms', { method: 'PUT', json: { memberId: park.memberId, newPassword: 'another88', certificationNumber: code } });
    expect(await errorCode(again)).toBe('L1001');
  });

  it('sends the reset code by e-mail from POST /profile/find-password and accepts it', async () => {
    const res = await api.call('/profile/find-password', { method: 'POST', json: { memberId: seedMembers.reviewer.memberId, uri: 'http://127.0.0.1:3000/find/password/reset' } });
    expect(await res.json()).toEqual({ email: 'ch**@example.kr', mobileNo: '' });
    const code = await latestCode(api, seedMembers.reviewer.email);
    const ok = await api.call('/profile/password/no-authentication/certificated-by-email', { method: 'PUT', json: { memberId: seedMembers.reviewer.memberId, newPassword: 'smash2026', certificationNumber: code } });
    expect(ok.status).toBe(204);
    await login(api, seedMembers.reviewer.memberId, 'smash2026');
  });

  it('checks an e-mail code, then resets the password by SMS code through the no-authentication path', async () => {
    const admin = seedMembers.admin;
    await api.call('/authentications/email', { method: 'POST', json: { usage: 'FIND_ID', email: admin.email } });
    const emailCode = await latestCode(api, admin.email);
    const checked = await api.call(`/authentications/email?usage=FIND_ID&email=${admin.email}&certificatedNumber=${emailCode}`);
    expect(await checked.json()).toEqual({ result: true });

    await api.call('/authentications', { method: 'POST', json: { type: 'SMS', usage: 'FIND_PASSWORD', memberNo: admin.memberNo } });
    const smsCode = await latestCode(api, admin.mobileNo);
    const reset = await api.call('/profile/password/no-authentication/certificated-by-sms', {
      method: 'PUT',
      json: { memberId: admin.memberId, newPassword: 'court2026!', certificationNumber: smsCode },
    });
    expect(reset.status).toBe(204);
    await login(api, admin.memberId, 'court2026!');
  });

  it('refuses unknown usages and missing contacts with a Korean 400', async () => {
    const usage = await sendSms({ usage: 'CHANGE_ID', mobileNo: lee.mobileNo });
    expect(usage.status).toBe(400);
    expect((await usage.json()).message).toMatch(/올바르지/);
    const contact = await api.call('/profile/find-id', { method: 'POST', json: { findMethod: 'SMS', certificationNo: '123456' } });
    expect(contact.status).toBe(400);
  });
});

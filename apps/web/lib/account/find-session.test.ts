import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/session/session-storage';
import { clearResetContext, loadFoundIds, loadResetContext, saveFoundIds, saveResetContext } from './find-session';

describe('find screens hand-over', () => {
  it('keeps the masked ids for the success page', () => {
    const storage = memoryStorage();
    expect(loadFoundIds(storage)).toEqual([]);
    saveFoundIds(storage, [{ id: 'ten*******', memberName: '이*현', mobileNo: null, email: null, joinYmdt: '2024-01-01 00:00:00', status: 'ACTIVE', providers: [] }]);
    expect(loadFoundIds(storage).map((f) => f.id)).toEqual(['ten*******']);
    storage.setItem('courtside.find.ids', '{broken');
    expect(loadFoundIds(storage)).toEqual([]);
  });

  it('keeps the reset context until it is used, and refuses a damaged one', () => {
    const storage = memoryStorage();
    saveResetContext(storage, { memberId: 'tennis_lee', channel: 'SMS', code: '123456' });
    expect(loadResetContext(storage)).toEqual({ memberId: 'tennis_lee', channel: 'SMS', code: '123456' });
    clearResetContext(storage);
    expect(loadResetContext(storage)).toBeNull();
    storage.setItem('courtside.find.reset', JSON.stringify({ memberId: 'x', channel: 'FAX', code: '1' }));
    expect(loadResetContext(storage)).toBeNull();
  });
});

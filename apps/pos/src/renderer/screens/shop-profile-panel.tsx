// The shop's details printed on every receipt (admins): 상호, 대표자, 사업자등록번호, 주소, 전화. Saved on
// the own server (checked there: the 사업자등록번호 check digit, the phone format) and synced to every
// terminal of the shop.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import type { ShopProfile } from '../../shared/schemas.ts';

const EMPTY: ShopProfile = { name: '', representative: '', businessNumber: '', address: '', phone: '' };
const FIELDS: readonly { key: keyof ShopProfile; label: string; placeholder: string }[] = [
  { key: 'name', label: '상호', placeholder: '코트사이드' },
  { key: 'representative', label: '대표자', placeholder: '홍길동' },
  { key: 'businessNumber', label: '사업자등록번호', placeholder: '123-45-67890' },
  { key: 'address', label: '사업장 주소', placeholder: '서울특별시 …' },
  { key: 'phone', label: '매장 전화번호', placeholder: '02-1234-5678' },
];

export function ShopProfilePanel() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['shop'], queryFn: () => call('shop.get', {}) });
  const [form, setForm] = useState<ShopProfile>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNote(null);
    try {
      const saved = await call('shop.save', form);
      setForm(saved);
      setNote('매장 정보를 저장했습니다. 다음 영수증부터 인쇄됩니다.');
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form aria-labelledby="shop-profile-title" onSubmit={(e) => void save(e)}>
      <fieldset>
        <legend id="shop-profile-title">매장 정보 (영수증)</legend>
        {current.data === null ? <p className="muted">아직 매장 정보가 없습니다. 영수증에 인쇄할 정보를 입력하세요.</p> : null}
        {FIELDS.map((field) => (
          <label key={field.key}>
            {field.label}
            <input value={form[field.key]} placeholder={field.placeholder} onChange={(e) => setForm({ ...form, [field.key]: e.target.value })} required />
          </label>
        ))}
        <button type="submit" className="primary">
          매장 정보 저장
        </button>
        <Notice error={error} note={note} />
      </fieldset>
    </form>
  );
}

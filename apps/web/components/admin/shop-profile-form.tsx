'use client';
// The shop's receipt details (상호, 대표자, 사업자등록번호, 주소, 전화): checked here with core's rules
// so a mistake is named before saving, and again by the server.
import { useState } from 'react';
import { POS_SHOP_FIELD_LABELS, checkShopProfile, type PosShopField, type PosShopProfile } from '@courtside/core/pos';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from '@/components/production/production.module.css';

const FIELDS: readonly { key: PosShopField; placeholder: string; inputMode?: 'numeric' | 'tel' }[] = [
  { key: 'name', placeholder: '코트사이드' },
  { key: 'representative', placeholder: '홍길동' },
  { key: 'businessNumber', placeholder: '123-45-67890', inputMode: 'numeric' },
  { key: 'address', placeholder: '서울특별시 …' },
  { key: 'phone', placeholder: '02-1234-5678', inputMode: 'tel' },
];

const EMPTY: PosShopProfile = { name: '', representative: '', businessNumber: '', address: '', phone: '' };

export function ShopProfileForm({ initial }: { initial: PosShopProfile | null }) {
  const ownApi = useOwnApi();
  const [form, setForm] = useState<PosShopProfile>(initial ?? EMPTY);
  const [problem, setProblem] = useState<{ field: PosShopField; message: string } | null>(null);
  const save = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkShopProfile(form);
        if (!checked.ok) {
          setProblem({ field: checked.field, message: checked.message });
          return;
        }
        setProblem(null);
        void save.run(async () => {
          const reply = await ownApi.saveShopProfile(checked.value);
          if (reply.profile) setForm(reply.profile);
          showToast('매장 정보를 저장했습니다.');
        });
      }}
    >
      {FIELDS.map(({ key, placeholder, inputMode }) => (
        <label key={key} className={styles.field}>
          {POS_SHOP_FIELD_LABELS[key]}
          <input
            value={form[key]}
            placeholder={placeholder}
            inputMode={inputMode}
            aria-invalid={problem?.field === key}
            aria-describedby={problem?.field === key ? 'shop-profile-problem' : undefined}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        </label>
      ))}
      {problem ? (
        <p id="shop-profile-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={save.busy}>
        매장 정보 저장
      </button>
    </form>
  );
}

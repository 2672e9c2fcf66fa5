'use client';
// /mypage/leave: why they are leaving, what they lose (points, coupons), the member deletion modal
// to confirm, then DELETE /profile and logout.
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAuthActions, useShopApi } from '@/components/providers';
import { ConfirmModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, Select, useAction } from '@/components/ui/form';
import { useAuthStore } from '@/lib/session/auth-store';
import { showToast } from '@/lib/toast/toast-store';
import styles from './mypage.module.css';

const REASONS = ['상품 종류가 부족해요', '가격이 비싸요', '배송이 느려요', '자주 이용하지 않아요', '개인정보가 걱정돼요', '기타'] as const;

export function LeaveForm() {
  const shopApi = useShopApi();
  const auth = useAuthActions();
  const router = useRouter();
  const hydrated = useAuthStore((s) => s.hydrated);
  const active = useAuthStore((s) => s.session.status === 'active');
  const [reason, setReason] = useState<string>(REASONS[0]);
  const [detail, setDetail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();

  if (!hydrated) return null;
  if (!active) {
    return (
      <div className={styles.form}>
        <p className={styles.lead}>회원 탈퇴는 로그인한 뒤에 할 수 있습니다.</p>
        <Link href="/login?redirect=%2Fmypage%2Fleave" className={button.primary}>
          로그인
        </Link>
      </div>
    );
  }

  const leave = async () => {
    const left = await action.run(async () => {
      await shopApi.members.withdraw(reason === '기타' && detail.trim() ? `기타: ${detail.trim()}` : reason);
      await auth.logout();
      showToast('탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.', 'success');
      router.replace('/');
      router.refresh();
    });
    if (!left) setConfirming(false);
  };

  return (
    <ActionForm
      className={styles.form}
      action={action}
      onSubmit={() => {
        if (!agreed) return action.fail('안내 사항을 확인하고 동의해 주세요.');
        action.clear();
        setConfirming(true);
      }}
      actions={
        <>
          <button type="submit" className={button.dark}>
            회원 탈퇴
          </button>
          <ConfirmModal
            open={confirming}
            title="회원 탈퇴"
            message="정말 탈퇴할까요? 적립금과 쿠폰이 모두 사라집니다."
            confirmLabel="탈퇴하기"
            busy={action.busy}
            onConfirm={() => void leave()}
            onClose={() => setConfirming(false)}
          />
        </>
      }
    >
      <section className={styles.card} aria-label="탈퇴 안내">
        <ul>
          <li>남은 적립금과 쿠폰은 탈퇴와 함께 모두 사라지며 되돌릴 수 없습니다.</li>
          <li>연동된 카카오·네이버 계정 연결도 해제됩니다.</li>
          <li>주문 기록은 전자상거래법에 따라 5년 동안 보관됩니다.</li>
        </ul>
      </section>
      <Field id="leave-reason" label="탈퇴 사유">
        <Select id="leave-reason" value={reason} onChange={setReason} options={REASONS.map((r) => ({ value: r, label: r }))} />
      </Field>
      {reason === '기타' && (
        <Field id="leave-detail" label="자세한 사유">
          <textarea id="leave-detail" maxLength={300} value={detail} onChange={(e) => setDetail(e.target.value)} />
        </Field>
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> 안내 사항을 모두 확인했으며 탈퇴에 동의합니다.
      </label>
    </ActionForm>
  );
}

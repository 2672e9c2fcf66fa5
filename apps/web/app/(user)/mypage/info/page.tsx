import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { formatPhoneNumber } from '@courtside/core/format';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import button from '@/components/ui/button.module.css';
import { SOCIAL_LABELS, providerOf } from '@/lib/account/social';
import { ymdtDot } from '@/lib/community/community-text';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '회원정보' };

function birthdayText(raw: string | null): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}` : '-';
}

export default async function MyInfoPage() {
  const { profile } = await requireMember('/mypage/info');
  const providers = (profile.providerTypes ?? []).map((p) => {
    const provider = providerOf(p);
    return provider ? SOCIAL_LABELS[provider] : p;
  });
  return (
    <div className={styles.page}>
      <PageHead title="회원정보">
        <Link href="/mypage/info/modify" className={button.primary}>
          회원정보 수정
        </Link>
      </PageHead>
      <section className={styles.card} aria-label="회원 정보">
        <dl className={styles.dl}>
          <dt>아이디</dt>
          <dd>{profile.memberId || '간편 로그인 회원'}</dd>
          <dt>이름</dt>
          <dd>{profile.memberName}</dd>
          <dt>이메일</dt>
          <dd>{profile.email ?? '-'}</dd>
          <dt>휴대폰 번호</dt>
          <dd>{profile.mobileNo ? formatPhoneNumber(profile.mobileNo) : '-'}</dd>
          <dt>생년월일</dt>
          <dd>{birthdayText(profile.birthday)}</dd>
          <dt>회원 등급</dt>
          <dd>{profile.memberGradeName ?? '일반'}</dd>
          <dt>가입일</dt>
          <dd>{ymdtDot(profile.joinYmdt)}</dd>
          <dt>마케팅 수신</dt>
          <dd>
            SMS {profile.smsAgreed ? '동의' : '거부'} · 이메일 {profile.directMailAgreed ? '동의' : '거부'}
          </dd>
          <dt>간편 로그인</dt>
          <dd>{providers.length > 0 ? providers.join(', ') : '연동 안 됨'}</dd>
        </dl>
      </section>
      <div className={styles.actions}>
        <Link href="/sns/link" className={button.outline}>
          소셜 계정 연동 관리
        </Link>
        <Link href="/mypage/leave" className={button.outline}>
          회원 탈퇴
        </Link>
      </div>
    </div>
  );
}

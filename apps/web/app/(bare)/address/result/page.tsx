import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import styles from '@/components/mypage/mypage.module.css';
import button from '@/components/ui/button.module.css';
import { safeRedirectPath } from '@/lib/safe-redirect';

export const metadata: Metadata = { title: '주소 선택' };

const text = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 200 ? value : '');

/** /address/result: the chosen zone code and road address, sent back to the form that asked. */
export default async function AddressResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const zonecode = text(query.zonecode);
  const roadAddress = text(query.roadAddress);
  const jibunAddress = text(query.jibunAddress);
  const back = safeRedirectPath(text(query.return), '/address/edit/new');
  const use = `${back}${back.includes('?') ? '&' : '?'}${new URLSearchParams({ zonecode, roadAddress, jibunAddress }).toString()}`;
  return (
    <div className={styles.bare}>
      <h1 className={styles.title}>선택한 주소</h1>
      {zonecode && roadAddress ? (
        <dl className={styles.dl}>
          <dt>우편번호</dt>
          <dd>{zonecode}</dd>
          <dt>도로명 주소</dt>
          <dd>{roadAddress}</dd>
          {jibunAddress && (
            <>
              <dt>지번 주소</dt>
              <dd>{jibunAddress}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className={styles.empty}>선택한 주소가 없습니다.</p>
      )}
      <div className={styles.actions}>
        <Link href={`/address/search?return=${encodeURIComponent(back)}`} className={button.outline}>
          다시 검색
        </Link>
        {zonecode && roadAddress && (
          <Link href={use} className={button.primary}>
            이 주소 사용
          </Link>
        )}
      </div>
    </div>
  );
}

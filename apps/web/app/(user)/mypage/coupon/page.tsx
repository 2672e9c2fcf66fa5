import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { CouponDownloadButton } from '@/components/mypage/coupon-download-button';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import { Pagination } from '@/components/ui/pagination';
import { ymdtDot } from '@/lib/community/community-text';
import { COUPON_TYPE_LABELS, couponBenefitText, couponConditionText } from '@/lib/mypage/coupon-text';
import { firstParam, listHref, pageOf, type SearchParams } from '@/lib/mypage/list-params';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '쿠폰' };

const PAGE_SIZE = 10;

export default async function MyCouponsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/coupon');
  const params = await searchParams;
  const usable = firstParam(params, 'tab') !== 'used';
  const page = pageOf(params);
  const api = await memberApi();
  const [mine, issuable] = await Promise.all([api.coupons.listMine({ pageNumber: page, pageSize: PAGE_SIZE, usable }), api.coupons.listIssuable()]);
  const downloadable = issuable.filter((c) => c.downloadable);
  const query = { tab: usable ? undefined : 'used' };

  return (
    <div className={styles.page}>
      <PageHead title="쿠폰" lead="받은 쿠폰은 주문서에서 적용할 수 있습니다." />
      {downloadable.length > 0 && (
        <section aria-labelledby="coupon-issuable">
          <h2 id="coupon-issuable" className={styles.sectionTitle}>
            받을 수 있는 쿠폰
          </h2>
          <ul className={styles.list}>
            {downloadable.map((coupon) => (
              <li key={coupon.couponNo} className={styles.card}>
                <div className={styles.cardHead}>
                  <h3 className={styles.cardTitle}>{coupon.couponName}</h3>
                  <CouponDownloadButton couponNo={coupon.couponNo} couponName={coupon.couponName} />
                </div>
                <p className={styles.meta}>
                  <span className={styles.amount}>{couponBenefitText({ ...coupon.discountInfo, couponType: coupon.couponType })}</span>
                  <span>{couponConditionText(coupon.useConstraint.minSalePrice)}</span>
                  <span>{COUPON_TYPE_LABELS[coupon.couponType] ?? coupon.couponType}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="coupon-mine">
        <h2 id="coupon-mine" className={styles.sectionTitle}>
          내 쿠폰 <span className={styles.hint}>{mine.totalCount}장</span>
        </h2>
        <ul className={styles.tabs}>
          <li>
            <Link href="/mypage/coupon" className={usable ? styles.tabCurrent : styles.tab} aria-current={usable ? 'page' : undefined}>
              사용 가능
            </Link>
          </li>
          <li>
            <Link href="/mypage/coupon?tab=used" className={!usable ? styles.tabCurrent : styles.tab} aria-current={!usable ? 'page' : undefined}>
              사용·만료
            </Link>
          </li>
        </ul>
        {mine.items.length === 0 ? (
          <p className={styles.empty}>{usable ? '사용할 수 있는 쿠폰이 없습니다.' : '사용했거나 기간이 지난 쿠폰이 없습니다.'}</p>
        ) : (
          <ul className={styles.list}>
            {mine.items.map((coupon) => (
              <li key={coupon.couponIssueNo} className={styles.card} data-testid="my-coupon">
                <div className={styles.cardHead}>
                  <h3 className={styles.cardTitle}>{coupon.couponName}</h3>
                  {!usable && <span className={styles.badge}>{coupon.used ? '사용 완료' : '기간 만료'}</span>}
                </div>
                <p className={styles.meta}>
                  <span className={styles.amount}>{couponBenefitText(coupon)}</span>
                  <span>{couponConditionText(coupon.minSalePrice)}</span>
                  <span>{ymdtDot(coupon.useEndYmdt)}까지</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalCount={mine.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/coupon', query, { page: n })} />
      </section>
    </div>
  );
}

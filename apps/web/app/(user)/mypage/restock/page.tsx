import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHead } from '@/components/mypage/page-head';
import { RestockCancelButton } from '@/components/mypage/restock-cancel-button';
import styles from '@/components/mypage/mypage.module.css';
import { reshapeRestockRows } from '@/lib/mypage/restock-view';
import { requireMember } from '@/lib/server/guards';
import { memberApi, productWithOptions } from '@/lib/server/shop';

export const metadata: Metadata = { title: '재입고 알림' };

/** 마이페이지 > 재입고 알림: the member's waiting requests; each may be cancelled. */
export default async function MyRestockPage() {
  await requireMember('/mypage/restock');
  const reply = await (await memberApi()).restock.list();
  const productNos = [...new Set(reply.items.map((i) => i.productNo))];
  const products = new Map(await Promise.all(productNos.map(async (no) => [no, await productWithOptions(no)] as const)));
  const rows = reshapeRestockRows(reply.items, products);
  return (
    <div className={styles.page}>
      <PageHead title="재입고 알림" lead={`알림을 기다리는 옵션 ${reply.totalCount}개`} />
      {rows.length === 0 ? (
        <p className={styles.empty}>신청한 재입고 알림이 없습니다. 품절된 옵션의 상품 페이지에서 신청할 수 있습니다.</p>
      ) : (
        <ul className={styles.restockList}>
          {rows.map((row) => (
            <li key={row.restockNo} className={styles.restockItem} data-testid="restock-request">
              {row.imageUrl ? <img src={row.imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span aria-hidden="true" />}
              <div className={styles.restockText}>
                <Link href={`/product/${row.productNo}`} className={styles.itemName}>
                  {row.productName}
                </Link>
                <p>{row.optionText}</p>
                <p className={styles.restockMeta}>
                  신청일 {row.requestedOn}
                  {row.backInStock ? ' · 입고되어 곧 알림이 발송됩니다' : ' · 입고 대기 중'}
                </p>
              </div>
              <RestockCancelButton restockNo={row.restockNo} label={`${row.productName} ${row.optionText}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

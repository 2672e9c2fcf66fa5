'use client';
// 최근 본 상품 (issue 29): the products this device opened, newest first — on the product page (the
// others) and on 마이페이지 (/mypage/recent, with 삭제 and 전체 삭제). Read from local storage after
// hydration, so the server HTML (and the cached product page) is the same for everyone.
import { useEffect, useState } from 'react';
import Link from '@/components/ui/link';
import { formatWon } from '@courtside/core/format';
import { clearRecentlyViewed, forgetViewed, readRecentlyViewed, type RecentlyViewed } from '@/lib/catalogue/recently-viewed';
import { browserStorage } from '@/lib/session/session-storage';
import styles from './recently-viewed-list.module.css';

export function RecentlyViewedList({ exceptProductNo = null, editable = false }: { exceptProductNo?: number | null; editable?: boolean }) {
  const [items, setItems] = useState<RecentlyViewed[] | null>(null);
  useEffect(() => {
    const read = () => setItems(readRecentlyViewed(browserStorage()));
    read();
    // Another tab opened a product: the list follows.
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  if (items === null) return null;
  const shown = items.filter((item) => item.productNo !== exceptProductNo);
  if (shown.length === 0) return editable ? <p className={styles.empty}>최근 본 상품이 없습니다.</p> : null;
  return (
    <section aria-labelledby="recently-viewed-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="recently-viewed-title" className={styles.title}>
          최근 본 상품
        </h2>
        {editable && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clearRecentlyViewed(browserStorage());
              setItems([]);
            }}
          >
            전체 삭제
          </button>
        )}
      </div>
      <ul className={editable ? styles.grid : styles.strip} data-testid="recently-viewed">
        {shown.map((item) => (
          <li key={item.productNo} className={styles.item}>
            <Link href={`/product/${item.productNo}`} className={styles.link}>
              {item.imageUrl ? <img src={item.imageUrl} alt="" width={120} height={120} loading="lazy" className={styles.image} /> : <span className={styles.image} />}
              <span className={styles.name}>{item.name}</span>
              <span className={styles.price}>{formatWon(item.price)}</span>
            </Link>
            {editable && (
              <button type="button" className={styles.remove} aria-label={`${item.name} 삭제`} onClick={() => setItems(forgetViewed(browserStorage(), item.productNo))}>
                삭제
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { notFound } from 'next/navigation';
import Link from '@/components/ui/link';
import { ProductGrid } from '@/components/product/product-grid';
import { categoryLinks } from '@/lib/navigation';
import { cachedSearch } from '@/lib/server/catalogue/cached-reads';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';
import styles from './home.module.css';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

const HOME_GRID_SIZE = 8;

/** Home (banner layout), `/` rewritten to /cached/home/main: hero, the two category links, best sellers and new arrivals. */
export default async function HomePage({ params }: { params: Promise<{ view: string }> }) {
  if ((await params).view !== 'main') notFound();
  const [best, fresh] = await Promise.all([
    cachedSearch({ orderBy: 'SALE_CNT', orderDirection: 'DESC', pageSize: HOME_GRID_SIZE, hasTotalCount: false }),
    cachedSearch({ orderBy: 'RECENT_PRODUCT', orderDirection: 'DESC', pageSize: HOME_GRID_SIZE, hasTotalCount: false }),
  ]);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>테니스 진동 댐프너 전문</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            코트사이드
          </h1>
          <p className={styles.heroText}>라켓에 나만의 개성을 더하는 댐프너와 스포츠 액세서리를 만나보세요.</p>
          <div className={styles.heroActions}>
            <Link href="/categories/529105" className={styles.primary}>
              댐프너 보러가기
            </Link>
            <Link href="/best" className={styles.secondary}>
              베스트 상품
            </Link>
          </div>
        </div>
      </section>

      <div className={styles.sections}>
        <nav aria-label="카테고리 바로가기">
          <ul className={styles.categories}>
            {categoryLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.category}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="best-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="best-title">베스트</h2>
            <Link href="/best" aria-label="베스트 상품 더보기">
              더보기
            </Link>
          </div>
          {best && best.items.length > 0 ? <ProductGrid products={best.items} eagerCount={2} /> : <p className={styles.empty}>상품을 준비하고 있습니다.</p>}
        </section>

        <section aria-labelledby="new-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="new-title">신상품</h2>
            <Link href="/new" aria-label="신상품 더보기">
              더보기
            </Link>
          </div>
          {fresh && fresh.items.length > 0 ? <ProductGrid products={fresh.items} /> : <p className={styles.empty}>상품을 준비하고 있습니다.</p>}
        </section>
      </div>
    </>
  );
}

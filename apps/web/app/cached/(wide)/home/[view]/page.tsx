import { notFound } from 'next/navigation';
import Link from '@/components/ui/link';
import { ProductGrid } from '@/components/product/product-grid';
import { categoryLinks } from '@/lib/navigation';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';
import { searchProducts } from '@/lib/server/shop';
import styles from './home.module.css';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

const HOME_GRID_SIZE = 8;

/** The home's product sections, in order: best sellers (the first two images load eagerly) and new arrivals. */
const SECTIONS = [
  { id: 'best', title: '베스트', more: '베스트 상품 더보기', href: '/best', orderBy: 'SALE_CNT', eagerCount: 2 },
  { id: 'new', title: '신상품', more: '신상품 더보기', href: '/new', orderBy: 'RECENT_PRODUCT', eagerCount: 0 },
] as const;

/** Home (banner layout), `/` rewritten to /cached/home/main: hero, the two category links, best sellers and new arrivals. */
export default async function HomePage({ params }: { params: Promise<{ view: string }> }) {
  if ((await params).view !== 'main') notFound();
  const lists = await Promise.all(
    SECTIONS.map((section) => searchProducts({ orderBy: section.orderBy, orderDirection: 'DESC', pageSize: HOME_GRID_SIZE, hasTotalCount: false }, 'tagged')),
  );
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

        {SECTIONS.map((section, index) => {
          const list = lists[index];
          return (
            <section key={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                <Link href={section.href} aria-label={section.more}>
                  더보기
                </Link>
              </div>
              {list && list.items.length > 0 ? <ProductGrid products={list.items} eagerCount={section.eagerCount} /> : <p className={styles.empty}>상품을 준비하고 있습니다.</p>}
            </section>
          );
        })}
      </div>
    </>
  );
}

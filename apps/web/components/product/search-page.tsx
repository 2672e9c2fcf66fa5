// The search page behind /search, /search-products and /product/search: keywords (space = all
// words), sort, sold-out products hidden, 30 a page, and the empty state. A keyword that finds
// nothing is corrected by the platform (댐퍼너 → 댐프너); the page says so and offers the original
// as typed (`typo=off`). A word naming a shop list (베스트, 신상품) points to that list.
import Link from '@/components/ui/link';
import { shopListOf, type ShopListKind } from '@courtside/core/search';
import { ProductListing } from '@/components/product/product-listing';
import { filteredQuery, filtersFrom } from '@/lib/catalogue/listing-filters';
import { popularKeywords } from '@/lib/server/shop';
import { firstParam, pageFrom, sortOptionFor } from '@/lib/catalogue/sort-options';
import styles from './search-page.module.css';

export interface SearchPageProps {
  basePath: string;
  params: Record<string, string | string[] | undefined>;
}

/** `keyword` (the header's box), `keywords` or `q`; trimmed, spaces collapsed, at most 100 chars. */
export function keywordFrom(params: SearchPageProps['params']): string {
  const raw = firstParam(params.keyword) ?? firstParam(params.keywords) ?? firstParam(params.q) ?? '';
  return raw.replace(/\s+/g, ' ').trim().slice(0, 100);
}

const shopLists: Record<ShopListKind, { href: string; label: string }> = {
  BEST: { href: '/best', label: '베스트 상품' },
  NEW: { href: '/new', label: '신상품' },
  RESTOCK: { href: '/restock', label: '재입고 상품' },
};

/** An empty search: the shop's popular keywords, each a search. */
async function PopularKeywords({ basePath }: { basePath: string }) {
  const keywords = await popularKeywords(10);
  return (
    <>
      <p className={styles.hint}>찾으시는 상품의 이름이나 브랜드를 입력해 주세요.</p>
      {keywords.length > 0 && (
        <section aria-labelledby="popular-keywords" className={styles.popular}>
          <h2 id="popular-keywords" className={styles.popularTitle}>
            인기 검색어
          </h2>
          <ol className={styles.popularList}>
            {keywords.map((keyword, i) => (
              <li key={keyword}>
                {/* A plain link: the results page is rendered per request either way. */}
                <a href={`${basePath}?${new URLSearchParams({ keyword }).toString()}`} className={styles.popularLink}>
                  <span className={styles.rank}>{i + 1}</span> {keyword}
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

export function SearchPage({ basePath, params }: SearchPageProps) {
  const keyword = keywordFrom(params);
  const asTyped = firstParam(params.typo) === 'off';
  const list = keyword ? shopListOf(keyword) : null;
  const filters = filtersFrom(params);
  const asTypedHref = `${basePath}?${new URLSearchParams({ keyword, typo: 'off' }).toString()}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{keyword ? `‘${keyword}’ 검색 결과` : '상품 검색'}</h1>
      <form action={basePath} method="get" role="search" className={styles.form}>
        <label htmlFor="search-keyword" className={styles.label}>
          검색어
        </label>
        <input id="search-keyword" name="keyword" type="search" defaultValue={keyword} className={styles.input} placeholder="상품명, 브랜드를 입력해 주세요" />
        <button type="submit" className={styles.button}>
          검색
        </button>
      </form>
      {list && (
        <p className={styles.notice}>
          {shopLists[list].label}을(를) 찾으시나요? <Link href={shopLists[list].href}>{shopLists[list].label} 보기</Link>
        </p>
      )}
      {keyword ? (
        <ProductListing
          title="검색 상품"
          headingLevel={2}
          basePath={basePath}
          keep={asTyped ? { keyword, typo: 'off' } : { keyword }}
          sort={sortOptionFor(firstParam(params.sort))}
          page={pageFrom(params.page)}
          query={{ ...filteredQuery(filters, keyword), enableTypoCorrection: !asTyped }}
          filters={filters}
          emptyText="검색 결과가 없습니다."
          notice={(reply) =>
            reply.correctedKeyword ? (
              <p className={styles.notice} role="status">
                ‘{keyword}’에 대한 검색 결과가 없어 ‘{reply.correctedKeyword}’(으)로 검색한 결과입니다.{' '}
                <Link href={asTypedHref}>‘{keyword}’(으)로 검색</Link>
              </p>
            ) : null
          }
        />
      ) : (
        <PopularKeywords basePath={basePath} />
      )}
    </div>
  );
}

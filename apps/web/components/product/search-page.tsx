// The search page behind /search, /search-products and /product/search: keywords (space = all
// words), sort, sold-out products hidden, 30 a page, and the empty state.
import { ProductListing } from '@/components/product/product-listing';
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

export function SearchPage({ basePath, params }: SearchPageProps) {
  const keyword = keywordFrom(params);
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
      {keyword ? (
        <ProductListing
          title="검색 상품"
          headingLevel={2}
          basePath={basePath}
          keep={{ keyword }}
          sort={sortOptionFor(firstParam(params.sort))}
          page={pageFrom(params.page)}
          query={{ keywords: keyword, soldout: false }}
          emptyText="검색 결과가 없습니다."
        />
      ) : (
        <p className={styles.hint}>찾으시는 상품의 이름이나 브랜드를 입력해 주세요.</p>
      )}
    </div>
  );
}

// The filters above a search or category list: 가격 (from ~ to), 색상 and 품절 제외, as a plain GET
// form — it works before JavaScript and keeps the list's own words (keyword, sort) in hidden fields,
// so the filters live in the address. Folded on a phone; open while any filter is on.
import Link from '@/components/ui/link';
import { FILTER_COLORS, filterSummary, hasFilters, type ListingFilters } from '@/lib/catalogue/listing-filters';
import styles from './listing-filter-form.module.css';

export interface ListingFilterFormProps {
  basePath: string;
  filters: ListingFilters;
  /** What the list keeps besides its filters (keyword, sort). */
  keep: Record<string, string>;
}

export function ListingFilterForm({ basePath, filters, keep }: ListingFilterFormProps) {
  const active = hasFilters(filters);
  const summary = filterSummary(filters);
  const reset = new URLSearchParams(keep).toString();
  return (
    <details className={styles.filters} open={active || undefined} data-testid="listing-filters">
      <summary className={styles.summary}>
        필터{active ? <span className={styles.active}> · {summary.join(' · ')}</span> : null}
      </summary>
      <form action={basePath} method="get" className={styles.form} aria-label="상품 필터">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className={styles.price}>
          <legend className={styles.legend}>가격</legend>
          <label className={styles.priceField}>
            <span className="visually-hidden">최저 가격(원)</span>
            <input name="minPrice" inputMode="numeric" pattern="[0-9,]*" placeholder="최저" defaultValue={filters.minPrice ?? ''} className={styles.input} />
          </label>
          <span aria-hidden="true">~</span>
          <label className={styles.priceField}>
            <span className="visually-hidden">최고 가격(원)</span>
            <input name="maxPrice" inputMode="numeric" pattern="[0-9,]*" placeholder="최고" defaultValue={filters.maxPrice ?? ''} className={styles.input} />
          </label>
          <span className={styles.unit}>원</span>
        </fieldset>
        <fieldset className={styles.colors}>
          <legend className={styles.legend}>색상</legend>
          <label className={styles.color}>
            <input type="radio" name="color" value="" defaultChecked={filters.color === null} />
            <span>전체</span>
          </label>
          {FILTER_COLORS.map((c) => (
            <label key={c.name} className={styles.color}>
              <input type="radio" name="color" value={c.name} defaultChecked={filters.color === c.name} />
              <span className={styles.swatch} style={{ background: c.hex }} aria-hidden="true" />
              <span>{c.name}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" name="instock" value="1" defaultChecked={filters.inStockOnly} /> 품절 상품 제외
        </label>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            적용
          </button>
          {active && (
            <Link href={reset ? `${basePath}?${reset}` : basePath} className={styles.reset}>
              초기화
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}

// The sale screen's product search (F1): by name or barcode, the hits listed under the field; Enter
// on the first hit adds it, ↓/↑ (and Tab) move between hits — ↓ from the field goes to the first, ↑
// from the first back to the field — and Esc closes the list.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Won } from '../components/won.tsx';
import { SALE_KEYS } from '../keys/function-keys.tsx';
import { searchArrowTarget } from '../keys/search-arrows.ts';
import type { CatalogueItem } from '../../shared/schemas.ts';

/** The search's state, held by the sale screen (its Esc and product picks close the list). */
export function useProductSearch(onError: (message: string | null) => void) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CatalogueItem[]>([]);
  const focusFirstResult = useRef(false);

  // After a search, Enter on the first hit adds it (arrows and Tab move between hits).
  useEffect(() => {
    if (!focusFirstResult.current || results.length === 0) return;
    focusFirstResult.current = false;
    document.getElementById('search-result-0')?.focus();
  }, [results]);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim() === '') return;
    try {
      const found = await call('catalogue.search', { query: query.trim(), limit: 20 });
      setResults(found);
      onError(found.length === 0 ? '검색 결과가 없습니다.' : null);
      focusFirstResult.current = found.length > 0;
    } catch (e) {
      onError(errorMessage(e));
    }
  }

  return {
    query,
    setQuery,
    results,
    search,
    /** Closes the list (and, after a pick, empties the field). */
    close(clearQuery: boolean) {
      setResults([]);
      if (clearQuery) setQuery('');
    },
  };
}

export type ProductSearchState = ReturnType<typeof useProductSearch>;

function moveFocus(event: KeyboardEvent, from: number | 'field', hits: number): void {
  const target = searchArrowTarget(event.key, from, hits);
  if (target === null) return;
  event.preventDefault();
  document.getElementById(target === 'field' ? 'product-search' : `search-result-${target}`)?.focus();
}

export function ProductSearch({ state, onPick }: { readonly state: ProductSearchState; readonly onPick: (item: CatalogueItem) => void }) {
  return (
    <>
      <form className="row" onSubmit={(e) => void state.search(e)} role="search">
        <label htmlFor="product-search" className="sr-only">
          상품 검색
        </label>
        <input id="product-search" value={state.query} onChange={(e) => state.setQuery(e.target.value)} placeholder="상품명 또는 바코드 검색 (F1)" aria-keyshortcuts={SALE_KEYS.search} onKeyDown={(e) => moveFocus(e, 'field', state.results.length)} />
        <button type="submit">검색</button>
      </form>
      {state.results.length > 0 ? (
        <ul className="search-results" aria-label="검색 결과">
          {state.results.map((item, i) => (
            <li key={item.optionNo}>
              <button type="button" id={`search-result-${i}`} onClick={() => onPick(item)} onKeyDown={(e) => moveFocus(e, i, state.results.length)}>
                {item.name}
                {item.optionName ? ` (${item.optionName})` : ''} · <Won amount={item.price} /> · 재고 {item.stock}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

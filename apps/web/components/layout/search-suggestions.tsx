'use client';
// The header search's suggestion panel, loaded on first focus (see header-search.tsx): with an
// empty box, the shopper's recent searches (kept on this device) and the shop's popular ones; while
// typing, product names from the platform's search (debounced, first eight, no counts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@/components/providers';
import { clearRecentSearches, readRecentSearches } from '@/lib/search/recent-searches';
import { browserStorage } from '@/lib/session/session-storage';
import styles from './site-header.module.css';

export interface SuggestionOption {
  kind: 'recent' | 'popular' | 'product';
  label: string;
  /** The keyword searched when picked (recent, popular). */
  keyword: string;
  /** Where a product suggestion goes. */
  href?: string;
}

export interface SearchSuggestionsProps {
  listId: string;
  query: string;
  open: boolean;
  active: number;
  onOptions(options: readonly SuggestionOption[]): void;
  onPick(option: SuggestionOption): void;
}

const TYPING_DELAY_MS = 200;
/** Room kept under the panel, so its last row never touches the screen's edge. */
const PANEL_MARGIN_PX = 12;

/**
 * The panel fits the screen below the box and scrolls inside (issue 29: 9 recent and 10 popular
 * keywords made it ~1,000 px on an 844 px phone, under a sticky header that the page's own scroll
 * cannot move, so 최근 검색어 전체 삭제 was out of reach). Measured against the visual viewport, so
 * an open on-screen keyboard shortens it too.
 */
function useFitToScreen<T extends HTMLElement>(open: boolean, changes: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return;
    const fit = () => {
      const viewport = window.visualViewport;
      const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      panel.style.maxHeight = `${Math.max(120, Math.floor(bottom - panel.getBoundingClientRect().top - PANEL_MARGIN_PX))}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    window.visualViewport?.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      window.visualViewport?.removeEventListener('resize', fit);
    };
  }, [open, changes]);
  return ref;
}

/** A press inside the panel keeps the focus in the box, so the box's blur does not close it first. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export default function SearchSuggestions({ listId, query, open, active, onOptions, onPick }: SearchSuggestionsProps) {
  const api = useShopApi();
  const typed = useDebounced(query.replace(/\s+/g, ' ').trim(), TYPING_DELAY_MS);
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    if (open) setRecent(readRecentSearches(browserStorage()));
  }, [open]);
  const popular = useQuery({
    queryKey: ['search', 'popular'],
    queryFn: () => api.products.favoriteKeywords(10),
    staleTime: 5 * 60_000,
  });
  const products = useQuery({
    queryKey: ['search', 'suggest', typed],
    queryFn: () => api.products.search({ keywords: typed, pageSize: 8, hasTotalCount: false }),
    enabled: typed !== '',
    staleTime: 60_000,
  });

  const showingProducts = query.trim() !== '';
  const options = useMemo<SuggestionOption[]>(() => {
    if (showingProducts) {
      return (products.data?.items ?? []).map((p) => ({ kind: 'product', label: p.productName, keyword: p.productName, href: `/product/${p.productNo}` }));
    }
    return [
      ...recent.map((k): SuggestionOption => ({ kind: 'recent', label: k, keyword: k })),
      ...(popular.data ?? []).map((k): SuggestionOption => ({ kind: 'popular', label: k, keyword: k })),
    ];
  }, [showingProducts, products.data, recent, popular.data]);
  useEffect(() => onOptions(options), [options, onOptions]);
  const panelRef = useFitToScreen<HTMLDivElement>(open, options);

  if (!open) return null;
  const option = (o: SuggestionOption, i: number) => (
    <li
      key={`${o.kind}-${o.label}`}
      id={`${listId}-${i}`}
      role="option"
      aria-selected={i === active}
      className={i === active ? styles.suggestionActive : styles.suggestion}
      // mousedown, not click: the box keeps focus, so its blur does not close the list first.
      onMouseDown={(e) => {
        e.preventDefault();
        onPick(o);
      }}
    >
      <span className={styles.suggestionText}>{o.label}</span>
    </li>
  );

  if (showingProducts) {
    if (typed !== '' && products.isSuccess && options.length === 0) {
      return <p className={styles.suggestionPanel} role="status">‘{typed}’와(과) 일치하는 상품이 없습니다. Enter로 검색해 보세요.</p>;
    }
    if (options.length === 0) return null;
    return (
      <div ref={panelRef} className={styles.suggestionPanel} onMouseDown={keepFocus}>
        <ul id={listId} role="listbox" aria-label="추천 상품" className={styles.suggestionList}>
          {options.map(option)}
        </ul>
      </div>
    );
  }
  if (options.length === 0) return null;
  const recentOptions = options.filter((o) => o.kind === 'recent');
  const popularOptions = options.filter((o) => o.kind === 'popular');
  const group = (heading: string, list: SuggestionOption[], offset: number) =>
    list.length > 0 && (
      <ul role="group" aria-labelledby={`${listId}-${heading}`} className={styles.suggestionList}>
        <li role="presentation" id={`${listId}-${heading}`} className={styles.suggestionHeading}>
          {heading === 'recent' ? '최근 검색어' : '인기 검색어'}
        </li>
        {list.map((o, i) => option(o, offset + i))}
      </ul>
    );
  return (
    <div ref={panelRef} className={styles.suggestionPanel} onMouseDown={keepFocus} data-testid="search-suggestion-panel">
      <div id={listId} role="listbox" aria-label="검색어 추천">
        {group('recent', recentOptions, 0)}
        {group('popular', popularOptions, recentOptions.length)}
      </div>
      {recentOptions.length > 0 && (
        <button
          type="button"
          className={styles.suggestionClear}
          onMouseDown={(e) => {
            e.preventDefault();
            clearRecentSearches(browserStorage());
            setRecent([]);
          }}
        >
          최근 검색어 전체 삭제
        </button>
      )}
    </div>
  );
}

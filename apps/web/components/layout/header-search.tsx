'use client';
// The header's search box: a plain GET form to /search (works before JavaScript loads), and an
// ARIA combobox once it runs — arrows move through the suggestions, Enter opens the active one,
// Escape closes them. The suggestion panel (popular and recent searches, product names while
// typing) is its own chunk, loaded the first time the box gets focus, so first-load JS stays small.
// This code itself loads when the box is reached (chrome-islands.tsx): focus or text the box got
// before it arrived is taken up when it does.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { rememberSearch } from '@/lib/search/recent-searches';
import { browserStorage } from '@/lib/session/session-storage';
import { lazyWithApi } from '@/components/lazy-with-api';
import type { SuggestionOption } from './search-suggestions';
import styles from './site-header.module.css';

const SearchSuggestions = lazyWithApi(() => import('./search-suggestions').then((m) => m.default));

export function HeaderSearch() {
  const router = useRouter();
  const listId = useId();
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    if (input.value) setValue(input.value);
    if (document.activeElement === input) {
      setWanted(true);
      setOpen(true);
    }
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const search = (keyword: string) => {
    rememberSearch(browserStorage(), keyword);
    close();
    router.push(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const pick = (option: SuggestionOption) => {
    if (option.href) {
      close();
      router.push(option.href);
    } else {
      setValue(option.keyword);
      search(option.keyword);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) pick(chosen);
    else if (value.trim()) search(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const n = options.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape') {
      // Not the search input's own Escape (which empties the box): only the list closes.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div className={styles.searchArea}>
      <form action="/search" method="get" role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor="site-search" className="visually-hidden">
          상품 검색
        </label>
        <input
          id="site-search"
          ref={box}
          name="keyword"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="상품을 검색해 보세요"
          className={styles.searchInput}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            setWanted(true);
            setOpen(true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.searchButton}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span className="visually-hidden">검색</span>
        </button>
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions listId={listId} query={value} open={open} active={active} onOptions={setOptions} onPick={pick} />
        </Suspense>
      )}
    </div>
  );
}

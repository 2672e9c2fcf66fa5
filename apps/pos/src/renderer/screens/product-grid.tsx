// The product grid on the sale screen, for what has no barcode (custom orders, loose accessories):
// tabs for 즐겨찾기 (what an admin pinned), each display category from the platform, and 전체; large
// tiles with price and stock, 품절 marked; one page at a time (PageUp/PageDown), fast at 5,000
// products because each page is read from the catalogue cache on its own. It opens on the first tab
// that has products (즐겨찾기 when something is pinned), and a page holds as many tiles as the box
// shows at this screen size (use-tiles-that-fit.ts).
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { Key, useKeyBindings } from '../keys/function-keys.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import type { CatalogueItem, GridItem, GridTab } from '../../shared/schemas.ts';
import { openingTab, useTilesThatFit } from './use-tiles-that-fit.ts';

const tabKey = (tab: GridTab): string => (tab.kind === 'category' ? `c${tab.categoryNo}` : tab.kind);

export function ProductGrid({ onPick, keysEnabled }: { readonly onPick: (item: CatalogueItem) => void; readonly keysEnabled: boolean }) {
  const role = useSessionStore((s) => s.session?.role);
  const isAdmin = role === 'admin';
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<GridTab | null>(null);
  const [page, setPage] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { ref: tilesBox, fit: pageSize } = useTilesThatFit();
  const categories = useQuery({ queryKey: ['grid-categories', role], queryFn: () => call('catalogue.categories', {}), staleTime: 60_000 });
  const favourites = useQuery({ queryKey: ['grid', 'favourites-count'], queryFn: () => call('catalogue.grid', { tab: { kind: 'favourites' }, offset: 0, limit: 1 }), enabled: chosen === null });
  const opening = openingTab(favourites.data?.total, categories.data);
  const tab = chosen ?? opening ?? { kind: 'favourites' };
  // Once chosen, the opening tab stays (a pin made meanwhile does not move the cashier elsewhere).
  useEffect(() => {
    if (chosen === null && opening !== null) setChosen(opening);
  }, [chosen, opening]);
  const tiles = useQuery({
    queryKey: ['grid', tabKey(tab), page, pageSize],
    queryFn: () => call('catalogue.grid', { tab, offset: page * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
    enabled: chosen !== null || opening !== null,
  });
  const total = tiles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A bigger window shows fewer pages: stay on one that exists.
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);

  const choose = (next: GridTab) => {
    setChosen(next);
    setPage(0);
  };
  useKeyBindings({ PageDown: () => setPage((p) => Math.min(pages - 1, p + 1)), PageUp: () => setPage((p) => Math.max(0, p - 1)) }, keysEnabled);

  async function pin(item: GridItem) {
    setError(null);
    try {
      await call('catalogue.pin', { optionNo: item.optionNo, pinned: !item.pinned });
      void queryClient.invalidateQueries({ queryKey: ['grid'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const tabs: readonly { tab: GridTab; label: string }[] = [
    { tab: { kind: 'favourites' }, label: '즐겨찾기' },
    ...(categories.data ?? []).map((c) => ({ tab: { kind: 'category', categoryNo: c.categoryNo } as const, label: c.label })),
    { tab: { kind: 'all' }, label: '전체' },
  ];

  return (
    <section className="product-grid" aria-label="상품 그리드">
      <div className="tabs grid-tabs" role="tablist" aria-label="상품 분류">
        {tabs.map((t) => (
          <button key={tabKey(t.tab)} type="button" role="tab" aria-selected={tabKey(t.tab) === tabKey(tab)} className={tabKey(t.tab) === tabKey(tab) ? 'active' : ''} onClick={() => choose(t.tab)}>
            {t.label}
          </button>
        ))}
      </div>
      <Notice error={error ?? (tiles.error ? errorMessage(tiles.error) : null)} />
      {tiles.data && tiles.data.items.length === 0 ? <p className="empty">{tab.kind === 'favourites' ? '즐겨찾기에 고정한 상품이 없습니다.' : '이 분류에 상품이 없습니다.'}</p> : null}
      <ul className="tiles" role="tabpanel" ref={tilesBox}>
        {(tiles.data?.items ?? []).map((item) => (
          <li key={item.optionNo} className={item.soldOut ? 'tile sold-out' : 'tile'}>
            <button type="button" className="tile-main" title={`${item.name}${item.optionName ? ` · ${item.optionName}` : ''}`} onClick={() => onPick({ ...item, barcodes: [] })} data-testid="grid-tile">
              <span className="tile-name" title={item.name}>
                {item.name}
              </span>
              {item.optionName ? (
                <span className="tile-option" title={item.optionName}>
                  {item.optionName}
                </span>
              ) : null}
              <span className="tile-price">
                <Won amount={item.price} />
              </span>
              <span className="tile-stock">{item.soldOut ? <strong className="sold-out-mark">품절</strong> : `재고 ${item.stock}`}</span>
            </button>
            {isAdmin ? (
              <button type="button" className="small tile-pin" aria-pressed={item.pinned} aria-label={`${item.name}${item.optionName ? ` ${item.optionName}` : ''} 즐겨찾기 ${item.pinned ? '해제' : '고정'}`} onClick={() => void pin(item)}>
                {item.pinned ? '★' : '☆'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="row grid-pages">
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)} aria-keyshortcuts="PageUp">
          이전 <Key name="PgUp" />
        </button>
        <span data-testid="grid-page">
          {page + 1} / {pages}쪽 · {total.toLocaleString('ko-KR')}개
        </span>
        <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} aria-keyshortcuts="PageDown">
          다음 <Key name="PgDn" />
        </button>
      </div>
    </section>
  );
}

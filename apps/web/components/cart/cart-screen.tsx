'use client';
// The cart page both carts share (member /cart and guest /guest/cart): select all and delete
// selected, one section per delivery group with its fee rule, unbuyable lines set apart, the totals
// and 선택 상품 주문. The two containers only differ in where lines live and how they change.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { formatWon } from '@courtside/core/format';
import type { CartView } from '@/lib/cart/cart-view';
import button from '@/components/ui/button.module.css';
import { CartLine, type CartLineActions } from './cart-line';
import { CartSummary } from './cart-summary';
import styles from './cart.module.css';
import { designReferenceOf } from '@/lib/designs/option-inputs';

export interface CartScreenProps {
  view: CartView | null;
  /** A notice above the cart (e.g. a member who opened the guest cart). */
  notice?: ReactNode;
  loading: boolean;
  error: string | null;
  ordering: boolean;
  actions: CartLineActions & { onToggleAll: (selected: boolean) => void; onOrder: (naverPay?: boolean) => void };
}

export function CartScreen({ view, notice, loading, error, ordering, actions }: CartScreenProps) {
  const selectedCartNos = view?.groups.flatMap((g) => g.lines.filter((l) => l.selected).map((l) => l.cartNo)) ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>장바구니</h1>
      {notice}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {loading && !view ? (
        <p role="status" className={styles.status}>
          장바구니를 불러오는 중입니다.
        </p>
      ) : !view ? null : view.lineCount === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <div className={styles.toolbar}>
              <label className={styles.selectAll}>
                <input
                  type="checkbox"
                  checked={view.allSelected}
                  disabled={actions.busy || view.groups.length === 0}
                  onChange={(event) => actions.onToggleAll(event.target.checked)}
                />
                전체 선택 ({view.selectedCount}/{view.groups.reduce((n, g) => n + g.lines.filter((l) => l.orderable).length, 0)})
              </label>
              <button
                type="button"
                className={`${button.outline} ${button.small}`}
                onClick={() => actions.onRemove(selectedCartNos)}
                disabled={selectedCartNos.length === 0 || actions.busy}
              >
                선택 삭제
              </button>
            </div>
            {view.groups.map((group) => (
              <section key={group.key} className={styles.group} aria-labelledby={`group-${group.key}`}>
                <h2 id={`group-${group.key}`} className={styles.groupTitle}>
                  {group.partnerName} 배송
                </h2>
                <ul className={styles.lines}>
                  {group.lines.map((line) => (
                    <CartLine key={line.cartNo} line={line} actions={actions} />
                  ))}
                </ul>
                <p className={styles.delivery} data-testid="group-delivery">
                  <span>
                    배송비 <strong>{formatWon(group.deliveryAmount)}</strong>
                  </span>
                  <span className={styles.deliveryRule}>{group.note.condition}</span>
                  {group.note.hint && <span className={styles.deliveryHint}>{group.note.hint}</span>}
                </p>
              </section>
            ))}
            {view.invalidLines.length > 0 && (
              <section className={styles.group} aria-labelledby="invalid-lines-title">
                <div className={styles.groupHead}>
                  <h2 id="invalid-lines-title" className={styles.groupTitle}>
                    구매할 수 없는 상품 ({view.invalidLines.length})
                  </h2>
                  <button
                    type="button"
                    className={`${button.outline} ${button.small}`}
                    onClick={() => actions.onRemove(view.invalidLines.map((l) => l.cartNo))}
                    disabled={actions.busy}
                  >
                    모두 삭제
                  </button>
                </div>
                <ul className={styles.lines}>
                  {view.invalidLines.map((line) => (
                    <CartLine key={line.cartNo} line={line} actions={actions} invalid />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <CartSummary
            totals={view.totals}
            selectedCount={view.selectedCount}
            ordering={ordering}
            onOrder={actions.onOrder}
            customSelected={view.groups.some((g) => g.lines.some((l) => l.selected && designReferenceOf(l.inputs) !== null))}
          />
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p className={styles.emptyTitle}>장바구니에 담긴 상품이 없습니다.</p>
      <p className={styles.emptyText}>마음에 드는 댐프너와 테니스 용품을 담아 보세요.</p>
      <Link href="/best" className={button.primary}>
        베스트 상품 보러 가기
      </Link>
    </div>
  );
}

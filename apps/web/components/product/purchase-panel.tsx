'use client';
// The buying side of the product page: option selects, picked lines with inputs and quantities,
// the total, and 장바구니 담기 / 바로 구매 / 찜. On a phone, adding to the cart asks whether to go
// to the cart (the mobile cart confirm modal); elsewhere the cart toast says it.
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { DEVICE_BREAKPOINTS } from '@courtside/core/constants';
import { formatWon } from '@courtside/core/format';
import { type ProductOptionsReply } from '@courtside/core/api';
import button from '@/components/ui/button.module.css';
import { optionLabels, pickOption } from '@/lib/catalogue/option-tree';
import { lineTotal, missingInputMessage, type PurchaseLine, type PurchaseProduct } from '@/lib/catalogue/purchase-lines';
import { useAuthStore } from '@/lib/session/auth-state';
import { showToast } from '@/lib/toast/toast-store';
import { OptionSelects } from './option-selects';
import { SelectedLines } from './selected-lines';
import { usePurchaseActions } from './use-purchase-actions';
import styles from './purchase-panel.module.css';
import { NpayButton } from '@/components/npay/npay-button';
import { RestockAlert } from './restock-alert';

// The phone's "go to the cart?" dialog loads the first time it is needed.
const CartConfirm = lazy(() => import('./cart-confirm'));

export interface PurchasePanelProps {
  product: PurchaseProduct;
  options: ProductOptionsReply;
  /** Not on sale, or sold out: the buttons are disabled and say why. */
  unavailableReason: string | null;
}

function initialLines(options: ProductOptionsReply, minBuyCnt: number): PurchaseLine[] {
  if (optionLabels(options).length > 0) return [];
  const only = pickOption(options, []);
  return only && only.stockCnt !== 0 ? [{ option: only, orderCnt: Math.max(1, minBuyCnt), inputs: {} }] : [];
}

export function PurchasePanel({ product, options, unavailableReason }: PurchasePanelProps) {
  const labels = optionLabels(options);
  const [chosen, setChosen] = useState<string[]>([]);
  const [lines, setLines] = useState<PurchaseLine[]>(() => initialLines(options, product.minBuyCnt));
  const [confirmCart, setConfirmCart] = useState<string | null>(null);
  const [confirmNeeded, setConfirmNeeded] = useState(false);
  if (confirmCart !== null && !confirmNeeded) setConfirmNeeded(true);
  const { addToCart, buyNow, toggleLike, liked } = usePurchaseActions(product, options.inputs);
  // Until the stored session is read back a member would look like a visitor (guest cart, login): the
  // buttons wait for it. Not in the page's HTML: there they are ready, and a press made before this
  // code arrived is made again once it has (components/ui/intent-island.tsx).
  const hydrated = useSyncExternalStore(useAuthStore.subscribe, () => useAuthStore.getState().hydrated, () => true);
  const busy = !hydrated || addToCart.isPending || buyNow.isPending;

  const choose = (level: number, value: string) => {
    const next = [...chosen.slice(0, level), ...(value === '' ? [] : [value])];
    const picked = next.length === labels.length ? pickOption(options, next) : null;
    if (!picked) {
      setChosen(next);
      return;
    }
    setChosen([]);
    if (picked.stockCnt === 0) return showToast('품절된 옵션입니다.', 'error');
    if (lines.some((l) => l.option.optionNo === picked.optionNo)) return showToast('이미 선택한 옵션입니다. 수량을 조절해 주세요.');
    setLines([...lines, { option: picked, orderCnt: Math.max(1, product.minBuyCnt), inputs: {} }]);
  };

  const ready = (): boolean => {
    if (lines.length === 0) {
      showToast('옵션을 선택해 주세요.', 'error');
      return false;
    }
    const missing = missingInputMessage(lines, options.inputs);
    if (missing) {
      showToast(missing, 'error');
      return false;
    }
    return true;
  };

  const onAddToCart = () => {
    if (!ready()) return;
    addToCart.mutate(lines, {
      onSuccess: ({ cartHref }) => {
        if (window.innerWidth < DEVICE_BREAKPOINTS.tablet) setConfirmCart(cartHref);
      },
    });
  };

  return (
    <div className={styles.panel}>
      {labels.length > 0 && <OptionSelects labels={labels} tree={options.multiLevelOptions} chosen={chosen} onChoose={choose} disabled={unavailableReason !== null} />}
      <RestockAlert productName={product.productName} options={options} />
      <SelectedLines
        lines={lines}
        fields={options.inputs}
        productName={product.productName}
        minBuyCnt={product.minBuyCnt}
        maxBuyTimeCnt={product.maxBuyTimeCnt}
        removable={labels.length > 0}
        onChange={(optionNo, change) => setLines(lines.map((l) => (l.option.optionNo === optionNo ? { ...l, ...change } : l)))}
        onRemove={(optionNo) => setLines(lines.filter((l) => l.option.optionNo !== optionNo))}
      />
      <div className={styles.total}>
        <span>총 상품금액</span>
        <strong data-testid="purchase-total">{formatWon(lineTotal(lines))}</strong>
      </div>
      {unavailableReason && (
        <p className={styles.unavailable} role="status">
          {unavailableReason}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${button.outline} ${styles.like}`}
          aria-pressed={liked}
          onClick={() => toggleLike.mutate()}
          disabled={!hydrated || toggleLike.isPending}
        >
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> 찜
        </button>
        <button type="button" className={button.outline} onClick={onAddToCart} disabled={busy || unavailableReason !== null}>
          장바구니 담기
        </button>
        <button type="button" className={button.primary} onClick={() => ready() && buyNow.mutate({ lines })} disabled={busy || unavailableReason !== null}>
          바로 구매
        </button>
      </div>
      <NpayButton
        onClick={() => ready() && buyNow.mutate({ lines, naverPay: true })}
        busy={busy || unavailableReason !== null}
      />
      {confirmNeeded && (
        <Suspense fallback={null}>
          <CartConfirm cartHref={confirmCart} onClose={() => setConfirmCart(null)} />
        </Suspense>
      )}
    </div>
  );
}

'use client';
// 네이버페이로 구매: the product, its option and quantity (and any required text input), then an
// order sheet and the checkout with 네이버페이 chosen. With a preset or single option it goes on
// by itself; a failure shows the catalogue's "retry placing the order" alert.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { formatWon } from '@courtside/core/format';
import { isShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { useShopApi } from '@/components/providers';
import { useAlertModal } from '@/components/order/alert-modal';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { automaticOption, npayCheckoutPath, type NpayEntryProps, type NpayOptionChoice } from '@/lib/npay/npay-entry';
import button from '@/components/ui/button.module.css';
import styles from './npay.module.css';

export function NpayEntry(props: NpayEntryProps) {
  const shopApi = useShopApi();
  const router = useRouter();
  const { alert, modal } = useAlertModal();
  const auto = props.inputs.some((i) => i.required) || props.unavailableReason ? null : automaticOption(props.choices, props.presetOptionNo);
  const firstBuyable = props.choices.find((c) => !c.soldOut) ?? null;
  const [optionNo, setOptionNo] = useState<number | null>(auto?.optionNo ?? (props.choices.length === 1 ? (firstBuyable?.optionNo ?? null) : null));
  const [orderCnt, setOrderCnt] = useState(props.presetOrderCnt);
  const [values, setValues] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const autoStarted = useRef(false);

  const chosen = props.choices.find((c) => c.optionNo === optionNo) ?? null;
  const max = Math.min(chosen?.stockCnt ?? 999, 999);

  const order = async (pick: NpayOptionChoice | null, count: number) => {
    if (!pick) return setError('옵션을 선택해 주세요.');
    const missing = props.inputs.find((i) => i.required && (values[i.inputNo] ?? '').trim() === '');
    if (missing) return setError(`${missing.inputLabel}을(를) 입력해 주세요.`);
    setError(null);
    setBusy(true);
    try {
      const optionInputs = props.inputs
        .map((i) => ({ inputLabel: i.inputLabel, inputValue: (values[i.inputNo] ?? '').trim() }))
        .filter((i) => i.inputValue !== '');
      const { orderSheetNo } = await shopApi.checkout.createOrderSheet({ products: [{ productNo: props.productNo, optionNo: pick.optionNo, orderCnt: count, optionInputs }] });
      router.replace(npayCheckoutPath(orderSheetNo));
    } catch (caught) {
      setBusy(false);
      alert({ message: messageFor('ORDER_SHEET_FAILED'), detail: isShopApiError(caught) ? caught.message : null });
    }
  };

  // A link that already names the option goes straight on to the checkout.
  useEffect(() => {
    if (auto && !autoStarted.current) {
      autoStarted.current = true;
      void order(auto, Math.min(props.presetOrderCnt, auto.stockCnt ?? 999));
    }
    // Runs once, for the props the page was opened with.
  }, []);

  return (
    <div className={styles.entry}>
      <h1 className={styles.title}>네이버페이로 구매하기</h1>
      <div className={styles.product}>
        {props.imageUrl && <img src={props.imageUrl} alt="" width={88} height={88} className={styles.thumb} />}
        <div>
          <p className={styles.name}>{props.productName}</p>
          {chosen && <p className={styles.price}>{formatWon(chosen.buyPrice * orderCnt)}</p>}
        </div>
      </div>
      {props.unavailableReason ? (
        <p role="alert" className={styles.error}>
          {props.unavailableReason}
        </p>
      ) : auto && busy ? (
        <p role="status" className={styles.status}>
          네이버페이 주문서를 준비하고 있습니다.
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void order(chosen, orderCnt);
          }}
        >
          {props.choices.length > 1 || (props.choices[0]?.text ?? '') !== '' ? (
            <div className={styles.field}>
              <label htmlFor="npay-option" className={styles.label}>
                옵션
              </label>
              <select
                id="npay-option"
                className={styles.input}
                value={optionNo ?? ''}
                onChange={(e) => {
                  setOptionNo(e.target.value ? Number(e.target.value) : null);
                  setOrderCnt(1);
                }}
              >
                <option value="">옵션을 선택해 주세요</option>
                {props.choices.map((c) => (
                  <option key={c.optionNo} value={c.optionNo} disabled={c.soldOut}>
                    {c.text || '기본'} · {formatWon(c.buyPrice)}
                    {c.soldOut ? ' (품절)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {props.inputs.map((input) => (
            <div key={input.inputNo} className={styles.field}>
              <label htmlFor={`npay-input-${input.inputNo}`} className={styles.label}>
                {input.inputLabel}
                {input.required ? ' (필수)' : ' (선택)'}
              </label>
              <input
                id={`npay-input-${input.inputNo}`}
                className={styles.input}
                value={values[input.inputNo] ?? ''}
                onChange={(e) => setValues({ ...values, [input.inputNo]: e.target.value })}
                maxLength={100}
              />
            </div>
          ))}
          <div className={styles.field}>
            <span className={styles.label} id="npay-quantity">
              수량
            </span>
            <QuantityStepper
              value={orderCnt}
              max={Math.max(1, max)}
              label={props.productName}
              onDecrease={() => setOrderCnt((n) => Math.max(1, n - 1))}
              onIncrease={() => setOrderCnt((n) => Math.min(max, n + 1))}
              disabled={busy}
            />
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={`${button.base} ${styles.npayButton}`} disabled={busy || !chosen || chosen.soldOut}>
            {busy ? '주문서를 만드는 중…' : '네이버페이로 주문하기'}
          </button>
          <p className={styles.note}>주문서에서 배송지를 입력한 뒤 네이버페이 결제 화면으로 이동합니다.</p>
        </form>
      )}
      {modal}
    </div>
  );
}

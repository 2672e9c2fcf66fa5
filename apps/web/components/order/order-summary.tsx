'use client';
// An order as the result page and the guest order detail show it: number, date, status, payment
// (with the virtual account to pay into while it waits for the deposit), the items and the address.
import { ORDER_STATUS_LABELS } from '@courtside/core/machines';
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@courtside/core/constants';
import { formatKoreanDateTime, formatWon, parseKstDateTime } from '@courtside/core/format';
import type { OrderView } from '@/lib/order/order-view';
import { LineThumb } from '@/components/design/design-line';
import styles from './order.module.css';

/** The platform's Seoul wall-clock text as "2025년 1월 3일 14:05"; unreadable text is shown as is. */
export function koreanDateTime(text: string | null | undefined): string {
  if (!text) return '-';
  try {
    return formatKoreanDateTime(parseKstDateTime(text));
  } catch {
    return text;
  }
}

export function payTypeLabel(payType: string): string {
  return isPaymentMethod(payType) ? PAYMENT_METHOD_LABELS[payType] : payType;
}

export function OrderSummary({ order }: { order: OrderView }) {
  const { status, bank, address } = order;
  return (
    <div className={styles.summary}>
      <dl className={styles.facts}>
        <div>
          <dt>주문번호</dt>
          <dd data-testid="order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>주문일시</dt>
          <dd>{koreanDateTime(order.orderYmdt)}</dd>
        </div>
        {status && (
          <div>
            <dt>주문상태</dt>
            <dd data-testid="order-status">{ORDER_STATUS_LABELS[status]}</dd>
          </div>
        )}
        <div>
          <dt>결제수단</dt>
          <dd>{payTypeLabel(order.payType)}</dd>
        </div>
        <div>
          <dt>결제금액</dt>
          <dd data-testid="order-amount">{formatWon(order.amounts.charged)}</dd>
        </div>
        {order.amounts.pointsUsed > 0 && (
          <div>
            <dt>적립금 사용</dt>
            <dd>{formatWon(order.amounts.pointsUsed)}</dd>
          </div>
        )}
      </dl>
      {bank && (
        <section className={styles.bank} aria-labelledby="bank-title" data-testid="virtual-account">
          <h2 id="bank-title" className={styles.subTitle}>
            입금하실 계좌
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>은행</dt>
              <dd>{bank.bankName}</dd>
            </div>
            <div>
              <dt>계좌번호</dt>
              <dd data-testid="virtual-account-no">{bank.account}</dd>
            </div>
            <div>
              <dt>예금주</dt>
              <dd>{bank.depositorName}</dd>
            </div>
            <div>
              <dt>입금기한</dt>
              <dd>{koreanDateTime(bank.paymentExpirationYmdt)}까지</dd>
            </div>
          </dl>
          <p className={styles.note}>입금이 확인되면 상품 준비를 시작합니다. 기한이 지나면 주문이 자동으로 취소됩니다.</p>
        </section>
      )}
      <section aria-labelledby="items-title">
        <h2 id="items-title" className={styles.subTitle}>
          주문 상품
        </h2>
        <ul className={styles.items}>
          {order.lines.map((line) => (
            <li key={line.orderOptionNo} className={styles.item}>
              <LineThumb inputs={line.inputs} imageUrl={line.imageUrl} size={64} className={styles.itemThumb} />
              <span className={styles.itemText}>
                <span className={styles.itemName}>{line.productName}</span>
                {line.optionText && <span className={styles.itemOption}>{line.optionText}</span>}
                <span className={styles.itemOption}>
                  {line.orderCnt}개 · {ORDER_STATUS_LABELS[line.status]}
                </span>
              </span>
              <strong>{formatWon(line.buyAmount)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="address-title">
        <h2 id="address-title" className={styles.subTitle}>
          배송지
        </h2>
        <p className={styles.address}>
          {address.receiverName} · {address.receiverContact1}
          <br />[{address.receiverZipCd}] {address.receiverAddress} {address.receiverDetailAddress}
        </p>
      </section>
    </div>
  );
}

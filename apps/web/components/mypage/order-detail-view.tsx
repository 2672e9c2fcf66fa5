// An order's detail, the same for members and guests: items by delivery with their statuses and
// tracking, the amounts (points used included), the payment (virtual account details while the
// deposit is awaited) and where it goes. No hooks: server pages and the guest lookup both use it.
import { PayMark } from '@/components/checkout/pay-mark';
import Link from '@/components/ui/link';
import { formatPhoneNumber, formatWon } from '@courtside/core/format';
import { ymdtDot } from '@/lib/community/community-text';
import { payTypeLabel } from '@/lib/mypage/order-labels';
import { lineReviewEligibility, type OrderLineView, type OrderView } from '@/lib/order/order-view';
import styles from './mypage.module.css';
import { LineInputs, LineThumb } from '@/components/design/design-line';
import { REVIEW_ELIGIBILITY_TEXT } from '@/lib/community/review-eligibility';

/** Per order line, before writing: 리뷰 쓰기, or why a review cannot be written (members only). */
function ReviewState({ productNo, line, reviewed }: { productNo: number; line: OrderLineView; reviewed: ReadonlySet<number> }) {
  const eligibility = lineReviewEligibility(line, reviewed);
  if (eligibility === 'writable')
    return (
      <Link href={`/product/${productNo}?review=write#reviews`} data-testid="review-state">
        리뷰 쓰기
      </Link>
    );
  return (
    <p className={styles.itemOption} data-testid="review-state">
      {REVIEW_ELIGIBILITY_TEXT[eligibility]}
    </p>
  );
}

/** `reviewed`: the member's reviewed order lines — given, each line says whether it can be reviewed. */
export function OrderDetailView({ order, reviewed }: { order: OrderView; reviewed?: ReadonlySet<number> }) {
  const { amounts, bank, address } = order;
  return (
    <>
      <section aria-labelledby="order-head" className={styles.card}>
        <h2 id="order-head" className={styles.sectionTitle}>
          주문번호 {order.orderNo}
        </h2>
        <p className={styles.meta}>
          <span>주문일 {ymdtDot(order.orderYmdt)}</span>
          <span>결제수단 {payTypeLabel(order.payType)}</span>
        </p>
      </section>

      <section aria-labelledby="order-items">
        <h2 id="order-items" className={styles.sectionTitle}>
          주문 상품
        </h2>
        <ul className={styles.list}>
          {order.deliveries.map((delivery) => (
            <li key={delivery.deliveryNo} className={styles.card}>
              <p className={styles.meta}>
                <span>{delivery.partnerName} 배송</span>
                <span>배송비 {formatWon(delivery.deliveryAmount)}</span>
                {delivery.invoiceNo && <span>송장번호 {delivery.invoiceNo}</span>}
              </p>
              {delivery.lines.map((option) => (
                <div key={option.orderOptionNo} className={styles.item} data-testid="order-option">
                  <LineThumb inputs={option.inputs} imageUrl={option.imageUrl} size={72} />
                  <div>
                    <p className={styles.itemName}>{option.productName}</p>
                    {option.optionText && (
                      <p className={styles.itemOption} data-testid="option-text">
                        {option.optionText}
                      </p>
                    )}
                    <LineInputs inputs={option.inputs} className={styles.itemOption} separator=" : " />
                    <p className={styles.itemOption}>
                      {option.orderCnt}개 · <span className={styles.amount}>{formatWon(option.buyAmount)}</span>
                    </p>
                    <p className={styles.status} data-testid="option-status">
                      {option.statusLabel}
                    </p>
                    {reviewed && <ReviewState productNo={option.productNo} line={option} reviewed={reviewed} />}
                    {option.trackingUrl && (
                      <a href={option.trackingUrl} target="_blank" rel="noreferrer">
                        배송 조회
                      </a>
                    )}
                  </div>
                </div>
                ))}
              </li>
            ))}
        </ul>
      </section>

      <section aria-labelledby="order-amounts" className={styles.card}>
        <h2 id="order-amounts" className={styles.sectionTitle}>
          결제 금액
        </h2>
        <dl className={styles.dl}>
          <dt>상품 금액</dt>
          <dd>{formatWon(amounts.standard)}</dd>
          <dt>할인</dt>
          <dd>-{formatWon(amounts.discount)}</dd>
          <dt>배송비</dt>
          <dd>{formatWon(amounts.delivery)}</dd>
          <dt>적립금 사용</dt>
          <dd data-testid="points-used">-{formatWon(amounts.pointsUsed)}</dd>
          <dt className={styles.total}>결제 금액</dt>
          <dd className={styles.total} data-testid="pay-amount">
            {formatWon(amounts.paid)}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="order-payment" className={styles.card}>
        <h2 id="order-payment" className={styles.sectionTitle}>
          결제 정보
        </h2>
        <dl className={styles.dl}>
          <dt>결제수단</dt>
          <dd>
            <PayMark payType={order.payType} /> {payTypeLabel(order.payType)}
          </dd>
          {bank && (
            <>
              <dt>입금 계좌</dt>
              <dd>
                {bank.bankName} {bank.account}
              </dd>
              <dt>예금주</dt>
              <dd>{bank.depositorName}</dd>
              {bank.paymentExpirationYmdt && (
                <>
                  <dt>입금 기한</dt>
                  <dd>{bank.paymentExpirationYmdt}</dd>
                </>
              )}
            </>
          )}
          {order.cardName !== null && (
            <>
              <dt>카드</dt>
              <dd data-testid="card-company">{order.cardName}</dd>
            </>
          )}
          {order.cashReceipt && (
            <>
              <dt>현금영수증</dt>
              <dd data-testid="cash-receipt">
                {order.cashReceipt.purposeLabel} · {order.cashReceipt.keyText}
                <br />
                {order.cashReceipt.statusLabel}
                {order.cashReceipt.approvalNo && (
                  <>
                    <br />
                    승인번호 <strong data-testid="cash-receipt-approval">{order.cashReceipt.approvalNo}</strong>
                    {order.cashReceipt.amount !== null && ` · ${formatWon(order.cashReceipt.amount)}`}
                  </>
                )}
                {order.cashReceipt.url && (
                  <>
                    <br />
                    <a href={order.cashReceipt.url} target="_blank" rel="noopener noreferrer">
                      현금영수증 보기
                    </a>
                  </>
                )}
              </dd>
            </>
          )}
        </dl>
      </section>

      <RefundSection order={order} />

      <section aria-labelledby="order-delivery" className={styles.card}>
        <h2 id="order-delivery" className={styles.sectionTitle}>
          배송지
        </h2>
        <dl className={styles.dl}>
          <dt>받는 분</dt>
          <dd>{address.receiverName}</dd>
          <dt>연락처</dt>
          <dd>{address.receiverContact1 ? formatPhoneNumber(address.receiverContact1) : ''}</dd>
          <dt>주소</dt>
          <dd>
            ({address.receiverZipCd}) {address.receiverAddress} {address.receiverDetailAddress}
          </dd>
          {order.memo && (
            <>
              <dt>요청 사항</dt>
              <dd>{order.memo}</dd>
            </>
          )}
        </dl>
      </section>
    </>
  );
}

/** What each cancel or return gave back: amount (money and points), method and date (item 5). */
function RefundSection({ order }: { order: OrderView }) {
  const { refunds } = order;
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds" className={styles.card}>
      <h2 id="order-refunds" className={styles.sectionTitle}>
        환불 정보
      </h2>
      <ul className={styles.list}>
        {refunds.map((r) => (
          <li key={r.claimNo} data-testid="refund-info">
            <dl className={styles.dl}>
              <dt>{r.title}</dt>
              <dd data-testid="refund-amount">{formatWon(r.amount)}</dd>
              {r.pointsBack > 0 && (
                <>
                  <dt>적립금 환원</dt>
                  <dd>{formatWon(r.pointsBack)}</dd>
                </>
              )}
              <dt>환불 방법</dt>
              <dd data-testid="refund-method">{r.method}</dd>
              <dt>{r.completedYmdt ? '환불일' : '상태'}</dt>
              <dd data-testid="refund-date">{r.completedYmdt ? ymdtDot(r.completedYmdt) : '상품 회수 후 환불 예정'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

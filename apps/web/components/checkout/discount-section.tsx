'use client';
// 할인 · 적립금 for members: a product coupon per product (only coupons that apply to it, each
// used once), one cart coupon (cart or free-delivery), and points with 적용 / 전액 사용. Every
// change is recalculated by the platform, which also refuses what does not apply.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatWon } from '@courtside/core/format';
import { useShopApi } from '@/components/providers';
import { pointsToUse } from '@/lib/checkout/points';
import type { CouponSelection } from '@/lib/checkout/reserve-request';
import { couponChoiceText } from '@/lib/mypage/coupon-text';
import button from '@/components/ui/button.module.css';
import styles from './checkout.module.css';

export interface SheetProduct {
  productNo: number;
  productName: string;
}

export interface DiscountSectionProps {
  products: readonly SheetProduct[];
  coupons: CouponSelection;
  points: number;
  myPoints: number;
  maxPoints: number;
  busy: boolean;
  onCoupons: (next: CouponSelection) => void;
  onPoints: (amount: number) => void;
}

export function DiscountSection(props: DiscountSectionProps) {
  const shopApi = useShopApi();
  const mine = useQuery({
    queryKey: ['member', 'coupons', 'usable'],
    queryFn: () => shopApi.coupons.listMine({ pageNumber: 1, pageSize: 100, usable: true }),
  });
  // Which coupons apply to which product: the platform's issuable list per product, by coupon number.
  const targets = useQueries({
    queries: props.products.map((p) => ({
      queryKey: ['coupon-targets', p.productNo],
      queryFn: () => shopApi.coupons.listIssuableForProduct(p.productNo),
      staleTime: 300_000,
    })),
  });
  const coupons = mine.data?.items ?? [];
  const productCoupons = coupons.filter((c) => c.couponType === 'PRODUCT');
  const cartCoupons = coupons.filter((c) => c.couponType !== 'PRODUCT');

  const chosenFor = (productNo: number) => props.coupons.productCoupons.find((c) => c.productNo === productNo)?.couponIssueNo ?? 0;
  const setProductCoupon = (productNo: number, couponIssueNo: number) => {
    const others = props.coupons.productCoupons.filter((c) => c.productNo !== productNo);
    props.onCoupons({ ...props.coupons, productCoupons: couponIssueNo ? [...others, { productNo, couponIssueNo }] : others });
  };

  return (
    <section className={styles.section} aria-labelledby="discount-title">
      <h2 id="discount-title" className={styles.sectionTitle}>
        할인 · 적립금
      </h2>
      {mine.isPending && <p className={styles.muted}>쿠폰을 불러오는 중입니다.</p>}
      {mine.data && coupons.length === 0 && <p className={styles.muted}>사용할 수 있는 쿠폰이 없습니다.</p>}
      {productCoupons.length > 0 &&
        props.products.map((product, index) => {
          const applicable = new Set((targets[index]?.data ?? []).map((c) => c.couponNo));
          const options = targets[index]?.data ? productCoupons.filter((c) => applicable.has(c.couponNo)) : productCoupons;
          if (options.length === 0) return null;
          const id = `product-coupon-${product.productNo}`;
          const chosen = chosenFor(product.productNo);
          return (
            <div key={product.productNo} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                상품 쿠폰 · {product.productName}
              </label>
              <select id={id} className={styles.input} value={chosen} disabled={props.busy} onChange={(e) => setProductCoupon(product.productNo, Number(e.target.value))}>
                <option value={0}>사용 안 함</option>
                {options.map((c) => (
                  <option key={c.couponIssueNo} value={c.couponIssueNo} disabled={c.couponIssueNo !== chosen && props.coupons.productCoupons.some((p) => p.couponIssueNo === c.couponIssueNo)}>
                    {couponChoiceText(c)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      {cartCoupons.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="cart-coupon" className={styles.label}>
            장바구니 쿠폰
          </label>
          <select
            id="cart-coupon"
            className={styles.input}
            value={props.coupons.cartCouponIssueNo ?? 0}
            disabled={props.busy}
            onChange={(e) => props.onCoupons({ ...props.coupons, cartCouponIssueNo: Number(e.target.value) || null })}
          >
            <option value={0}>사용 안 함</option>
            {cartCoupons.map((c) => (
              <option key={c.couponIssueNo} value={c.couponIssueNo}>
                {couponChoiceText(c)}
              </option>
            ))}
          </select>
        </div>
      )}
      <PointsField {...props} />
    </section>
  );
}

function PointsField({ points, myPoints, maxPoints, busy, onPoints }: DiscountSectionProps) {
  const [text, setText] = useState(points > 0 ? String(points) : '');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The platform may have reset the points (a coupon lowered the limit): show what is really used.
  useEffect(() => setText(points > 0 ? String(points) : ''), [points]);
  const apply = (raw: string) => {
    const result = pointsToUse(raw, maxPoints);
    if (!result.ok) {
      setMessage({ text: result.message, error: true });
      return;
    }
    setText(result.amount > 0 ? String(result.amount) : '');
    setMessage(result.note ? { text: result.note, error: false } : null);
    if (result.amount !== points) onPoints(result.amount);
  };
  return (
    <div className={styles.field}>
      <label htmlFor="checkout-points" className={styles.label}>
        적립금
      </label>
      <div className={styles.pointsRow}>
        <input
          id="checkout-points"
          className={styles.input}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply(text);
            }
          }}
          placeholder="0"
          aria-describedby="checkout-points-hint checkout-points-message"
          disabled={busy || maxPoints <= 0}
        />
        <button type="button" className={`${button.outline} ${button.small}`} onClick={() => apply(text)} disabled={busy || maxPoints <= 0}>
          적용
        </button>
        <button type="button" className={`${button.outline} ${button.small}`} onClick={() => apply(String(maxPoints))} disabled={busy || maxPoints <= 0}>
          전액 사용
        </button>
      </div>
      <p id="checkout-points-hint" className={styles.hint}>
        보유 적립금 {formatWon(myPoints)} · 이번 주문 최대 {formatWon(maxPoints)} 사용 가능 (1,000원 이상부터)
      </p>
      <p id="checkout-points-message" className={message?.error ? styles.fieldError : styles.hint} role={message ? 'status' : undefined}>
        {message?.text}
      </p>
    </div>
  );
}

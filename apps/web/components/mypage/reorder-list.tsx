'use client';
// The products of a past order, to open again or to put back into the member cart in one go.
import { useQueryClient } from '@tanstack/react-query';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { queryKeys } from '@/lib/query-keys';
import { showToast } from '@/lib/toast/toast-store';
import styles from './mypage.module.css';

export interface ReorderLine {
  orderOptionNo: number;
  productNo: number;
  optionNo: number;
  productName: string;
  optionText: string;
  imageUrl: string;
  orderCnt: number;
  optionInputs: { inputLabel: string; inputValue: string }[];
}

export function ReorderList({ lines }: { lines: readonly ReorderLine[] }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(lines.map((l) => l.orderOptionNo)));
  const action = useAction({ report: 'toast' });

  const addToCart = async () => {
    const picked = lines.filter((l) => chosen.has(l.orderOptionNo));
    if (picked.length === 0) return showToast('담을 상품을 선택해 주세요.', 'error');
    return action.run(async () => {
      await shopApi.cart.add(picked.map((l) => ({ productNo: l.productNo, optionNo: l.optionNo, orderCnt: l.orderCnt, optionInputs: l.optionInputs })));
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      showToast('장바구니에 담았습니다.', 'success');
    });
  };

  return (
    <>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={line.orderOptionNo} className={styles.card}>
            <div className={styles.item}>
              {line.imageUrl ? <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span />}
              <div>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={chosen.has(line.orderOptionNo)}
                    onChange={(e) =>
                      setChosen((set) => {
                        const next = new Set(set);
                        if (e.target.checked) next.add(line.orderOptionNo);
                        else next.delete(line.orderOptionNo);
                        return next;
                      })
                    }
                  />
                  {line.productName}
                </label>
                {line.optionText && <p className={styles.itemOption}>{line.optionText}</p>}
                <p className={styles.itemOption}>{line.orderCnt}개</p>
                <Link href={`/products/${line.productNo}`}>상품 보기</Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={button.primary} disabled={action.busy} onClick={() => void addToCart()}>
          선택 상품 장바구니 담기
        </button>
        <Link href="/cart" className={button.outline}>
          장바구니 보기
        </Link>
      </div>
    </>
  );
}

// Stock by scanning: receive (each scan +1), count (each scan counts one on the shelf; the terminal
// records counted − expected), and adjustments, damage and returns as deltas with a reason. Every
// change is a delta in the outbox, so it works offline and merges with other terminals.
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import type { CatalogueItem } from '../../shared/schemas.ts';

type Reason = 'receive' | 'count' | 'adjust' | 'damage' | 'return';
const REASONS: readonly { value: Reason; label: string; hint: string }[] = [
  { value: 'receive', label: '입고', hint: '스캔할 때마다 1개씩 늘어납니다.' },
  { value: 'count', label: '재고 실사', hint: '선반의 상품을 하나씩 스캔하세요.' },
  { value: 'adjust', label: '재고 조정', hint: '늘리거나 줄일 수량(−는 감소)과 사유를 입력하세요.' },
  { value: 'damage', label: '파손·폐기', hint: '폐기할 수량과 사유를 입력하세요.' },
  { value: 'return', label: '반품 입고', hint: '되돌아온 수량을 입력하세요.' },
];

export function StockScreen() {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<Reason>('count');
  const [item, setItem] = useState<CatalogueItem | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(0);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const recent = useQuery({ queryKey: ['stock-recent'], queryFn: () => call('stock.recent', { limit: 20 }) });

  useWedgeScanner((scan) => {
    void (async () => {
      try {
        const found = await call('catalogue.lookup', { code: scan.code });
        setError(null);
        setDone(null);
        if (item && found.optionNo === item.optionNo) {
          if (reason === 'receive' || reason === 'count') setQuantity((q) => q + 1);
          return;
        }
        setItem(found);
        setScanned(scan.code);
        setQuantity(reason === 'receive' || reason === 'count' ? 1 : 0);
      } catch (e) {
        setError(errorMessage(e));
      }
    })();
  });

  async function commit() {
    if (!item) return;
    try {
      const movement = await call('stock.move', { optionNo: item.optionNo, reason, quantity, note, barcode: scanned });
      setDone(`${item.name}: ${movement.delta > 0 ? '+' : ''}${movement.delta}개 → 재고 ${movement.stockAfter}개`);
      setItem(null);
      setQuantity(0);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['stock-recent'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  const current = REASONS.find((r) => r.value === reason);
  return (
    <section aria-labelledby="stock-title">
      <h1 id="stock-title">재고</h1>
      <div className="tabs" role="tablist" aria-label="재고 작업">
        {REASONS.map((r) => (
          <button
            key={r.value}
            type="button"
            role="tab"
            aria-selected={reason === r.value}
            className={reason === r.value ? 'active' : ''}
            onClick={() => {
              setReason(r.value);
              setItem(null);
              setQuantity(0);
            }}
          >
            {r.label}
          </button>
        ))}
      </div>
      <p className="muted">{current?.hint}</p>
      {item ? (
        <div className="stock-card" data-testid="stock-item">
          <h2>
            {item.name}
            {item.optionName ? ` (${item.optionName})` : ''}
          </h2>
          <p>전산 재고 {item.stock}개</p>
          <label htmlFor="stock-qty">{reason === 'count' ? '센 수량' : reason === 'adjust' ? '조정 수량(±)' : '수량'}</label>
          <input id="stock-qty" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(Number(e.target.value.replace(/[^0-9-]/g, '')) || 0)} data-testid="stock-qty" />
          {reason === 'count' ? <p data-testid="count-diff">차이 {quantity - item.stock > 0 ? '+' : ''}{quantity - item.stock}개</p> : null}
          <label htmlFor="stock-note">사유 / 메모</label>
          <input id="stock-note" value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="row">
            <button type="button" onClick={() => setItem(null)}>
              취소
            </button>
            <button type="button" className="primary big" onClick={() => void commit()}>
              {current?.label} 확정
            </button>
          </div>
        </div>
      ) : (
        <p className="empty">상품 바코드를 스캔하세요.</p>
      )}
      <Notice error={error} note={done} />
      <h2>최근 재고 변경</h2>
      <table className="list">
        <tbody>
          {(recent.data ?? []).map((m) => (
            <tr key={m.id}>
              <td>{koreanTime(m.createdAt)}</td>
              <td>{REASONS.find((r) => r.value === m.reason)?.label}</td>
              <td>{m.itemName}</td>
              <td>
                {m.delta > 0 ? '+' : ''}
                {m.delta}
              </td>
              <td>재고 {m.stockAfter}</td>
              <td>{m.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

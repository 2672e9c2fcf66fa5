// 마감 정산 (#28 item 4): the closing count by denomination (5만원 … 10원), summed live beside the
// expected cash and 과부족 (counted − expected: negative 부족, positive 과잉), then 마감 확정 runs Z.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CASH_DENOMINATIONS, drawerOverShort } from '@courtside/core/pos';
import { formatNumber } from '@courtside/core/format';
import { NumberField } from '../components/number-field.tsx';
import { Won } from '../components/won.tsx';
import type { DrawerCountInput } from '../../shared/schemas.ts';
import { DenominationTable } from './drawer-summary.tsx';

export function ClosingCount({ expected, busy, onConfirm, onCancel }: { readonly expected: number; readonly busy: boolean; readonly onConfirm: (counts: DrawerCountInput[]) => void; readonly onCancel: () => void }) {
  const [texts, setTexts] = useState<Record<number, string>>({});
  const counts = CASH_DENOMINATIONS.map((denomination) => ({ denomination, count: Number((texts[denomination] ?? '').replace(/[^0-9]/g, '').slice(0, 6) || '0') }));
  const counted = counts.reduce((sum, c) => sum + c.denomination * c.count, 0);
  const overShort = drawerOverShort(counted, expected);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onConfirm(counts);
  }

  return (
    <form className="closing-count" onSubmit={submit} aria-labelledby="closing-count-title">
      <h2 id="closing-count-title">마감 정산 — 권종별 현금</h2>
      <div className="closing-count-body">
        <DenominationTable
          label="권종별 현금"
          rows={counts}
          countCell={(c) => (
            <NumberField
              className="count-input"
              aria-label={`${formatNumber(c.denomination)}원 수량`}
              value={texts[c.denomination] ?? ''}
              placeholder="0"
              onValueChange={(text) => setTexts((t) => ({ ...t, [c.denomination]: text }))}
            />
          )}
        />
        {/* Beside the table, so 마감 확정 stays in view on a 768 px high counter screen. */}
        <div className="closing-count-side">
          <dl className="totals">
            <dt>실제 현금 (합계)</dt>
            <dd data-testid="closing-counted">
              <Won amount={counted} />
            </dd>
            <dt>예상 현금</dt>
            <dd data-testid="closing-expected">
              <Won amount={expected} />
            </dd>
            <dt className="grand">과부족 ({overShort.label})</dt>
            <dd className={`grand ${overShort.amount < 0 ? 'warn' : ''}`} data-testid="closing-over-short">
              <Won amount={overShort.amount} />
            </dd>
          </dl>
          <div className="row">
            <button type="submit" className="danger" disabled={busy}>
              마감 확정
            </button>
            <button type="button" onClick={onCancel}>
              취소
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}

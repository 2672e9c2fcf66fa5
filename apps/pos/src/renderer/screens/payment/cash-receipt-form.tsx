// 현금영수증 on the cash part (F10): the shopper's phone number, 현금영수증 card or 사업자등록번호 typed or
// scanned, 소득공제 / 지출증빙 chosen; checked here with core's rules before anything is sent.
import { checkCashReceiptRequest } from '@courtside/core/pos';
import type { CashReceiptRequest } from '../../../shared/schemas.ts';

export interface CashReceiptDraft {
  readonly open: boolean;
  readonly identity: string;
  readonly purpose: 'income' | 'expense';
}

export const EMPTY_CASH_RECEIPT: CashReceiptDraft = { open: false, identity: '', purpose: 'income' };

/** The request to send, null when none is asked; an error text when what was typed is not valid. */
export function cashReceiptRequest(draft: CashReceiptDraft): { readonly request: CashReceiptRequest | null; readonly error: string | null } {
  if (!draft.open || draft.identity.trim() === '') return { request: null, error: null };
  const check = checkCashReceiptRequest(draft.identity, draft.purpose);
  if (!check.ok) return { request: null, error: check.message };
  return { request: { identity: check.identity.digits, purpose: check.purpose }, error: null };
}

export function CashReceiptForm({ draft, onChange }: { readonly draft: CashReceiptDraft; readonly onChange: (draft: CashReceiptDraft) => void }) {
  if (!draft.open) return null;
  const { error } = cashReceiptRequest(draft);
  return (
    <fieldset className="cash-receipt" aria-label="현금영수증">
      <legend>현금영수증</legend>
      <label htmlFor="cash-receipt-identity">휴대폰 번호 · 현금영수증 카드 · 사업자등록번호</label>
      <input
        id="cash-receipt-identity"
        inputMode="numeric"
        autoComplete="off"
        value={draft.identity}
        placeholder="010-1234-5678"
        onChange={(e) => onChange({ ...draft, identity: e.target.value.replace(/[^0-9-]/g, '').slice(0, 24) })}
        aria-invalid={error !== null}
      />
      <div className="row" role="radiogroup" aria-label="발급 용도">
        {(['income', 'expense'] as const).map((purpose) => (
          <label key={purpose} className="radio">
            <input type="radio" name="cash-receipt-purpose" checked={draft.purpose === purpose} onChange={() => onChange({ ...draft, purpose })} />
            {purpose === 'income' ? '소득공제 (개인)' : '지출증빙 (사업자)'}
          </label>
        ))}
      </div>
      {error ? <p className="notice error">{error}</p> : null}
    </fieldset>
  );
}

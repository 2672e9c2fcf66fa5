// While the reader has the payment: "카드를 넣어 주세요" (or the barcode being checked) and the agent's
// progress. Nothing on the screen can be pressed meanwhile; the answer comes back by itself.
import { Won } from '../../components/won.tsx';
import { useStatusStore } from '../../stores/status-store.ts';

export function CardProgress({ amount, easyPay }: { readonly amount: number; readonly easyPay: boolean }) {
  const progress = useStatusStore((s) => s.paymentProgress);
  return (
    <div className="card-progress" role="status" aria-live="polite" data-testid="card-progress">
      <p className="due">{easyPay ? '간편결제 승인 중' : '카드를 넣어 주세요'}</p>
      <p>
        <Won amount={amount} /> 승인을 요청했습니다.
      </p>
      <p className="muted">{progress ?? '카드 단말기를 기다리고 있습니다…'}</p>
      <progress aria-label="승인 진행" />
    </div>
  );
}

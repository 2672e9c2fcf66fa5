'use client';
// The admin's production buttons: the next step along request → progress → completion. The server
// decides (core's machine); a refusal shows its Korean message, a success re-renders the page.
import { useRouter } from 'next/navigation';
import { PRODUCTION_STATUS_LABELS, nextProductionStatus, type ProductionStep } from '@courtside/core/machines';
import { type ProductionStatus } from '@courtside/core/api';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';

const ACTION_LABELS: Readonly<Record<ProductionStatus, string>> = {
  request: '제작 요청',
  progress: '제작 시작',
  completion: '제작 완료 처리',
};

export function StatusActions({ orderNo, status }: { orderNo: string; status: ProductionStep }) {
  const ownApi = useOwnApi();
  const router = useRouter();
  const next = nextProductionStatus(status);
  const move = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  const moveTo = async (to: ProductionStatus) => {
    await move.run(async () => {
      const reply = await ownApi.moveCustomProduction({ orderNo, status: to });
      showToast(`${PRODUCTION_STATUS_LABELS[reply.status]} 상태로 바꿨습니다.`);
    });
    // Moved or refused, the page shows the order as it now stands.
    router.refresh();
  };
  if (next === null || next === 'design') return <p>제작이 모두 끝난 주문입니다.</p>;
  return (
    <button type="button" className={button.primary} disabled={move.busy} onClick={() => void moveTo(next)}>
      {move.busy ? '처리 중…' : ACTION_LABELS[next]}
    </button>
  );
}

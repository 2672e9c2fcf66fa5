'use client';
// The external order export from the admin list: pick the orders with print-on-demand lines,
// download the JSON document, or send it through the pod adapter.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';
import styles from './production.module.css';

interface ExportReply {
  accepted?: string[];
  sent?: number;
  message?: string;
}

export function ExportActions({ orderNos }: { orderNos: readonly string[] }) {
  const router = useRouter();
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(orderNos));
  const chosen = orderNos.filter((no) => picked.has(no));
  const send = useAction({ toMessage: (error) => (error instanceof Error ? error.message : String(error)), report: 'toast' });
  const sendChosen = () =>
    send.run(async () => {
      const res = await fetch('/api/custom/admin/export', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderNos: chosen }),
      });
      const body = (await res.json().catch(() => ({}))) as ExportReply;
      if (!res.ok) throw new Error(body.message ?? '주문제작 업체로 보내지 못했습니다. 다시 시도해 주세요.');
      showToast(`${body.sent ?? 0}건 중 ${body.accepted?.length ?? 0}건을 주문제작 업체가 접수했습니다.`);
      router.refresh();
    });

  if (orderNos.length === 0) return null;
  const toggle = (no: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(no)) next.delete(no);
      else next.add(no);
      return next;
    });

  return (
    <fieldset className={styles.exportBox}>
      <legend>주문제작 업체 주문 내보내기</legend>
      <div className={styles.checks}>
        {orderNos.map((no) => (
          <label key={no}>
            <input type="checkbox" checked={picked.has(no)} onChange={() => toggle(no)} /> {no}
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <a
          className={`${button.outline} ${button.small}`}
          href={chosen.length > 0 ? `/api/custom/admin/export?orderNos=${encodeURIComponent(chosen.join(','))}` : undefined}
          aria-disabled={chosen.length === 0}
          download
        >
          JSON 내려받기
        </a>
        <button type="button" className={`${button.dark} ${button.small}`} disabled={chosen.length === 0 || send.busy} onClick={() => void sendChosen()}>
          {send.busy ? '보내는 중…' : '업체로 전송'}
        </button>
      </div>
    </fieldset>
  );
}

'use client';
// Where a custom order was sold: the own mall by default; an admin corrects it for an order taken on
// the smartstore or entered by an admin, so the list's channel filter reads true.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SALES_CHANNELS, salesChannelLabel } from '@courtside/core';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from './production.module.css';

export function SalesChannelSelect({ orderNo, salesChannel }: { orderNo: string; salesChannel: string }) {
  const ownApi = useOwnApi();
  const router = useRouter();
  const [value, setValue] = useState(salesChannel);
  const save = useMutation({
    mutationFn: () => ownApi.setCustomSalesChannel({ orderNo, salesChannel: value }),
    onSuccess: (reply) => {
      showToast(`판매 채널을 ${salesChannelLabel(reply.salesChannel)}(으)로 바꿨습니다.`);
      router.refresh();
    },
    onError: (error) => showToast(errorMessage(error, 'UNKNOWN'), 'error'),
  });
  return (
    <div className={styles.actions}>
      <label className={styles.field}>
        판매 채널
        <select value={value} onChange={(e) => setValue(e.target.value)}>
          {SALES_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {salesChannelLabel(channel)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={`${button.outline} ${button.small}`} disabled={value === salesChannel || save.isPending} onClick={() => save.mutate()}>
        채널 저장
      </button>
    </div>
  );
}

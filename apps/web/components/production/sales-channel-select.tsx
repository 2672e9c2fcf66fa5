'use client';
// Where a custom order was sold: the own mall by default; an admin corrects it for an order taken on
// the smartstore or entered by an admin, so the list's channel filter reads true.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SALES_CHANNELS, salesChannelLabel } from '@courtside/core/design';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { Select, useAction } from '@/components/ui/form';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from './production.module.css';

export function SalesChannelSelect({ orderNo, salesChannel }: { orderNo: string; salesChannel: string }) {
  const ownApi = useOwnApi();
  const router = useRouter();
  const [value, setValue] = useState(salesChannel);
  const save = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  const saveChannel = () =>
    save.run(async () => {
      const reply = await ownApi.setCustomSalesChannel({ orderNo, salesChannel: value });
      showToast(`판매 채널을 ${salesChannelLabel(reply.salesChannel)}(으)로 바꿨습니다.`);
      router.refresh();
    });
  return (
    <div className={styles.actions}>
      <label className={styles.field}>
        판매 채널
        <Select value={value} onChange={setValue} options={SALES_CHANNELS.map((channel) => ({ value: channel, label: salesChannelLabel(channel) }))} />
      </label>
      <button type="button" className={`${button.outline} ${button.small}`} disabled={value === salesChannel || save.busy} onClick={() => void saveChannel()}>
        채널 저장
      </button>
    </div>
  );
}

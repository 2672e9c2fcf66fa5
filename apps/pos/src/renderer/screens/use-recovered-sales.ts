// Sales recorded before the terminal last stopped, unseen by anyone: the sale screen shows them before
// a new sale can start. After a lost answer to 결제 (`hostLost`), it keeps asking until the terminal is
// back; when the lost attempt turns out recorded, the sale on screen is cleared (`onAttemptRecorded`).
import { useEffect, useState } from 'react';
import { ApiError, call } from '../api/terminal-api.ts';
import { useSaleStore } from '../stores/sale-store.ts';
import type { RecoveredSale } from '../../shared/schemas.ts';

export function useRecoveredSales(onAttemptRecorded: () => void) {
  const [recovered, setRecovered] = useState<RecoveredSale[]>([]);
  const [hostLost, setHostLost] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      void call('sales.unacknowledged', {}).then(
        (sales) => {
          if (!live) return;
          setHostLost(false);
          setRecovered(sales);
          const attempt = useSaleStore.getState().attemptId;
          if (sales.some((sale) => sale.attemptId === attempt)) {
            useSaleStore.getState().clear();
            onAttemptRecorded();
          }
        },
        (e: unknown) => {
          if (live && hostLost && e instanceof ApiError && e.code === 'HOST_UNREACHABLE') timer = setTimeout(check, 1_000);
        },
      );
    };
    check();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
    // onAttemptRecorded only sets state; the check runs again only when the host is lost or back.
  }, [hostLost]);

  return {
    recovered,
    /** A recovered sale the cashier confirmed. */
    acknowledged: (id: string) => setRecovered((list) => list.filter((s) => s.id !== id)),
    /** 결제's answer was lost: find out whether the sale was recorded before anyone pays again. */
    lostHost: () => setHostLost(true),
  };
}

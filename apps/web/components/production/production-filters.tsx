// The production list's filters as a plain GET form: works without JavaScript, and the URL names the
// view an admin can share.
import { PRODUCTION_STATUS_LABELS, type ProductionStep } from '@courtside/core/machines';
import { SALES_CHANNELS, salesChannelLabel } from '@courtside/core/design';
import button from '@/components/ui/button.module.css';
import styles from './production.module.css';

export interface ProductionFilterValues {
  status: ProductionStep | '';
  salesChannel: string;
  keyword: string;
}

export function ProductionFilters({ action, values, statuses }: { action: string; values: ProductionFilterValues; statuses: readonly ProductionStep[] }) {
  return (
    <form className={styles.filters} action={action} method="get" role="search" aria-label="커스텀 주문 검색">
      {statuses.length > 1 && (
        <label className={styles.field}>
          제작 상태
          <select name="status" defaultValue={values.status}>
            <option value="">전체</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {PRODUCTION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        판매 채널
        <select name="salesChannel" defaultValue={values.salesChannel}>
          <option value="">전체</option>
          {SALES_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {salesChannelLabel(channel)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        검색어
        <input type="search" name="keyword" defaultValue={values.keyword} placeholder="주문번호, 주문자, 디자인 번호" maxLength={100} />
      </label>
      <button type="submit" className={`${button.dark} ${button.small}`}>
        조회
      </button>
    </form>
  );
}

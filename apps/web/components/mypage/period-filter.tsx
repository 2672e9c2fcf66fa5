// The period buttons (1일 … 1년, seed §9) above dated my-page lists; plain links, so the list is
// rendered by the server for the chosen range.
import Link from '@/components/ui/link';
import { DATE_RANGE_PRESETS, type DateRangePreset, type YmdRange } from '@courtside/core/format';
import { listHref } from '@/lib/mypage/list-params';
import styles from './mypage.module.css';

export function PeriodFilter({ pathname, current, preset, range }: { pathname: string; current: Record<string, string | undefined>; preset: DateRangePreset; range: YmdRange }) {
  return (
    <div>
      <ul className={styles.presets} aria-label="조회 기간">
        {DATE_RANGE_PRESETS.map((value) => (
          <li key={value}>
            <Link href={listHref(pathname, current, { period: value })} className={value === preset ? styles.presetCurrent : styles.preset} aria-current={value === preset ? 'true' : undefined}>
              {value}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.range}>
        {range.startYmd.replaceAll('-', '.')} ~ {range.endYmd.replaceAll('-', '.')}
      </p>
    </div>
  );
}

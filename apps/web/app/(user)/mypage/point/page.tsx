import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { formatWon } from '@courtside/core/format';
import { PageHead } from '@/components/mypage/page-head';
import { PeriodFilter } from '@/components/mypage/period-filter';
import styles from '@/components/mypage/mypage.module.css';
import { Pagination } from '@/components/ui/pagination';
import { ymdtDot } from '@/lib/community/community-text';
import { firstParam, listHref, pageOf, presetOf, rangeOf, type SearchParams } from '@/lib/mypage/list-params';
import { POINTS_FILTERS, pointsFilterOf, pointsRow, pointsSummary } from '@/lib/mypage/points';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '적립금' };

const PAGE_SIZE = 20;

export default async function MyPointsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/point');
  const params = await searchParams;
  const preset = presetOf(params, '3개월');
  const filter = pointsFilterOf(firstParam(params, 'type'));
  const page = pageOf(params);
  const range = rangeOf(preset, Date.now());
  const api = await memberApi();
  const [summary, history] = await Promise.all([
    api.points.getSummary().then(pointsSummary),
    api.points.list({ ...range, pageNumber: page, pageSize: PAGE_SIZE, ...(filter === 'ALL' ? {} : { accumulationReason: filter }) }),
  ]);
  const query = { period: preset, type: filter === 'ALL' ? undefined : filter };

  return (
    <div className={styles.page}>
      <PageHead title="적립금" lead="적립금은 주문할 때 현금처럼 쓸 수 있습니다." />
      <dl className={styles.summary}>
        <div className={styles.summaryBox}>
          <dt>사용 가능한 적립금</dt>
          <dd data-testid="points-available">{formatWon(summary.available)}</dd>
        </div>
        <div className={styles.summaryBox}>
          <dt>30일 안에 소멸 예정</dt>
          <dd>{formatWon(summary.expiringSoon)}</dd>
        </div>
      </dl>
      <ul className={styles.tabs}>
        {POINTS_FILTERS.map((f) => (
          <li key={f.value}>
            <Link href={listHref('/mypage/point', query, { type: f.value === 'ALL' ? undefined : f.value })} className={filter === f.value ? styles.tabCurrent : styles.tab} aria-current={filter === f.value ? 'page' : undefined}>
              {f.label}
            </Link>
          </li>
        ))}
      </ul>
      <PeriodFilter pathname="/mypage/point" current={query} preset={preset} range={range} />
      {history.items.length === 0 ? (
        <p className={styles.empty}>조회 기간에 적립금 내역이 없습니다.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">적립금 내역</caption>
          <thead>
            <tr>
              <th scope="col">일자</th>
              <th scope="col">내용</th>
              <th scope="col" className={styles.num}>
                금액
              </th>
              <th scope="col" className={styles.num}>
                잔액
              </th>
            </tr>
          </thead>
          <tbody>
            {history.items.map(pointsRow).map((line) => (
              <tr key={line.key} data-testid="points-row">
                <td>{ymdtDot(line.registerYmdt)}</td>
                <td>
                  <span className={styles.badge}>{line.label}</span> {line.reason}
                  {line.orderNo && <span className={styles.hint}> 주문 {line.orderNo}</span>}
                </td>
                <td className={`${styles.num} ${line.sign === '+' ? styles.plus : styles.minus}`}>{line.amount}</td>
                <td className={styles.num}>{formatWon(line.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalCount={history.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/point', query, { page: n })} />
    </div>
  );
}

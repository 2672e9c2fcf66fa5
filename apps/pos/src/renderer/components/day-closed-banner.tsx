// After Z (#28 item 5): the sale screen says plainly that today's business day is closed and which
// business day the next sale is recorded on — never a silent sale into the closed day — with the way
// to enter that day's float.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { koreanBusinessDateLabel } from '@courtside/core/pos';
import { call } from '../api/terminal-api.ts';

export function DayClosedBanner() {
  const state = useQuery({ queryKey: ['drawer-state'], queryFn: () => call('drawer.state', {}) });
  const data = state.data;
  if (!data?.afterClose) return null;
  return (
    <p className="notice warn-box day-closed-banner" data-testid="day-closed-banner">
      <strong>영업 마감됨</strong>
      {data.lastClosedDate ? ` (${koreanBusinessDateLabel(data.lastClosedDate)})` : ''} — 다음 판매는 {data.businessDateLabel} 영업일로 기록됩니다.{' '}
      {data.needsFloat ? <Link to="/open-day">{data.businessDateLabel} 시재 입력</Link> : null}
    </p>
  );
}

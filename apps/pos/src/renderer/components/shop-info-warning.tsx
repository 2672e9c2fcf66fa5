// Before the first sale of a terminal whose 매장 정보 is empty: its receipts would print "매장 정보
// 미설정" where the 상호 and 사업자번호 belong, so the sale screen says so first — and an admin gets the
// way to 설정 → 매장 정보 right there.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../api/terminal-api.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function ShopInfoWarning() {
  const shop = useQuery({ queryKey: ['shop'], queryFn: () => call('shop.get', {}) });
  const isAdmin = useSessionStore((s) => s.session?.role === 'admin');
  if (shop.data !== null) return null;
  return (
    <p className="notice warn-box" role="status" data-testid="shop-info-warning">
      매장 정보(상호·대표자·사업자등록번호·주소·전화번호)가 비어 있어 영수증에 &lsquo;매장 정보 미설정&rsquo;으로 인쇄됩니다.{' '}
      {isAdmin ? <Link to="/settings">설정 → 매장 정보에서 입력하기</Link> : '관리자에게 입력을 요청하세요.'}
    </p>
  );
}

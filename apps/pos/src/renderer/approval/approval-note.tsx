// Who approved a sale's discount or a refund on the spot, as the 주문/매출 detail shows it (issue 28):
// "관리자 김사장 승인 (환불 6,000원) · 14:05".
import { approvalSummary } from '@courtside/core/pos';
import { koreanTime } from '../components/korean-time.ts';
import type { ApprovalRecord } from '../../shared/schemas.ts';

export function ApprovalNote({ approval }: { readonly approval: ApprovalRecord }) {
  return (
    <span className="approval-note" data-testid="approval-note">
      {' · '}
      {approvalSummary(approval)} {koreanTime(approval.approvedAt)}
    </span>
  );
}

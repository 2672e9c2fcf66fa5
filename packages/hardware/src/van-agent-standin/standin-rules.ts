// What the stand-in answers to each request, as a VAN network would: approvals by test card or
// barcode, cancels against what is left of an approval, 망취소 by the POS's transaction id,
// 현금영수증 with the identity checked. Writes the ledger; the server decides how the reply travels.
import { RESULT_APPROVED, VAN_MESSAGE_TYPES, kstStamp } from '../van/van-codec.ts';
import type { VanReplyMessage, VanRequestMessage } from '../van/van-codec.ts';
import { EASY_PAY_LABELS } from '../van/van-types.ts';
import type { VanLedger } from './ledger.ts';
import { EASY_PAY_INSUFFICIENT_SUFFIX, easyPayProvider, findTestCard, maskCardNo } from './test-media.ts';

export interface StandinIdentity {
  readonly merchantNo: string;
}

export interface RuleResult {
  readonly reply: VanReplyMessage;
  /** 'close': the network approved, the reply is lost (the lost-after-approval card). */
  readonly delivery: 'reply' | 'close';
}

function base(request: VanRequestMessage, identity: StandinIdentity): VanReplyMessage {
  return {
    type: request.type,
    txId: request.txId,
    resultCode: RESULT_APPROVED,
    message: '정상 승인',
    approvalNo: '',
    approvedAt: '',
    issuer: '',
    acquirer: '',
    maskedCardNo: '',
    merchantNo: identity.merchantNo,
    tid: request.tid,
    amount: request.amount,
    installmentMonths: request.installmentMonths,
    provider: null,
    signed: false,
  };
}

const decline = (reply: VanReplyMessage, code: string, message: string): RuleResult => ({ reply: { ...reply, resultCode: code, message }, delivery: 'reply' });

function maskIdentity(digits: string): string {
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7 > 0 ? digits.length - 7 : 1)}${digits.slice(-4)}`;
}

export function applyRequest(request: VanRequestMessage, ctx: { readonly ledger: VanLedger; readonly identity: StandinIdentity; readonly card: string; readonly now: number }): RuleResult {
  const { ledger } = ctx;
  const reply = base(request, ctx.identity);
  const stamp = kstStamp(ctx.now);
  const at = new Date(ctx.now).toISOString();
  const nextNo = (prefix: string): string => `${prefix}${String(30_000_001 + ledger.entries().length).slice(-7)}`;

  switch (request.type) {
    case VAN_MESSAGE_TYPES.status:
      return { reply: { ...reply, message: '단말기 정상', approvalNo: '00000000', approvedAt: stamp }, delivery: 'reply' };

    case VAN_MESSAGE_TYPES.cardApprove: {
      if (request.amount <= 0) return decline(reply, '7301', '승인 금액이 올바르지 않습니다.');
      if (request.installmentMonths > 0 && request.amount < 50_000) return decline(reply, '7302', '5만원 미만은 할부를 할 수 없습니다.');
      if (ledger.approvalByTx(request.txId)) return decline(reply, '7303', '이미 처리된 거래번호입니다.');
      const card = findTestCard(ctx.card);
      if (!card) return decline(reply, '7001', '등록되지 않은 카드입니다. 카드사에 문의하세요.');
      if (card.behaviour === 'decline') return decline(reply, '7001', '거래가 거절되었습니다 (분실·정지 카드). 다른 카드로 결제하세요.');
      if (card.behaviour === 'insufficient') return decline(reply, '7002', '카드 한도(잔액)가 부족합니다. 다른 카드로 결제하세요.');
      if (card.behaviour === 'reader-timeout') return decline(reply, '7003', '카드가 입력되지 않았습니다 (단말기 대기 시간 초과). 다시 시도하세요.');
      const approvalNo = nextNo('3');
      const maskedCardNo = maskCardNo(card.cardNo);
      ledger.append({
        type: 'approval',
        txId: request.txId,
        approvalNo,
        date: stamp.slice(0, 8),
        at,
        amount: request.amount,
        vat: request.vat,
        installmentMonths: request.installmentMonths,
        provider: null,
        issuer: card.issuer,
        maskedCardNo,
        tid: request.tid,
      });
      return {
        reply: { ...reply, approvalNo, approvedAt: stamp, issuer: card.issuer, acquirer: card.acquirer, maskedCardNo },
        delivery: card.behaviour === 'lost-after-approval' ? 'close' : 'reply',
      };
    }

    case VAN_MESSAGE_TYPES.easyPay: {
      if (request.amount <= 0) return decline(reply, '7301', '승인 금액이 올바르지 않습니다.');
      if (ledger.approvalByTx(request.txId)) return decline(reply, '7303', '이미 처리된 거래번호입니다.');
      const provider = easyPayProvider(request.code);
      if (!provider) return decline(reply, '7101', '지원하지 않는 결제 바코드입니다. 간편결제 앱의 결제 바코드를 다시 보여 주세요.');
      if (request.code.endsWith(EASY_PAY_INSUFFICIENT_SUFFIX)) return decline(reply, '7102', `${EASY_PAY_LABELS[provider]} 잔액이 부족합니다.`);
      const approvalNo = nextNo('5');
      const label = EASY_PAY_LABELS[provider];
      ledger.append({ type: 'approval', txId: request.txId, approvalNo, date: stamp.slice(0, 8), at, amount: request.amount, vat: request.vat, installmentMonths: 0, provider, issuer: label, maskedCardNo: '', tid: request.tid });
      return { reply: { ...reply, installmentMonths: 0, approvalNo, approvedAt: stamp, issuer: label, acquirer: label, provider }, delivery: 'reply' };
    }

    case VAN_MESSAGE_TYPES.cancel: {
      // The same cancel sent again (its reply was lost) answers what was done, and cancels nothing more.
      const done = ledger.entries().find((e) => e.type === 'cancel' && !e.net && e.txId === request.txId);
      if (done && done.type === 'cancel') {
        const was = ledger.approvalByNo(done.originalApprovalNo);
        return { reply: { ...reply, message: '이미 취소되었습니다', approvalNo: done.approvalNo, approvedAt: stamp, amount: done.amount, issuer: was?.issuer ?? '', maskedCardNo: was?.maskedCardNo ?? '', provider: was?.provider ?? null }, delivery: 'reply' };
      }
      const original = ledger.approvalByNo(request.originalApprovalNo);
      if (!original || original.date !== request.originalDate) return decline(reply, '7201', '원거래를 찾을 수 없습니다. 원승인번호와 원거래일자를 확인하세요.');
      const remaining = ledger.remaining(original.approvalNo);
      if (request.amount <= 0 || request.amount > remaining) return decline(reply, '7202', `취소 금액이 남은 승인 금액(${remaining.toLocaleString('ko-KR')}원)보다 큽니다.`);
      const approvalNo = nextNo('4');
      ledger.append({ type: 'cancel', txId: request.txId, originalApprovalNo: original.approvalNo, approvalNo, at, amount: request.amount, net: false });
      return {
        reply: { ...reply, message: '정상 취소', approvalNo, approvedAt: stamp, issuer: original.issuer, acquirer: original.issuer, maskedCardNo: original.maskedCardNo, provider: original.provider },
        delivery: 'reply',
      };
    }

    case VAN_MESSAGE_TYPES.netCancel: {
      const original = ledger.approvalByTx(request.txId);
      const remaining = original ? ledger.remaining(original.approvalNo) : 0;
      const approvalNo = nextNo('9');
      // A 현금영수증 issued under this transaction id (its reply lost) is withdrawn the same way.
      const receipt = ledger.entries().find((e) => e.type === 'cash-receipt' && e.txId === request.txId);
      if (receipt && receipt.type === 'cash-receipt' && !ledger.cashReceiptCancelled(receipt.approvalNo)) {
        ledger.append({ type: 'cash-receipt-cancel', txId: request.txId, originalApprovalNo: receipt.approvalNo, approvalNo, at, amount: receipt.amount });
        return { reply: { ...reply, message: '망취소 완료', approvalNo, approvedAt: stamp, amount: receipt.amount }, delivery: 'reply' };
      }
      if (!original || remaining <= 0) return { reply: { ...reply, message: '취소할 승인이 없습니다', approvalNo, approvedAt: stamp }, delivery: 'reply' };
      ledger.append({ type: 'cancel', txId: request.txId, originalApprovalNo: original.approvalNo, approvalNo, at, amount: remaining, net: true });
      return { reply: { ...reply, message: '망취소 완료', approvalNo, approvedAt: stamp, amount: remaining, maskedCardNo: original.maskedCardNo }, delivery: 'reply' };
    }

    case VAN_MESSAGE_TYPES.cashReceipt: {
      if (request.amount <= 0) return decline(reply, '7301', '발급 금액이 올바르지 않습니다.');
      if (!/^[0-9]{10,18}$/.test(request.code) || request.purpose === null) return decline(reply, '7401', '현금영수증 식별번호가 올바르지 않습니다.');
      const earlier = ledger.entries().find((e) => e.type === 'cash-receipt' && e.txId === request.txId);
      if (earlier && earlier.type === 'cash-receipt') return { reply: { ...reply, message: '이미 발급되었습니다', approvalNo: earlier.approvalNo, approvedAt: stamp }, delivery: 'reply' };
      const approvalNo = nextNo('6');
      ledger.append({
        type: 'cash-receipt',
        txId: request.txId,
        approvalNo,
        date: stamp.slice(0, 8),
        at,
        amount: request.amount,
        vat: request.vat,
        purpose: request.purpose,
        identity: maskIdentity(request.code),
        selfIssued: request.code === '0100001234',
      });
      return { reply: { ...reply, message: '현금영수증 발급', approvalNo, approvedAt: stamp }, delivery: 'reply' };
    }

    case VAN_MESSAGE_TYPES.cashReceiptCancel: {
      const original = ledger.cashReceiptByNo(request.originalApprovalNo);
      if (!original || original.date !== request.originalDate) return decline(reply, '7201', '원거래를 찾을 수 없습니다. 원승인번호와 원거래일자를 확인하세요.');
      if (ledger.cashReceiptCancelled(original.approvalNo)) return decline(reply, '7203', '이미 취소된 현금영수증입니다.');
      const approvalNo = nextNo('7');
      ledger.append({ type: 'cash-receipt-cancel', txId: request.txId, originalApprovalNo: original.approvalNo, approvalNo, at, amount: original.amount });
      return { reply: { ...reply, message: '현금영수증 취소', approvalNo, approvedAt: stamp, amount: original.amount }, delivery: 'reply' };
    }
  }
}

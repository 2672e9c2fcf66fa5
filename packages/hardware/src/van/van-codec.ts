// The message layout the counter speaks with a VAN agent (documented in the package's CONTEXT.md):
//
//   frame  = STX LEN BODY ETX LRC (van-frame.ts)
//   BODY   = EUC-KR text, fields separated by FS (0x1C), in a fixed order per message
//
// Requests and replies use the same frame; a reply may be preceded by progress frames ('PG'). A
// body that breaks the layout is "garbled", never guessed at. This file is pure bytes in,
// values out, so a real agent's layout (KSCAT, NVCAT, KICC) is one more codec beside it.
import iconv from 'iconv-lite';
import { VanCodecError, frame } from './van-frame.ts';
import { EASY_PAY_PROVIDERS } from './van-types.ts';
import type { CashReceiptPurpose, EasyPayProvider, VanApproval } from './van-types.ts';

export const FS = 0x1c;

/** Request types. */
export const VAN_MESSAGE_TYPES = {
  cardApprove: 'D1',
  cancel: 'D2',
  netCancel: 'D3',
  easyPay: 'K1',
  cashReceipt: 'H1',
  cashReceiptCancel: 'H2',
  status: 'S1',
} as const;
export type VanMessageType = (typeof VAN_MESSAGE_TYPES)[keyof typeof VAN_MESSAGE_TYPES];
const MESSAGE_TYPES = new Set<string>(Object.values(VAN_MESSAGE_TYPES));
export const PROGRESS_TYPE = 'PG';

/** Result codes with a meaning of their own; any other non-0000 code is a decline. */
export const RESULT_APPROVED = '0000';
export const RESULT_BUSY = '8000';

export interface VanRequestMessage {
  readonly type: VanMessageType;
  readonly txId: string;
  readonly tid: string;
  readonly amount: number;
  readonly vat: number;
  readonly installmentMonths: number;
  /** Easy-pay barcode or 현금영수증 identity. */
  readonly code: string;
  readonly purpose: CashReceiptPurpose | null;
  readonly originalApprovalNo: string;
  readonly originalDate: string;
}

/** A reply: the approval's fields (van-types.ts's VanApproval, empty on a decline) with the result, in wire form. */
export interface VanReplyMessage extends Omit<VanApproval, 'approvedAt'> {
  readonly type: VanMessageType;
  readonly resultCode: string;
  readonly message: string;
  /** YYYYMMDDhhmmss, KST. */
  readonly approvedAt: string;
}

export interface VanProgressMessage {
  readonly type: typeof PROGRESS_TYPE;
  readonly txId: string;
  readonly message: string;
}

const REQUEST_FIELDS = 10;
const REPLY_FIELDS = 15;
const PROGRESS_FIELDS = 3;
const TXID = /^[A-Za-z0-9-]{8,40}$/;
const DIGITS = /^[0-9]+$/;

function fieldText(value: string, name: string): string {
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) throw new VanCodecError(`control character in ${name}`);
  return value;
}

function joinFields(fields: readonly string[]): Uint8Array {
  return iconv.encode(fields.join(String.fromCharCode(FS)), 'euc-kr');
}

function splitFields(body: Uint8Array): string[] {
  const text = iconv.decode(Buffer.from(body), 'euc-kr');
  if (text.includes('\ufffd')) throw new VanCodecError('body is not EUC-KR text');
  return text.split(String.fromCharCode(FS));
}

function won(value: number, name: string): string {
  if (!Number.isSafeInteger(value) || value < 0 || value > 999_999_999_999) throw new VanCodecError(`${name} is not won`);
  return String(value);
}

function parseWon(text: string, name: string): number {
  if (!DIGITS.test(text) || text.length > 12) throw new VanCodecError(`${name} is not a number`);
  return Number(text);
}

export function encodeRequest(message: VanRequestMessage): Uint8Array {
  if (!TXID.test(message.txId)) throw new VanCodecError('txId');
  if (!Number.isInteger(message.installmentMonths) || message.installmentMonths < 0 || message.installmentMonths > 36) throw new VanCodecError('installment');
  return frame(
    joinFields([
      message.type,
      message.txId,
      won(message.amount, 'amount'),
      won(message.vat, 'vat'),
      String(message.installmentMonths).padStart(2, '0'),
      fieldText(message.code, 'code'),
      message.purpose === null ? '' : message.purpose === 'income' ? '0' : '1',
      fieldText(message.originalApprovalNo, 'originalApprovalNo'),
      fieldText(message.originalDate, 'originalDate'),
      fieldText(message.tid, 'tid'),
    ]),
  );
}

export function decodeRequest(body: Uint8Array): VanRequestMessage {
  const f = splitFields(body);
  if (f.length !== REQUEST_FIELDS) throw new VanCodecError(`request has ${f.length} fields`);
  const [type = '', txId = '', amount = '', vat = '', installment = '', code = '', purpose = '', originalApprovalNo = '', originalDate = '', tid = ''] = f;
  if (!MESSAGE_TYPES.has(type)) throw new VanCodecError(`unknown type ${type}`);
  if (!TXID.test(txId)) throw new VanCodecError('txId');
  if (!/^[0-9]{2}$/.test(installment)) throw new VanCodecError('installment');
  if (purpose !== '' && purpose !== '0' && purpose !== '1') throw new VanCodecError('purpose');
  return {
    type: type as VanMessageType,
    txId,
    tid,
    amount: parseWon(amount, 'amount'),
    vat: parseWon(vat, 'vat'),
    installmentMonths: Number(installment),
    code,
    purpose: purpose === '' ? null : purpose === '0' ? 'income' : 'expense',
    originalApprovalNo,
    originalDate,
  };
}

export function encodeReply(message: VanReplyMessage): Uint8Array {
  return frame(
    joinFields([
      message.type,
      fieldText(message.txId, 'txId'),
      fieldText(message.resultCode, 'resultCode'),
      fieldText(message.message, 'message'),
      fieldText(message.approvalNo, 'approvalNo'),
      fieldText(message.approvedAt, 'approvedAt'),
      fieldText(message.issuer, 'issuer'),
      fieldText(message.acquirer, 'acquirer'),
      fieldText(message.maskedCardNo, 'maskedCardNo'),
      fieldText(message.merchantNo, 'merchantNo'),
      fieldText(message.tid, 'tid'),
      won(message.amount, 'amount'),
      String(message.installmentMonths).padStart(2, '0'),
      message.provider ?? '',
      message.signed ? 'Y' : 'N',
    ]),
  );
}

export function encodeProgress(message: VanProgressMessage): Uint8Array {
  return frame(joinFields([PROGRESS_TYPE, fieldText(message.txId, 'txId'), fieldText(message.message, 'message')]));
}

/** A masked card number shows at most 10 digits; anything with more could be a full number and is refused. */
export function isMaskedCardNo(text: string): boolean {
  return text.replace(/[^0-9]/g, '').length <= 10 && /^[0-9*\- ]*$/.test(text);
}

export function decodeReplyOrProgress(body: Uint8Array): VanReplyMessage | VanProgressMessage {
  const f = splitFields(body);
  if (f[0] === PROGRESS_TYPE) {
    if (f.length !== PROGRESS_FIELDS) throw new VanCodecError(`progress has ${f.length} fields`);
    return { type: PROGRESS_TYPE, txId: f[1] ?? '', message: f[2] ?? '' };
  }
  if (f.length !== REPLY_FIELDS) throw new VanCodecError(`reply has ${f.length} fields`);
  const [type = '', txId = '', resultCode = '', message = '', approvalNo = '', approvedAt = '', issuer = '', acquirer = '', maskedCardNo = '', merchantNo = '', tid = '', amount = '', installment = '', provider = '', signed = ''] = f;
  if (!MESSAGE_TYPES.has(type)) throw new VanCodecError(`unknown type ${type}`);
  if (!/^[0-9A-Z]{4}$/.test(resultCode)) throw new VanCodecError('resultCode');
  if (!/^[0-9]{2}$/.test(installment)) throw new VanCodecError('installment');
  if (provider !== '' && !(EASY_PAY_PROVIDERS as readonly string[]).includes(provider)) throw new VanCodecError(`provider ${provider}`);
  if (signed !== 'Y' && signed !== 'N') throw new VanCodecError('signed');
  if (!isMaskedCardNo(maskedCardNo)) throw new VanCodecError('card number is not masked');
  if (resultCode === RESULT_APPROVED) {
    if (!/^[0-9A-Za-z]{4,20}$/.test(approvalNo)) throw new VanCodecError('approvalNo');
    if (!/^[0-9]{14}$/.test(approvedAt)) throw new VanCodecError('approvedAt');
  }
  return {
    type: type as VanMessageType,
    txId,
    resultCode,
    message,
    approvalNo,
    approvedAt,
    issuer,
    acquirer,
    maskedCardNo,
    merchantNo,
    tid,
    amount: parseWon(amount, 'amount'),
    installmentMonths: Number(installment),
    provider: provider === '' ? null : (provider as EasyPayProvider),
    signed: signed === 'Y',
  };
}

/** KST wall time YYYYMMDDhhmmss ↔ ISO instant. */
export function kstStamp(at: number): string {
  const d = new Date(at + 9 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

export function isoFromKstStamp(stamp: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) throw new VanCodecError('approvedAt');
  const [, y, mo, d, h, mi, s] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`).toISOString();
}

export function approvalFromReply(reply: VanReplyMessage): VanApproval {
  const { type: _type, resultCode: _resultCode, message: _message, approvedAt, ...approval } = reply;
  return { ...approval, approvedAt: isoFromKstStamp(approvedAt) };
}

// The frame, for the readers of this file.
export { ETX, FrameReader, MAX_BODY, STX, VanCodecError, frame } from './van-frame.ts';
export type { FrameEvent } from './van-frame.ts';


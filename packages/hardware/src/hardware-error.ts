// Every hardware failure the counter can meet, as a code and the Korean sentence the cashier sees.
// A printer problem never blocks a sale: these travel to the screen as `{ code, message }`.
import { CourtsideError } from '@courtside/core/errors';

export type HardwareErrorCode =
  | 'PRINTER_PAPER_OUT'
  | 'PRINTER_COVER_OPEN'
  | 'PRINTER_OFFLINE'
  | 'PRINTER_ERROR'
  | 'PRINTER_NO_REPLY'
  | 'PRINTER_UNREACHABLE'
  | 'PRINTER_WRITE_FAILED'
  | 'PRINTER_SPOOLER_FAILED'
  | 'PRINTER_NAME_INVALID'
  | 'PRINTER_JOB_NOT_FOUND'
  | 'PRINTER_CLOSED'
  | 'PRINTER_INTERRUPTED'
  | 'ESCPOS_VALUE_RANGE'
  | 'ESCPOS_BARCODE_INVALID'
  | 'ESCPOS_QR_TOO_LONG'
  | 'ESCPOS_IMAGE_INVALID'
  | 'HARDWARE_SERIAL_UNAVAILABLE'
  | 'HARDWARE_HID_UNAVAILABLE'
  | 'SCANNER_NOT_FOUND'
  | 'SCANNER_OPEN_FAILED';

const HARDWARE_MESSAGES: Readonly<Record<HardwareErrorCode, string>> = {
  PRINTER_PAPER_OUT: '영수증 용지가 없습니다. 용지를 넣은 뒤 다시 인쇄하세요.',
  PRINTER_COVER_OPEN: '프린터 덮개가 열려 있습니다. 덮개를 닫은 뒤 다시 인쇄하세요.',
  PRINTER_OFFLINE: '프린터가 오프라인입니다. 프린터 전원과 연결을 확인하세요.',
  PRINTER_ERROR: '프린터에 오류가 생겼습니다. 프린터를 껐다 켠 뒤 다시 인쇄하세요.',
  PRINTER_NO_REPLY: '프린터가 응답하지 않습니다. 프린터 전원과 케이블을 확인하세요.',
  PRINTER_UNREACHABLE: '프린터에 연결할 수 없습니다. 네트워크와 프린터 주소를 확인하세요.',
  PRINTER_WRITE_FAILED: '프린터로 보내는 중 연결이 끊겼습니다. 다시 인쇄하세요.',
  PRINTER_SPOOLER_FAILED: '운영체제 인쇄 대기열로 보내지 못했습니다. 프린터 이름을 확인하세요.',
  PRINTER_NAME_INVALID: '프린터 이름에 쓸 수 없는 문자가 있습니다.',
  PRINTER_JOB_NOT_FOUND: '다시 인쇄할 영수증을 찾을 수 없습니다.',
  PRINTER_CLOSED: '프린터 연결이 닫혀 있습니다.',
  PRINTER_INTERRUPTED: '인쇄 중에 프로그램이 종료되었습니다. 영수증이 나오지 않았다면 다시 인쇄하세요.',
  ESCPOS_VALUE_RANGE: '프린터 명령 값이 허용 범위를 벗어났습니다.',
  ESCPOS_BARCODE_INVALID: '바코드로 인쇄할 수 없는 값입니다.',
  ESCPOS_QR_TOO_LONG: 'QR 코드에 담기에는 내용이 너무 깁니다.',
  ESCPOS_IMAGE_INVALID: '인쇄할 수 없는 이미지입니다.',
  HARDWARE_SERIAL_UNAVAILABLE: '시리얼 포트 모듈을 불러오지 못했습니다. 시리얼 프린터와 스캐너를 쓸 수 없습니다.',
  HARDWARE_HID_UNAVAILABLE: 'USB HID 모듈을 불러오지 못했습니다. HID 스캐너를 쓸 수 없습니다.',
  SCANNER_NOT_FOUND: '스캐너를 찾을 수 없습니다. USB 연결을 확인하세요.',
  SCANNER_OPEN_FAILED: '스캐너를 열 수 없습니다. 다른 프로그램이 쓰고 있는지 확인하세요.',
};

export function hardwareErrorMessage(code: HardwareErrorCode): string {
  return HARDWARE_MESSAGES[code];
}

export class HardwareError extends CourtsideError<HardwareErrorCode> {
  constructor(code: HardwareErrorCode, options: { readonly cause?: unknown; readonly details?: Record<string, unknown> } = {}) {
    super(code, { message: HARDWARE_MESSAGES[code], ...options });
  }
}

export function isHardwareError(value: unknown): value is HardwareError {
  return value instanceof HardwareError;
}

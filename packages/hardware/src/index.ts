// Public surface of @courtside/hardware (Node only): ESC/POS encoding, printer transports and the
// print queue, scanner readers and the merged scan stream. The fake printer is at
// '@courtside/hardware/fake-printer'.
export { HardwareError, hardwareErrorMessage, isHardwareError } from './hardware-error.ts';
export type { HardwareErrorCode } from './hardware-error.ts';

export { EscPosEncoder } from './escpos/encoder.ts';
export {
  ESC,
  GS,
  FS,
  DLE,
  EOT,
  LF,
  initialize,
  koreanMode,
  bold,
  characterSize,
  justify,
  feedLines,
  cut,
  drawerPulse,
  statusRequest,
} from './escpos/commands.ts';
export type { Justification } from './escpos/commands.ts';
export { barcode } from './escpos/barcode.ts';
export type { BarcodeOptions, BarcodeSymbology, BarcodeTextPosition } from './escpos/barcode.ts';
export { qrCode, QR_MAX_BYTES } from './escpos/qr.ts';
export type { QrOptions, QrErrorCorrection } from './escpos/qr.ts';
export { rgbaToMonochrome, rasterStrips, DEFAULT_MAX_STRIP_BYTES } from './escpos/raster.ts';
export type { RgbaImage, MonoBitmap, MonochromeOptions } from './escpos/raster.ts';
export { encodeText, encodeTextInto } from './escpos/text-encoding.ts';
export { renderReceipt } from './escpos/render-receipt.ts';
export type { RenderReceiptOptions } from './escpos/render-receipt.ts';
export {
  STATUS_OK,
  STATUS_QUERY,
  isStatusByte,
  parseStatusReplies,
  statusFromReplies,
  repliesForStatus,
  statusProblem,
} from './escpos/status.ts';
export type { PrinterStatus, StatusReplies } from './escpos/status.ts';

export type { PrinterTransport, PrinterTransportKind } from './transports/transport.ts';
export { TcpPrinterTransport, DEFAULT_PRINTER_PORT } from './transports/tcp.ts';
export type { TcpTransportOptions } from './transports/tcp.ts';
export { SerialPrinterTransport } from './transports/serial.ts';
export type { SerialTransportOptions } from './transports/serial.ts';
export { SpoolerPrinterTransport, spoolerCommand, runSpoolerCommand } from './transports/spooler.ts';
export type { SpoolerCommand, SpoolerTransportOptions, CommandRunner, CommandOutcome } from './transports/spooler.ts';
export { FileSinkTransport } from './transports/file-sink.ts';
export type { FileSinkOptions } from './transports/file-sink.ts';
export { MemoryTransport } from './transports/memory.ts';
export type { MemoryTransportOptions } from './transports/memory.ts';
export { PrintQueue } from './transports/print-queue.ts';
export type { PrintJob, PrintJobStatus, PrintJobFailure, PrintQueueEvent, PrintQueueOptions } from './transports/print-queue.ts';

export { HID_POS_USAGE_PAGE, HidPosAssembler, parseHidPosReport, symbologyFromAim } from './scanners/hid-pos-report.ts';
export type { HidPosReport, AssembledScan } from './scanners/hid-pos-report.ts';
export { listHidPosScanners, openHidPosScanner, isHidPosDevice } from './scanners/hid-pos-scanner.ts';
export type { HidPosScannerOptions, OpenScanner } from './scanners/hid-pos-scanner.ts';
export { openSerialScanner, cleanScannedLine } from './scanners/serial-scanner.ts';
export type { SerialScannerOptions } from './scanners/serial-scanner.ts';
export { ScanStream } from './scanners/scan-stream.ts';
export type { ScanSource, ScanInput, ScanEvent, ScanStreamOptions } from './scanners/scan-stream.ts';

export { loadSerialPort, loadSerialPortList, loadNodeHid, loadNodeHidList, loadReadlineParser } from './optional-modules.ts';
export type { ModuleLoader, SerialPortModule, SerialPortListModule, SerialPortListing, NodeHidModule, NodeHidListModule, HidDeviceInfo, ReadlineParserModule } from './optional-modules.ts';

export { listSerialPorts, listHidScanners, listOsPrinters, parseLpstat, parseGetPrinter, parseWmicCsv, execCommand, DEVICE_LIST_REASONS } from './devices/device-lists.ts';
export type { DeviceList, SerialPortEntry, HidScannerEntry, OsPrinterEntry, ExecCommand, CommandOutput, OsPrinterListOptions } from './devices/device-lists.ts';
export { EASY_PAY_PROVIDERS, EASY_PAY_LABELS, outcomeIsUnknown } from './van/van-types.ts';
export type {
  EasyPayProvider,
  CashReceiptPurpose,
  VanTxId,
  VanAgent,
  VanApproval,
  VanOutcome,
  VanOutcomeKind,
  VanAgentStatus,
  VanCallOptions,
  VanProgressListener,
  VanCardApprovalRequest,
  VanEasyPayRequest,
  VanCancelRequest,
  VanCashReceiptRequest,
  VanCashReceiptCancelRequest,
} from './van/van-types.ts';
export { VAN_OUTCOME_MESSAGES } from './van/van-messages.ts';
export { createTcpVanAgent, DEFAULT_VAN_AGENT_PORT } from './van/tcp-van-agent.ts';
export type { TcpVanAgentOptions } from './van/tcp-van-agent.ts';
export { createSerialVanAgent } from './van/serial-van-agent.ts';
export type { SerialVanAgentOptions } from './van/serial-van-agent.ts';
export { isMaskedCardNo, kstStamp } from './van/van-codec.ts';

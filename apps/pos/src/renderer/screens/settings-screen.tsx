// Settings: the receipt printer (network 9100, serial port, OS printer for USB, or a file; paper
// width and columns; test print; live status), the scanner (keyboard wedge, HID POS, serial; a test
// field that shows what was scanned) and the terminal's identity and registration. Admins choose the
// serial port, OS printer or HID scanner from what this computer finds (device-choices.tsx), and set up
// the card reader's VAN agent (van-settings-panel.tsx).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NumberField } from '../components/number-field.tsx';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import type { ScanInfo } from '../scan/use-wedge-scanner.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useStatusStore } from '../stores/status-store.ts';
import type { Settings } from '../../shared/schemas.ts';
import { DeviceChoices, hidChoices, printerChoices, serialChoices, usbHex, useDeviceLists } from './device-choices.tsx';
import { PairingCodePanel } from './pairing-code-panel.tsx';
import { ShopProfilePanel } from './shop-profile-panel.tsx';
import { StaffPanel } from './staff-panel.tsx';
import { VanSettingsPanel } from './van-settings-panel.tsx';
import { DiscountLimitFields } from './discount-limit-fields.tsx';

function ScannerTest() {
  const [last, setLast] = useState<ScanInfo | null>(null);
  const [typed, setTyped] = useState('');
  useWedgeScanner(setLast);
  return (
    <div className="scanner-test">
      <label htmlFor="scan-test">스캐너 테스트 (여기에 커서를 두고 스캔해도 됩니다)</label>
      <input id="scan-test" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <p aria-live="polite" data-testid="scan-test-result">
        {last ? `스캔됨: ${last.code} (${last.source === 'wedge' ? '키보드 입력' : last.source === 'hid' ? 'HID' : '시리얼'})` : '아직 스캔하지 않았습니다.'}
      </p>
    </div>
  );
}

export function SettingsScreen() {
  const queryClient = useQueryClient();
  const role = useSessionStore((s) => s.session?.role);
  const printer = useStatusStore((s) => s.printer);
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => call('settings.get', {}) });
  const terminal = useQuery({ queryKey: ['terminal'], queryFn: () => call('terminal.info', {}) });
  const [form, setForm] = useState<Settings | null>(null);
  const [reg, setReg] = useState({ adminName: '', adminPin: '', setupCode: '' });
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // Choosing from what is plugged in is part of the printer and scanner settings: admins only.
  const isAdmin = role === 'admin';
  const devices = useDeviceLists(isAdmin);
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);
  if (!form) return <p>불러오는 중…</p>;
  const p = form.printer;
  const setPrinter = (change: Partial<Settings['printer']>) => setForm({ ...form, printer: { ...p, ...change } });

  async function save(): Promise<boolean> {
    if (!form) return false;
    setError(null);
    try {
      await call('settings.update', form);
      setNote('설정을 저장했습니다.');
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  }

  return (
    <section aria-labelledby="settings-title" className="settings">
      <h1 id="settings-title">설정</h1>
      <fieldset>
        <legend>영수증 프린터</legend>
        <p role="status">상태: {printer?.message ?? '확인 중'}</p>
        <label htmlFor="printer-transport">연결 방식</label>
        <select id="printer-transport" value={p.transport} onChange={(e) => setPrinter({ transport: e.target.value as Settings['printer']['transport'] })}>
          <option value="tcp">네트워크 (TCP 9100)</option>
          <option value="serial">시리얼 포트</option>
          <option value="os">USB (운영체제 프린터)</option>
          <option value="file">파일로 저장</option>
          <option value="none">사용 안 함</option>
        </select>
        {p.transport === 'tcp' ? (
          <div className="row">
            <label className="inline">
              주소
              <input value={p.host} onChange={(e) => setPrinter({ host: e.target.value })} />
            </label>
            <label className="inline">
              포트
              <input inputMode="numeric" value={p.port} onChange={(e) => setPrinter({ port: Number(e.target.value) || 9100 })} />
            </label>
          </div>
        ) : null}
        {p.transport === 'serial' ? (
          <div className="row">
            <label className="inline">
              포트
              <input value={p.serialPath} onChange={(e) => setPrinter({ serialPath: e.target.value })} placeholder="COM3 또는 /dev/ttyUSB0" />
            </label>
            <label className="inline">
              속도
              <input inputMode="numeric" value={p.baudRate} onChange={(e) => setPrinter({ baudRate: Number(e.target.value) || 19200 })} />
            </label>
          </div>
        ) : null}
        {p.transport === 'serial' && isAdmin ? (
          <DeviceChoices id="printer-serial" title="이 컴퓨터의 시리얼 포트" lists={devices} reasonOf={(l) => l.serial.reason} choices={(l) => serialChoices(l, p.serialPath, (path) => setPrinter({ serialPath: path }))} />
        ) : null}
        {p.transport === 'os' ? (
          <label>
            프린터 이름
            <input value={p.osPrinterName} onChange={(e) => setPrinter({ osPrinterName: e.target.value })} />
          </label>
        ) : null}
        {p.transport === 'os' && isAdmin ? (
          <DeviceChoices id="printer-os" title="운영체제에 등록된 프린터" lists={devices} reasonOf={(l) => l.printers.reason} choices={(l) => printerChoices(l, p.osPrinterName, (queue) => setPrinter({ osPrinterName: queue }))} />
        ) : null}
        {p.transport === 'file' ? (
          <label>
            파일 경로
            <input value={p.filePath} onChange={(e) => setPrinter({ filePath: e.target.value })} />
          </label>
        ) : null}
        <div className="row">
          <label className="inline">
            용지
            <select
              value={`${p.paperWidth}-${p.columns}`}
              onChange={(e) => {
                const [paper, cols] = e.target.value.split('-');
                setPrinter({ paperWidth: paper === '58' ? '58' : '80', columns: cols === '32' ? 32 : cols === '48' ? 48 : 42 });
              }}
            >
              <option value="58-32">58mm (32칸)</option>
              <option value="80-42">80mm (42칸)</option>
              <option value="80-48">80mm (48칸)</option>
            </select>
          </label>
          <button
            type="button"
            onClick={() =>
              void call('printer.test', {}).then(
                (r) => setNote(r.status === 'printed' ? '테스트 인쇄를 마쳤습니다.' : r.status === 'sent' ? '테스트 인쇄를 보냈습니다.' : (r.error?.message ?? '인쇄하지 못했습니다.')),
                (e: unknown) => setError(errorMessage(e)),
              )
            }
          >
            테스트 인쇄
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>바코드 스캐너</legend>
        <label htmlFor="scanner-mode">방식</label>
        <select id="scanner-mode" value={form.scanner.mode} onChange={(e) => setForm({ ...form, scanner: { ...form.scanner, mode: e.target.value as Settings['scanner']['mode'] } })}>
          <option value="wedge">키보드 입력 (USB 키보드 모드)</option>
          <option value="hid">HID POS</option>
          <option value="serial">시리얼</option>
        </select>
        <label className="inline">
          <input type="checkbox" checked={form.scanner.slowWedge} onChange={(e) => setForm({ ...form, scanner: { ...form.scanner, slowWedge: e.target.checked } })} /> 느린 스캐너 (글자 사이 최대 100ms)
        </label>
        {form.scanner.mode === 'hid' ? (
          <p data-testid="hid-scanner-choice">
            {form.scanner.hidVendorId === 0
              ? '스캐너: 처음 찾은 HID POS 스캐너'
              : `스캐너: USB ${usbHex(form.scanner.hidVendorId)}:${usbHex(form.scanner.hidProductId)}`}
          </p>
        ) : null}
        {form.scanner.mode === 'hid' && isAdmin ? (
          <DeviceChoices
            id="scanner-hid"
            title="HID POS 스캐너"
            lists={devices}
            reasonOf={(l) => l.hid.reason}
            choices={(l) =>
              hidChoices(l, { vendorId: form.scanner.hidVendorId, productId: form.scanner.hidProductId }, (ids) => setForm({ ...form, scanner: { ...form.scanner, hidVendorId: ids.vendorId, hidProductId: ids.productId } }))
            }
          />
        ) : null}
        {form.scanner.mode === 'serial' ? (
          <label>
            시리얼 포트
            <input value={form.scanner.serialPath} onChange={(e) => setForm({ ...form, scanner: { ...form.scanner, serialPath: e.target.value } })} />
          </label>
        ) : null}
        {form.scanner.mode === 'serial' && isAdmin ? (
          <DeviceChoices
            id="scanner-serial"
            title="이 컴퓨터의 시리얼 포트"
            lists={devices}
            reasonOf={(l) => l.serial.reason}
            choices={(l) => serialChoices(l, form.scanner.serialPath, (path) => setForm({ ...form, scanner: { ...form.scanner, serialPath: path } }))}
          />
        ) : null}
        <ScannerTest />
      </fieldset>
      <VanSettingsPanel van={form.van} onChange={(van) => setForm({ ...form, van })} isAdmin={isAdmin} devices={devices} save={save} />
      <DiscountLimitFields value={form.discountLimit} onChange={(discountLimit) => setForm({ ...form, discountLimit })} />
      <fieldset>
        <legend>단말기</legend>
        <label htmlFor="terminal-name">단말기 이름</label>
        <input id="terminal-name" value={form.terminal.name} onChange={(e) => setForm({ ...form, terminal: { name: e.target.value } })} />
        <label htmlFor="idle-minutes">자동 잠금 (분, 0이면 잠그지 않음)</label>
        <NumberField id="idle-minutes" value={String(form.lock.idleMinutes)} onValueChange={(text) => setForm({ ...form, lock: { idleMinutes: Math.min(240, Number(text) || 0) } })} />
        <p>
          {terminal.data?.registered ? `등록됨 · 단말기 번호 ${terminal.data.terminalId}` : '등록되지 않음'} · 서버 {terminal.data?.serverUrl}
        </p>
        {terminal.data?.registered && role === 'admin' ? <PairingCodePanel /> : null}
        {!terminal.data?.registered || role === 'admin' ? (
          <div className="row">
            <input aria-label="등록 코드" placeholder="등록 코드" value={reg.setupCode} onChange={(e) => setReg({ ...reg, setupCode: e.target.value })} />
            {terminal.data?.registered ? null : (
              <>
                <input aria-label="첫 관리자 이름" placeholder="첫 관리자 이름 (처음 한 번)" value={reg.adminName} onChange={(e) => setReg({ ...reg, adminName: e.target.value })} />
                <input aria-label="첫 관리자 PIN" placeholder="첫 관리자 PIN (처음 한 번)" type="password" inputMode="numeric" value={reg.adminPin} onChange={(e) => setReg({ ...reg, adminPin: e.target.value })} />
              </>
            )}
            <button
              type="button"
              onClick={() =>
                void call('terminal.register', { name: form.terminal.name, adminName: reg.adminName.trim() || null, adminPin: reg.adminPin || null, setupCode: reg.setupCode || null }).then(
                  () => {
                    setNote('단말기를 등록했습니다.');
                    void terminal.refetch();
                  },
                  (e: unknown) => setError(errorMessage(e)),
                )
              }
            >
              {terminal.data?.registered ? '새 등록 코드로 다시 등록' : '서버에 단말기 등록'}
            </button>
          </div>
        ) : null}
      </fieldset>
      {role === 'admin' ? <StaffPanel /> : null}
      {role === 'admin' ? <ShopProfilePanel /> : null}
      <div className="sticky-actions">
        <Notice error={error} note={note} />
        <button type="button" className="primary big" onClick={() => void save()}>
          설정 저장
        </button>
      </div>
    </section>
  );
}

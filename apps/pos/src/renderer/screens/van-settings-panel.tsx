// 카드 단말기 (VAN 에이전트), an admin's settings: how the agent is reached (TCP host:port, or a serial
// port chosen from what this computer finds), 가맹점번호 and 단말기번호 (TID), 자진발급, and 연결 확인,
// which asks the agent of the saved settings for its status. A cashier sees the settings, not the fields.
import { useState } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { NumberField } from '../components/number-field.tsx';
import type { Settings, VanCheck } from '../../shared/schemas.ts';
import { DeviceChoices, serialChoices } from './device-choices.tsx';
import type { useDeviceLists } from './device-choices.tsx';

interface VanSettingsPanelProps {
  readonly van: Settings['van'];
  readonly onChange: (van: Settings['van']) => void;
  readonly isAdmin: boolean;
  readonly devices: ReturnType<typeof useDeviceLists>;
  /** Saves the whole form first: 연결 확인 checks what is saved. */
  readonly save: () => Promise<boolean>;
}

export function VanSettingsPanel({ van, onChange, isAdmin, devices, save }: VanSettingsPanelProps) {
  const [check, setCheck] = useState<VanCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<Settings['van']>) => onChange({ ...van, ...change });

  if (!isAdmin) {
    return (
      <fieldset>
        <legend>카드 단말기</legend>
        <p>
          {van.transport === 'tcp' ? `네트워크 ${van.host}:${van.port}` : van.transport === 'serial' ? `시리얼 ${van.serialPath}` : '사용 안 함'} · 단말기번호 {van.tid}
        </p>
        <p className="muted">카드 단말기 설정은 관리자만 바꿀 수 있습니다.</p>
      </fieldset>
    );
  }

  async function testConnection() {
    setChecking(true);
    setError(null);
    setCheck(null);
    try {
      if (await save()) setCheck(await call('van.check', {}));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setChecking(false);
    }
  }

  return (
    <fieldset aria-label="카드 단말기">
      <legend>카드 단말기 (VAN 에이전트)</legend>
      <label htmlFor="van-transport">연결 방식</label>
      <select id="van-transport" value={van.transport} onChange={(e) => set({ transport: e.target.value as Settings['van']['transport'] })}>
        <option value="tcp">네트워크 (에이전트 TCP)</option>
        <option value="serial">시리얼 포트</option>
        <option value="none">사용 안 함 (수기 입력만)</option>
      </select>
      {van.transport === 'tcp' ? (
        <div className="row">
          <label>
            주소
            <input id="van-host" value={van.host} onChange={(e) => set({ host: e.target.value })} />
          </label>
          <label>
            포트
            <NumberField id="van-port" value={String(van.port)} onValueChange={(text) => set({ port: Math.min(65535, Math.max(1, Number(text) || 1)) })} />
          </label>
        </div>
      ) : null}
      {van.transport === 'serial' ? (
        <>
          <label>
            시리얼 포트
            <input id="van-serial" value={van.serialPath} onChange={(e) => set({ serialPath: e.target.value })} />
          </label>
          <DeviceChoices id="van-serial-choices" title="이 컴퓨터의 시리얼 포트" lists={devices} reasonOf={(l) => l.serial.reason} choices={(l) => serialChoices(l, van.serialPath, (path) => set({ serialPath: path }))} />
        </>
      ) : null}
      <label htmlFor="van-merchant">가맹점번호</label>
      <input id="van-merchant" inputMode="numeric" value={van.merchantNo} onChange={(e) => set({ merchantNo: e.target.value.replace(/[^0-9-]/g, '') })} placeholder="VAN사에서 받은 번호" />
      <label htmlFor="van-tid">단말기번호 (TID)</label>
      <input id="van-tid" value={van.tid} onChange={(e) => set({ tid: e.target.value.replace(/[^0-9A-Za-z-]/g, '') })} />
      <label className="radio">
        <input type="checkbox" checked={van.selfIssueCashReceipt} onChange={(e) => set({ selfIssueCashReceipt: e.target.checked })} /> 현금영수증 자진발급 (요청이 없는 100,000원 이상 현금 결제는 010-000-1234로 발급)
      </label>
      <button type="button" onClick={() => void testConnection()} disabled={checking}>
        {checking ? '확인 중…' : '저장하고 연결 확인'}
      </button>
      {check ? (
        <p className={check.ok ? 'notice' : 'notice error'} role="status" data-testid="van-check">
          {check.message}
        </p>
      ) : null}
      {error ? <p className="notice error">{error}</p> : null}
    </fieldset>
  );
}

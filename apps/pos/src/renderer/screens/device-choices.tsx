// The devices found on this computer, under the printer and scanner settings (admins): a serial
// port, a HID POS scanner or an OS printer is chosen with a button (Tab/Enter/Space), which fills the
// setting; the setting is saved with 설정 저장 like any other. An empty list says why, in Korean.
import { useQuery } from '@tanstack/react-query';
import { call, errorMessage } from '../api/terminal-api.ts';
import type { DeviceLists } from '../../shared/schemas.ts';

export function useDeviceLists(enabled: boolean) {
  return useQuery({ queryKey: ['devices'], queryFn: () => call('devices.list', {}), enabled, staleTime: 0 });
}

export interface DeviceChoice {
  readonly key: string;
  readonly label: string;
  readonly detail: string | null;
  /** Why it cannot be chosen; null when it can. */
  readonly unusable: string | null;
  readonly chosen: boolean;
  readonly choose: () => void;
}

export function DeviceChoices({
  id,
  title,
  lists,
  reasonOf,
  choices,
}: {
  readonly id: string;
  readonly title: string;
  readonly lists: ReturnType<typeof useDeviceLists>;
  readonly reasonOf: (lists: DeviceLists) => string | null;
  readonly choices: (lists: DeviceLists) => readonly DeviceChoice[];
}) {
  const titleId = `devices-${id}`;
  let body;
  if (lists.isPending) body = <p className="muted">장치를 찾는 중…</p>;
  else if (lists.isError) body = <p className="warn">{errorMessage(lists.error)}</p>;
  else {
    const items = choices(lists.data);
    const reason = reasonOf(lists.data);
    body = (
      <>
        {items.length > 0 ? (
          <ul className="device-choices" aria-labelledby={titleId}>
            {items.map((item) => (
              <li key={item.key}>
                <button type="button" className="small" aria-pressed={item.chosen} disabled={item.unusable !== null} onClick={item.choose}>
                  {item.chosen ? '선택됨: ' : '선택: '}
                  {item.label}
                </button>
                {item.detail ? <span className="muted"> {item.detail}</span> : null}
                {item.unusable ? <span className="muted"> — {item.unusable}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {reason ? (
          <p className="muted" data-testid={`${titleId}-reason`}>
            {reason}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div className="device-list" role="group" aria-labelledby={titleId}>
      <div className="row">
        <strong id={titleId}>{title}</strong>
        <button type="button" className="small" onClick={() => void lists.refetch()} disabled={lists.isFetching}>
          다시 찾기
        </button>
      </div>
      {body}
    </div>
  );
}

const usbIds = (vendorId: string | null, productId: string | null): string | null => (vendorId && productId ? `USB ${vendorId}:${productId}` : null);
/** A USB vendor or product id as it is printed on labels and in device managers: four hex digits. */
export const usbHex = (n: number): string => n.toString(16).padStart(4, '0');

export function serialChoices(lists: DeviceLists, current: string, choose: (path: string) => void): DeviceChoice[] {
  return lists.serial.items.map((port) => ({
    key: port.path,
    label: port.path,
    detail: [port.manufacturer, usbIds(port.vendorId, port.productId)].filter(Boolean).join(' · ') || null,
    unusable: null,
    chosen: port.path === current,
    choose: () => choose(port.path),
  }));
}

export function hidChoices(lists: DeviceLists, current: { readonly vendorId: number; readonly productId: number }, choose: (ids: { vendorId: number; productId: number }) => void): DeviceChoice[] {
  return lists.hid.items.map((scanner) => ({
    key: `${scanner.vendorId}:${scanner.productId}`,
    label: [scanner.manufacturer, scanner.product].filter(Boolean).join(' ') || 'HID POS 스캐너',
    detail: usbIds(usbHex(scanner.vendorId), usbHex(scanner.productId)),
    unusable: null,
    chosen: scanner.vendorId === current.vendorId && scanner.productId === current.productId,
    choose: () => choose({ vendorId: scanner.vendorId, productId: scanner.productId }),
  }));
}

export function printerChoices(lists: DeviceLists, current: string, choose: (queue: string) => void): DeviceChoice[] {
  return lists.printers.items.map((printer) => ({
    key: printer.name,
    label: printer.name,
    detail: [printer.isDefault ? '기본 프린터' : null, printer.queue && printer.queue !== printer.name ? `공유 이름 ${printer.queue}` : null].filter(Boolean).join(' · ') || null,
    unusable: printer.queue === null ? (printer.note ?? '선택할 수 없습니다.') : null,
    chosen: printer.queue !== null && printer.queue === current,
    choose: () => {
      if (printer.queue !== null) choose(printer.queue);
    },
  }));
}

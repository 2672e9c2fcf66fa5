// Listens to every keydown on the page and hands complete keyboard-wedge scans to `onScan`, using
// core's detector (characters from KeyboardEvent.code, so the Korean IME does not matter; timing
// tells the scanner from a person). The Enter of a scan is swallowed, and characters the scanner
// typed into a focused text field are taken back out of it. HID and serial scans arrive as 'scan'
// events from the services and go to the same callback.
import { useEffect, useRef } from 'react';
import { DEFAULT_WEDGE_CONFIG, INITIAL_WEDGE_STATE, SLOW_SCANNER_WEDGE_CONFIG, wedgeStep } from '@courtside/core/scan';
import type { WedgeState } from '@courtside/core/scan';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '../api/terminal-api.ts';

export interface ScanInfo {
  readonly code: string;
  /** performance.now() time of the terminating Enter (null for HID/serial scans). */
  readonly endedAt: number | null;
  readonly source: 'wedge' | 'hid' | 'serial';
}

function isEditable(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'range'].includes(target.type);
}

/** Removes the last `count` characters a scanner typed into a field, keeping React's state in sync. */
function takeBack(target: HTMLElement, count: number): void {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set;
  const next = target.value.slice(0, Math.max(0, target.value.length - count));
  setter?.call(target, next);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

export function useWedgeScanner(onScan: (scan: ScanInfo) => void, options: { readonly enabled?: boolean } = {}): void {
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => call('settings.get', {}) });
  const callback = useRef(onScan);
  callback.current = onScan;
  const enabled = options.enabled ?? true;
  // Read at each key, not captured by the effect: a settings load that flips it must not restart
  // the listener and drop a scan that is half typed.
  const slow = useRef(false);
  slow.current = settings.data?.scanner.slowWedge ?? false;

  useEffect(() => {
    if (!enabled) return undefined;
    let state: WedgeState = INITIAL_WEDGE_STATE;
    let lastTarget: HTMLElement | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const editable = isEditable(event.target);
      if (editable) lastTarget = event.target;
      const step = wedgeStep(
        state,
        {
          code: event.code,
          key: event.key,
          timeStamp: event.timeStamp,
          shiftKey: event.shiftKey,
          capsLock: event.getModifierState?.('CapsLock') ?? false,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          repeat: event.repeat,
          targetIsEditable: editable,
        },
        slow.current ? SLOW_SCANNER_WEDGE_CONFIG : DEFAULT_WEDGE_CONFIG,
      );
      state = step.state;
      if (step.preventDefault) {
        event.preventDefault();
        event.stopPropagation();
      }
      if (step.scan) {
        if (step.scan.editableChars > 0 && lastTarget) takeBack(lastTarget, step.scan.editableChars);
        callback.current({ code: step.scan.code, endedAt: step.scan.endedAt, source: 'wedge' });
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    const unsubscribe = api.onEvent((event) => {
      if (event.type === 'scan') callback.current({ code: event.code, endedAt: null, source: event.source });
    });
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      unsubscribe();
    };
  }, [enabled]);
}

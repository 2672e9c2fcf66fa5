// The customer display's window (#28 item 8): when a second monitor is attached, Electron opens the
// shopper's screen (/customer-display) full-screen on it, with the terminal window's locked-down web
// preferences and nothing to click. Which display and which options are pure, so they are tested
// without Electron (Electron cannot run on the build machine).
import type { BrowserWindowConstructorOptions } from 'electron';
import { RENDERER_ORIGIN } from './renderer-protocol.ts';
import { terminalWindowOptions } from './window-options.ts';

export const CUSTOMER_DISPLAY_PATH = '/customer-display';

export interface DisplayArea {
  readonly id: number;
  readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** The first display that is not the primary one (the cashier's), or null with one monitor. */
export function customerDisplayArea(displays: readonly DisplayArea[], primaryId: number): DisplayArea | null {
  return displays.find((d) => d.id !== primaryId) ?? null;
}

/** The shopper's window on `area`: full-screen, no focus stolen from the counter, the terminal's web preferences. */
export function customerDisplayWindowOptions(preloadPath: string, area: DisplayArea, options: { packaged: boolean }): BrowserWindowConstructorOptions {
  const base = terminalWindowOptions(preloadPath, options);
  return {
    ...base,
    ...area.bounds,
    minWidth: 640,
    minHeight: 480,
    title: '코트사이드 고객 화면',
    fullscreen: true,
    frame: false,
    focusable: false,
    backgroundColor: '#ffffff',
  };
}

/** Where the shopper's window loads from: the dev server in development, app:// otherwise. */
export function customerDisplayUrl(devServerUrl: string | null): string {
  return `${devServerUrl ? devServerUrl.replace(/\/$/, '') : RENDERER_ORIGIN}${CUSTOMER_DISPLAY_PATH}`;
}

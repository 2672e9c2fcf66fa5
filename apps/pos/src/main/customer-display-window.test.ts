import { describe, expect, it } from 'vitest';
import { customerDisplayArea, customerDisplayUrl, customerDisplayWindowOptions } from './customer-display-window.ts';
import { terminalWindowOptions } from './window-options.ts';

const primary = { id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } };
const second = { id: 7, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } };

describe('the customer display window', () => {
  it('opens only with a second monitor, on the one that is not the cashier’s', () => {
    expect(customerDisplayArea([primary], 1)).toBeNull();
    expect(customerDisplayArea([primary, second], 1)).toBe(second);
    expect(customerDisplayArea([second, primary], 1)).toBe(second);
  });
  it('covers that monitor full-screen, takes no focus, and keeps the terminal window’s locked-down preferences', () => {
    const options = customerDisplayWindowOptions('/p/preload.cjs', second, { packaged: true });
    expect(options).toMatchObject({ x: 1366, y: 0, width: 1920, height: 1080, fullscreen: true, focusable: false, frame: false, show: false });
    expect(options.webPreferences).toEqual(terminalWindowOptions('/p/preload.cjs', { packaged: true }).webPreferences);
    expect(options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, devTools: false });
  });
  it('loads the shopper route from app:// (or the dev server in development)', () => {
    expect(customerDisplayUrl(null)).toBe('app://terminal/customer-display');
    expect(customerDisplayUrl('http://localhost:5173/')).toBe('http://localhost:5173/customer-display');
  });
});

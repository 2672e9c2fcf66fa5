import { describe, expect, it } from 'vitest';
import { ScanStream } from './scan-stream.ts';
import type { ScanEvent } from './scan-stream.ts';

function collect(stream: ScanStream): ScanEvent[] {
  const events: ScanEvent[] = [];
  stream.subscribe((event) => events.push(event));
  return events;
}

describe('ScanStream', () => {
  it('merges wedge, HID and serial scans into one classified stream', () => {
    let now = 1000;
    const stream = new ScanStream({ now: () => now });
    const events = collect(stream);
    stream.push({ code: '8801234567893', source: 'wedge', at: 500 });
    now = 2000;
    stream.sink('hid')({ code: 'CS-DAMP-0001', symbology: 'CODE128' });
    now = 3000;
    stream.sink('serial')({ code: ' 036000291452 ' });
    expect(events.map(({ code, symbology, source, at }) => ({ code, symbology, source, at }))).toEqual([
      { code: '8801234567893', symbology: 'EAN13', source: 'wedge', at: 500 },
      { code: 'CS-DAMP-0001', symbology: 'CODE128', source: 'hid', at: 2000 },
      { code: '036000291452', symbology: 'UPCA', source: 'serial', at: 3000 },
    ]);
    expect(events[2]?.result).toMatchObject({ ok: true, value: { catalogueKey: '0036000291452' } });
  });

  it('passes a misread with its Korean reason instead of dropping it', () => {
    const stream = new ScanStream();
    const event = stream.push({ code: '8801234567890', source: 'serial' });
    expect(event?.symbology).toBeUndefined();
    expect(event?.result).toEqual({ ok: false, error: { code: 'SCAN_BAD_CHECK_DIGIT', message: expect.stringContaining('검증 숫자') } });
  });

  it('drops the second copy of a scan from a scanner seen as both keyboard and HID', () => {
    const stream = new ScanStream();
    const events = collect(stream);
    stream.push({ code: '8801234567893', source: 'hid', at: 1000 });
    expect(stream.push({ code: '8801234567893', source: 'wedge', at: 1040 })).toBeUndefined();
    stream.push({ code: '8801234567893', source: 'wedge', at: 2000 });
    expect(events.map((e) => e.source)).toEqual(['hid', 'wedge']);
  });

  it('keeps two scans of the same item from one scanner: that is two items', () => {
    const stream = new ScanStream();
    const events = collect(stream);
    stream.push({ code: '8801234567893', source: 'wedge', at: 1000 });
    stream.push({ code: '8801234567893', source: 'wedge', at: 1010 });
    expect(events).toHaveLength(2);
  });

  it('keeps delivering when one listener throws, and stops after unsubscribe', () => {
    const stream = new ScanStream();
    stream.subscribe(() => {
      throw new Error('screen gone');
    });
    const events: ScanEvent[] = [];
    const stop = stream.subscribe((event) => events.push(event));
    stream.push({ code: 'A1', source: 'serial' });
    stop();
    stream.push({ code: 'A2', source: 'serial' });
    expect(events.map((e) => e.code)).toEqual(['A1']);
  });
});

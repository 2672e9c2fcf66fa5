import { describe, expect, it } from 'vitest';
import { characterForCode } from './key-codes.ts';
import { DEFAULT_WEDGE_CONFIG, INITIAL_WEDGE_STATE, SLOW_SCANNER_WEDGE_CONFIG, runWedge, wedgeStep } from './wedge-detector.ts';
import type { WedgeKeyEvent } from './wedge-detector.ts';

// What the Korean 2-set IME reports as `key` for each letter key (the wedge must ignore it).
const JAMO: Readonly<Record<string, string>> = { A: 'ㅁ', B: 'ㅠ', C: 'ㅊ', D: 'ㅇ', S: 'ㄴ', M: 'ㅡ', P: 'ㅔ' };

function codeFor(ch: string): { code: string; shift: boolean } {
  if (/[0-9]/.test(ch)) return { code: `Digit${ch}`, shift: false };
  if (/[A-Z]/.test(ch)) return { code: `Key${ch}`, shift: true };
  if (/[a-z]/.test(ch)) return { code: `Key${ch.toUpperCase()}`, shift: false };
  const symbols: Record<string, { code: string; shift: boolean }> = {
    '-': { code: 'Minus', shift: false },
    '_': { code: 'Minus', shift: true },
    '.': { code: 'Period', shift: false },
  };
  const found = symbols[ch];
  if (!found) throw new Error(`no key for ${ch}`);
  return found;
}

interface TypeOptions {
  readonly start?: number;
  /** Gap before each key after the first (one number, or one per key). */
  readonly gaps: number | readonly number[];
  readonly ime?: boolean;
  readonly editable?: boolean;
  /** Gap before Enter; no Enter when undefined. */
  readonly enterAfter?: number;
}

/** Keydown events as a scanner (or a person) would produce them, Shift presses included. */
function typeText(text: string, options: TypeOptions): WedgeKeyEvent[] {
  const events: WedgeKeyEvent[] = [];
  let at = options.start ?? 1000;
  const editable = options.editable ?? false;
  [...text].forEach((ch, i) => {
    if (i > 0) at += typeof options.gaps === 'number' ? options.gaps : (options.gaps[i - 1] ?? 0);
    const { code, shift } = codeFor(ch);
    if (shift) events.push({ code: 'ShiftLeft', key: 'Shift', timeStamp: at - 1, shiftKey: true, targetIsEditable: editable });
    const key = options.ime ? (JAMO[ch.toUpperCase()] ?? 'Process') : ch;
    events.push({ code, key, timeStamp: at, shiftKey: shift, targetIsEditable: editable });
  });
  if (options.enterAfter !== undefined) {
    events.push({ code: 'Enter', key: 'Enter', timeStamp: at + options.enterAfter, shiftKey: false, targetIsEditable: editable });
  }
  return events;
}

describe('keyboard-wedge detector', () => {
  it('takes a fast burst ended by Enter as a scan', () => {
    const { scans, state } = runWedge(typeText('8801234567893', { gaps: 8, enterAfter: 8 }));
    expect(scans).toEqual([{ code: '8801234567893', startedAt: 1000, endedAt: 1104, editableChars: 0 }]);
    expect(state).toEqual(INITIAL_WEDGE_STATE);
  });

  it('decodes from the key code with the Korean IME on (key is jamo or Process)', () => {
    const events = typeText('CS-DAMP-0001', { gaps: 5, enterAfter: 5, ime: true });
    expect(events.some((e) => e.key === 'ㅊ')).toBe(true);
    expect(events.some((e) => e.key === 'Process')).toBe(true);
    expect(runWedge(events).scans.map((s) => s.code)).toEqual(['CS-DAMP-0001']);
  });

  it('swallows the Enter of a scan and nothing else', () => {
    const events = typeText('12345', { gaps: 10, enterAfter: 10 });
    let state = INITIAL_WEDGE_STATE;
    const prevented: boolean[] = [];
    for (const event of events) {
      const step = wedgeStep(state, event);
      prevented.push(step.preventDefault);
      state = step.state;
    }
    expect(prevented).toEqual([false, false, false, false, false, true]);
  });

  it('rejects a person typing in a field, even with Enter at the end', () => {
    const person = typeText('88012345', { gaps: [140, 180, 120, 160, 210, 130, 150], editable: true, enterAfter: 200 });
    expect(runWedge(person).scans).toEqual([]);
    // A fast typist rolling keys: three quick keys, then the usual human rhythm.
    const rolled = typeText('abcdef', { gaps: [30, 35, 120, 40, 110], editable: true, enterAfter: 25 });
    expect(runWedge(rolled).scans).toEqual([]);
  });

  it('rejects a short fast burst (rolled keys) followed by a quick Enter', () => {
    expect(runWedge(typeText('abc', { gaps: 20, enterAfter: 20 })).scans).toEqual([]);
  });

  it('drops a slow first key and still reads the scan that follows it', () => {
    const person = typeText('x', { start: 0, gaps: 0, editable: true });
    const scanner = typeText('96385074', { start: 500, gaps: 6, editable: true, enterAfter: 6 });
    const { scans } = runWedge([...person, ...scanner]);
    expect(scans.map((s) => s.code)).toEqual(['96385074']);
    expect(scans[0]?.editableChars).toBe(8);
  });

  it('emits nothing when the burst goes idle without Enter, and an Enter much later is not a scan', () => {
    const idle = runWedge(typeText('8801234567893', { gaps: 5 }));
    expect(idle.scans).toEqual([]);
    expect(idle.state.chars).toBe('8801234567893');
    const lateEnter = runWedge(typeText('8801234567893', { gaps: 5, enterAfter: 400 }));
    expect(lateEnter.scans).toEqual([]);
    expect(lateEnter.state).toEqual(INITIAL_WEDGE_STATE);
  });

  it('needs a slower setting for slow scanners', () => {
    const slow = typeText('88012345', { gaps: 80, enterAfter: 80 });
    expect(runWedge(slow).scans).toEqual([]);
    expect(runWedge(slow, SLOW_SCANNER_WEDGE_CONFIG).scans.map((s) => s.code)).toEqual(['88012345']);
  });

  it('accepts NumpadEnter and numpad digits', () => {
    const events: WedgeKeyEvent[] = ['Numpad1', 'Numpad2', 'Numpad3', 'NumpadSubtract', 'Numpad4', 'NumpadEnter'].map((code, i) => ({
      code,
      key: 'Process',
      timeStamp: i * 4,
      shiftKey: false,
      targetIsEditable: false,
    }));
    expect(runWedge(events).scans.map((s) => s.code)).toEqual(['123-4']);
  });

  it('resets on keys a scanner never sends', () => {
    const base = typeText('1234', { gaps: 5 });
    const last = base[base.length - 1]?.timeStamp ?? 0;
    const tail = (event: Partial<WedgeKeyEvent> & { code: string }): WedgeKeyEvent[] => [
      { timeStamp: last + 5, shiftKey: false, targetIsEditable: false, ...event },
      { code: 'Enter', timeStamp: last + 10, shiftKey: false, targetIsEditable: false },
    ];
    for (const interruption of [
      { code: 'Backspace' },
      { code: 'ArrowLeft' },
      { code: 'Digit5', ctrlKey: true },
      { code: 'Digit5', altKey: true },
      { code: 'Digit5', metaKey: true },
      { code: 'Digit5', repeat: true },
      { code: 'Digit5', timeStamp: last - 100 },
    ]) {
      expect(runWedge([...base, ...tail(interruption)]).scans).toEqual([]);
    }
    // The 한/영 key and Caps Lock do not interrupt.
    expect(runWedge([...base, ...tail({ code: 'Lang1' })]).scans.map((s) => s.code)).toEqual(['1234']);
  });

  it('refuses a stuck key longer than the longest label', () => {
    const config = { ...DEFAULT_WEDGE_CONFIG, maxLength: 5 };
    expect(runWedge(typeText('123456', { gaps: 5, enterAfter: 5 }), config).scans).toEqual([]);
    expect(runWedge(typeText('12345', { gaps: 5, enterAfter: 5 }), config).scans.map((s) => s.code)).toEqual(['12345']);
  });

  it('an Enter with nothing before it passes through', () => {
    const step = wedgeStep(INITIAL_WEDGE_STATE, { code: 'Enter', timeStamp: 0, shiftKey: false, targetIsEditable: true });
    expect(step).toEqual({ state: INITIAL_WEDGE_STATE, preventDefault: false });
  });
});

describe('characterForCode', () => {
  it.each([
    ['KeyA', false, false, 'a'],
    ['KeyA', true, false, 'A'],
    ['KeyA', false, true, 'A'],
    ['KeyA', true, true, 'a'],
    ['Digit1', true, false, '!'],
    ['Numpad7', false, false, '7'],
    ['NumpadDecimal', false, false, '.'],
    ['Slash', false, false, '/'],
    ['Space', true, false, ' '],
  ])('%s (shift %s, caps %s) types %j', (code, shift, caps, ch) => {
    expect(characterForCode(code, shift, caps)).toBe(ch);
  });

  it.each(['Key1', 'Keya', 'NumpadX', 'F1', 'Tab', 'toString', 'constructor', 'Enter'])('%s types nothing', (code) => {
    expect(characterForCode(code, false)).toBeUndefined();
  });
});

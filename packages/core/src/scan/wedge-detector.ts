// Tells a keyboard-wedge barcode scanner from a person at the keyboard, as a pure state machine fed
// keydown events. Characters come from `KeyboardEvent.code` only (see key-codes.ts), so it works
// with the Korean IME on.
//
// The rules (each exists because of a way people or scanners behave):
// 1. A burst is a run of typing keys each arriving at most `maxGapMs` after the previous one.
//    A longer gap starts a new burst with that key; the old keys are forgotten. A person types
//    100 ms or more between keys; a scanner 1–20 ms (slow ones up to ~100 ms: raise maxGapMs).
//    So human typing never builds a burst, and a slow first key is simply not part of the burst
//    that follows it.
// 2. A scan ends only on Enter (or NumpadEnter), and that Enter must itself arrive within
//    `maxGapMs` of the last character. A burst that goes idle emits nothing: there is no idle
//    timeout, because a person pausing mid-word must not trigger a scan.
// 3. The burst must hold at least `minLength` characters (default 4): two or three keys rolled
//    together by a fast typist followed by a quick Enter is the one human pattern that can be that
//    fast, and it is always short.
// 4. Anything a scanner never sends resets the burst: keys that type nothing (Backspace, Tab,
//    arrows, F-keys, Escape), a Ctrl/Alt/Meta chord, an auto-repeated key (a key held down), a
//    clock that goes backwards, or a burst longer than `maxLength` (a stuck key).
// 5. Shift, Caps Lock, Num Lock and the 한/영 and 한자 keys are ignored: scanners press Shift for
//    capitals, and switching the IME does not change what `code` reports.
// When a scan is recognised, its Enter is to be swallowed (`preventDefault`) so it does not submit a
// form; `editableChars` says how many of its characters went into a text field the renderer should
// take them back out of.
import { characterForCode, isModifierCode } from './key-codes.ts';

export interface WedgeKeyEvent {
  /** `KeyboardEvent.code`, e.g. 'Digit8', 'KeyA', 'Numpad0', 'Enter'. */
  readonly code: string;
  /** `KeyboardEvent.key`; carried for logs only, never decoded (the IME makes it 'Process' or jamo). */
  readonly key?: string;
  /** `KeyboardEvent.timeStamp`, in milliseconds. */
  readonly timeStamp: number;
  readonly shiftKey: boolean;
  readonly capsLock?: boolean;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
  /** `KeyboardEvent.repeat`: the key is being held down. */
  readonly repeat?: boolean;
  /** The focused element takes text (input, textarea, contenteditable). */
  readonly targetIsEditable: boolean;
}

export interface WedgeConfig {
  /** Longest gap between two keys of one scan, Enter included. */
  readonly maxGapMs: number;
  readonly minLength: number;
  readonly maxLength: number;
  readonly terminators: readonly string[];
}

export const DEFAULT_WEDGE_CONFIG: WedgeConfig = {
  maxGapMs: 50,
  minLength: 4,
  maxLength: 64,
  terminators: ['Enter', 'NumpadEnter'],
};

/** For scanners configured with a slow inter-character delay. */
export const SLOW_SCANNER_WEDGE_CONFIG: WedgeConfig = { ...DEFAULT_WEDGE_CONFIG, maxGapMs: 100 };

export interface WedgeState {
  readonly chars: string;
  /** When the burst's first and latest characters arrived (meaningless while `chars` is empty). */
  readonly startedAt: number;
  readonly lastAt: number;
  /** How many of the burst's characters were typed into an editable field. */
  readonly editableChars: number;
}

export interface WedgeScan {
  readonly code: string;
  readonly startedAt: number;
  /** When the terminating Enter arrived. */
  readonly endedAt: number;
  readonly editableChars: number;
}

export interface WedgeStep {
  readonly state: WedgeState;
  /** Present on the Enter that completes a scan. */
  readonly scan?: WedgeScan;
  /** Swallow this key (the Enter of a scan) so it does not also act on the page. */
  readonly preventDefault: boolean;
}

export const INITIAL_WEDGE_STATE: WedgeState = { chars: '', startedAt: 0, lastAt: 0, editableChars: 0 };

const pass = (state: WedgeState): WedgeStep => ({ state, preventDefault: false });
const reset = (): WedgeStep => pass(INITIAL_WEDGE_STATE);

/** True when `at` follows the burst's last key closely enough to belong to it. */
function continuesBurst(state: WedgeState, at: number, config: WedgeConfig): boolean {
  const gap = at - state.lastAt;
  return state.chars.length > 0 && gap >= 0 && gap <= config.maxGapMs;
}

export function wedgeStep(state: WedgeState, event: WedgeKeyEvent, config: WedgeConfig = DEFAULT_WEDGE_CONFIG): WedgeStep {
  if (isModifierCode(event.code)) return pass(state);
  if (event.repeat === true || event.ctrlKey === true || event.altKey === true || event.metaKey === true) return reset();

  if (config.terminators.includes(event.code)) {
    if (continuesBurst(state, event.timeStamp, config) && state.chars.length >= config.minLength) {
      const scan: WedgeScan = { code: state.chars, startedAt: state.startedAt, endedAt: event.timeStamp, editableChars: state.editableChars };
      return { state: INITIAL_WEDGE_STATE, scan, preventDefault: true };
    }
    return reset();
  }

  const char = characterForCode(event.code, event.shiftKey, event.capsLock ?? false);
  if (char === undefined) return reset();

  const editable = event.targetIsEditable ? 1 : 0;
  if (!continuesBurst(state, event.timeStamp, config)) {
    return pass({ chars: char, startedAt: event.timeStamp, lastAt: event.timeStamp, editableChars: editable });
  }
  if (state.chars.length >= config.maxLength) return reset();
  return pass({
    chars: state.chars + char,
    startedAt: state.startedAt,
    lastAt: event.timeStamp,
    editableChars: state.editableChars + editable,
  });
}

/** Feeds many events; returns the scans they complete and the final state (for tests and replays). */
export function runWedge(
  events: readonly WedgeKeyEvent[],
  config: WedgeConfig = DEFAULT_WEDGE_CONFIG,
  state: WedgeState = INITIAL_WEDGE_STATE,
): { readonly state: WedgeState; readonly scans: readonly WedgeScan[] } {
  const scans: WedgeScan[] = [];
  let current = state;
  for (const event of events) {
    const step = wedgeStep(current, event, config);
    if (step.scan) scans.push(step.scan);
    current = step.state;
  }
  return { state: current, scans };
}

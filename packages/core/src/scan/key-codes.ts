// Characters from `KeyboardEvent.code`, the physical key, as a US-layout keyboard wedge types them.
// `KeyboardEvent.key` is never used: with the Korean IME on it reports Hangul jamo ('ㅁ' for KeyA)
// or 'Process', while `code` stays 'KeyA'. Korean keyboards put digits and symbols where the US
// layout does, so this one table serves both.

/** [unshifted, shifted] for the keys outside the letter and numpad blocks (Maps: no prototype keys). */
const SYMBOL_KEYS = new Map<string, readonly [string, string]>(
  Object.entries<readonly [string, string]>({
    Digit0: ['0', ')'],
    Digit1: ['1', '!'],
    Digit2: ['2', '@'],
    Digit3: ['3', '#'],
    Digit4: ['4', '$'],
    Digit5: ['5', '%'],
    Digit6: ['6', '^'],
    Digit7: ['7', '&'],
    Digit8: ['8', '*'],
    Digit9: ['9', '('],
    Minus: ['-', '_'],
    Equal: ['=', '+'],
    BracketLeft: ['[', '{'],
    BracketRight: [']', '}'],
    Backslash: ['\\', '|'],
    Semicolon: [';', ':'],
    Quote: ["'", '"'],
    Comma: [',', '<'],
    Period: ['.', '>'],
    Slash: ['/', '?'],
    Backquote: ['`', '~'],
    Space: [' ', ' '],
  }),
);

const NUMPAD_KEYS = new Map<string, string>(
  Object.entries<string>({
    NumpadDecimal: '.',
    NumpadAdd: '+',
    NumpadSubtract: '-',
    NumpadMultiply: '*',
    NumpadDivide: '/',
  }),
);

/** Keys that only modify others (or switch the IME): they neither type nor interrupt a scan. */
const MODIFIER_CODES: ReadonlySet<string> = new Set([
  'ShiftLeft',
  'ShiftRight',
  'CapsLock',
  'NumLock',
  'Lang1', // 한/영
  'Lang2', // 한자
  'HangulMode',
  'HanjaMode',
]);

export function isModifierCode(code: string): boolean {
  return MODIFIER_CODES.has(code);
}

/**
 * The character a key types, or undefined for keys that type none. Letters are upper case when
 * exactly one of Shift and Caps Lock is on; numpad keys always type digits (a scanner never sends
 * them with Num Lock off meaning arrows).
 */
export function characterForCode(code: string, shift: boolean, capsLock = false): string | undefined {
  if (code.length === 4 && code.startsWith('Key')) {
    const letter = code.charAt(3);
    if (letter < 'A' || letter > 'Z') return undefined;
    return shift !== capsLock ? letter : letter.toLowerCase();
  }
  if (code.length === 7 && code.startsWith('Numpad')) {
    const digit = code.charAt(6);
    return digit >= '0' && digit <= '9' ? digit : undefined;
  }
  const numpad = NUMPAD_KEYS.get(code);
  if (numpad !== undefined) return numpad;
  const symbol = SYMBOL_KEYS.get(code);
  return symbol === undefined ? undefined : symbol[shift ? 1 : 0];
}

// A number box the way a counter keypad works: the first key after the box is entered replaces what
// it shows (Backspace clears it), later keys edit as usual. Without this, Backspace then `5` in a
// box showing 1 gives 15.
import { useRef } from 'react';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';

type NumberFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  /** Characters kept besides digits (`-` for signed quantities). */
  readonly allow?: string;
};

export function NumberField({ value, onValueChange, allow = '', onFocus, onKeyDown, onMouseUp, ...rest }: NumberFieldProps) {
  const fresh = useRef(false);
  const keep = (text: string) => text.split('').filter((c) => /[0-9]/.test(c) || allow.includes(c)).join('');
  return (
    <input
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onFocus={(event) => {
        fresh.current = true;
        event.currentTarget.select();
        onFocus?.(event);
      }}
      // A click that focuses the box must not move the caret and undo the selection.
      onMouseUp={(event) => {
        if (fresh.current) event.preventDefault();
        onMouseUp?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (fresh.current && !event.ctrlKey && !event.metaKey && !event.altKey) {
          if (/^[0-9]$/.test(event.key) || (event.key.length === 1 && allow.includes(event.key))) {
            event.preventDefault();
            fresh.current = false;
            onValueChange(event.key);
          } else if (event.key === 'Backspace' || event.key === 'Delete') {
            event.preventDefault();
            fresh.current = false;
            onValueChange('');
          } else if (event.key.length === 1 || event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') {
            fresh.current = false;
          }
        }
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        fresh.current = false;
        onValueChange(keep(event.target.value));
      }}
    />
  );
}

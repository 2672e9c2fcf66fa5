import { formatWon } from '@courtside/core/format';

export function Won({ amount }: { readonly amount: number }) {
  return <span className="won">{formatWon(amount)}</span>;
}

/** Digits typed on a keypad or keyboard as an integer won (anything else dropped). */
export function parseWonInput(text: string): number {
  const digits = text.replace(/[^0-9]/g, '').slice(0, 10);
  return digits === '' ? 0 : Number(digits);
}

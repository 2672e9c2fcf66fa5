// Jamo and 초성 (initial consonants) of Hangul text, and the jamo edit distance correction uses.
// es-hangul (Toss) does the decomposition: it splits compound vowels and finals the way a
// 2-beolsik keyboard types them (와 → ㅇㅗㅏ), so one wrong key is one edit.
import { convertQwertyToHangul, disassemble, getChoseong } from 'es-hangul';
import { distance } from 'fastest-levenshtein';

/** 댐프너 → ㄷㅐㅁㅍㅡㄴㅓ. */
export function toJamo(text: string): string {
  return disassemble(text);
}

/** 코트사이드 → ㅋㅌㅅㅇㄷ; characters other than syllables are dropped. */
export function choseongOf(word: string): string {
  return getChoseong(word).replace(/[^\u3131-\u314E]/g, '');
}

/** A keyword of compatibility consonants only (ㄷㅍㄴ). */
export function isChoseongOnly(text: string): boolean {
  return /^[\u3131-\u314E]+$/.test(text);
}

/** Edit distance between two words counted in jamo: 댐퍼너 ↔ 댐프너 is 1. */
export function jamoDistance(a: string, b: string): number {
  return distance(toJamo(a), toJamo(b));
}

/** A Latin keyword typed with the keyboard in English mode, read as Hangul (ekavmsj → 댐프너). */
export function qwertyToHangul(text: string): string | null {
  if (!/^[a-zA-Z]+$/.test(text)) return null;
  const converted = convertQwertyToHangul(text);
  return /^[\uAC00-\uD7A3]+$/.test(converted) ? converted : null;
}

// Characters no shopper types and no screen should store: NUL and the other C0/C1 controls (tab and
// line breaks excepted), lone UTF-16 surrogates, and the bidirectional overrides that make text read
// differently from what is stored ("‮gnp.exe").
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character that must not be stored. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The path (`a.b.0`) of the first string (key or value) in a JSON value holding such a character, else null. */
export function forbiddenCharacterPath(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path.join('.') || '본문' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenCharacterPath(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) return [...path, key].join('.');
      const found = forbiddenCharacterPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

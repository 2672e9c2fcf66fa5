/** A layer id unique within the design: prefix, time and a random tail (ids are never shown). */
export function newLayerId(prefix: 'img' | 'txt'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

// For exhaustive switches: the `never` parameter makes the compiler reject a forgotten case, and
// a value that arrives malformed at run time (over IPC, from storage) gets the fallback instead of
// crashing the screen. State machines pass their current state, so a bad event changes nothing.

export function fallbackFor<T>(fallback: T, _unhandled: never): T {
  return fallback;
}

// Whether this component has hydrated: false in the server's HTML and during hydration, true after.
// A control that does nothing until its code runs (a select whose choice would be lost) stays
// disabled until then, instead of taking a choice it then forgets.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

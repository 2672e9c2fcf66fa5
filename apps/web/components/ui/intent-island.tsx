'use client';
// An island whose code loads when the shopper reaches for it (issue 13: the page's first load
// carries only this watch, not the island). The server renders the island in full, so the page
// shows and reads the same before its code arrives; in the browser React keeps that HTML (a Suspense
// boundary waiting on the code) and hydrates it in place once the code is there, so the element a
// finger or the focus is on stays the same element (an open select stays open).
// The code loads on the first pointer, touch, focus, key, input or click event inside the island, on
// the page's first scroll (unless `scroll: false`: the header's islands wait to be reached), or at once when `useStartNow()` says so (a member's island shows their
// likes). React drops a click aimed at a boundary still waiting for its code: the island's last such
// click is made again once it has hydrated, so a first press of a button is not lost. (A select's
// value picked before is in the DOM for the island to take up: option-selects.tsx.)
// On a catalogue page the framework itself comes after the first paint: what the shopper did in the
// island before it came (noted by the page's loader, scripts/defer-first-load.mjs) counts the same.
// A client-side navigation renders the island with no server HTML to keep: its code loads at once.
// An update that reaches a boundary still waiting for its code (a navigation or refresh under a
// header that stays, new props) is held by React until the boundary has hydrated: any such render
// of the island wants its code at once, so the navigation goes on as soon as it has arrived.
import { usePathname } from 'next/navigation';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'scroll'];

/** Events made before the page's scripts had loaded (scripts/defer-first-load.mjs), oldest first. */
function earlyEvents(): ReadonlyArray<{ type: string; target: EventTarget | null }> {
  return (window as { __courtsideEarly?: Array<{ type: string; target: EventTarget | null }> }).__courtsideEarly ?? [];
}

export interface IntentIslandOptions {
  /** A hook: true when the code should load without waiting for the shopper. */
  useStartNow?: () => boolean;
  /** Whether the page's first scroll loads the code (default true). */
  scroll?: boolean;
}

export function intentIsland<P extends object>(load: () => Promise<ComponentType<P>>, { useStartNow = () => false, scroll = true }: IntentIslandOptions = {}) {
  let start = () => {};
  const wanted = new Promise<void>((resolve) => {
    start = resolve;
  });
  let hydrated = false;
  let missedClick: Element | null = null;
  // On the server the island renders at once; in the browser its code waits until it is wanted.
  const Code = lazy(async () => {
    if (typeof window !== 'undefined') await wanted;
    const Island = await load();
    function Hydrated(props: P) {
      useEffect(() => {
        hydrated = true;
        const target = missedClick;
        missedClick = null;
        if (target) setTimeout(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
      }, []);
      return <Island {...props} />;
    }
    return { default: Hydrated };
  });

  /** Only mounted when the island renders without server HTML (client-side navigation). */
  function LoadNow() {
    useEffect(start, []);
    return null;
  }

  return function IntentIsland(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // The path only: reading the query would make a page kept in Next's cache (app/cached/) render
    // this island in the browser alone. A list's other sort or page is another cached route, so the
    // island mounts anew there anyway.
    const where = usePathname();
    const [first] = useState({ props, where });
    if (props !== first.props || where !== first.where) start();
    const now = useStartNow();
    useEffect(() => {
      if (now) start();
    }, [now]);
    useEffect(() => {
      // What the shopper did in the island before the framework had come (a catalogue page paints
      // before its scripts load: apps/web/scripts/defer-first-load.mjs notes those events).
      if (!hydrated) {
        for (const { type, target } of earlyEvents()) {
          if (!(target instanceof Node) || !box.current?.contains(target)) continue;
          if (type === 'click' && target instanceof Element) missedClick = target;
          start();
        }
      }
      // On the window, capturing: React stops a click, key or input event aimed at a boundary that
      // has not hydrated yet before it would reach the island's own elements.
      const options = { capture: true, passive: true } as const;
      const reach = (event: Event) => {
        if (hydrated) return;
        const inside = box.current?.contains(event.target as Node) ?? false;
        if (inside && event.type === 'click') missedClick = event.target as Element;
        if (inside || (scroll && event.type === 'scroll')) start();
      };
      for (const type of INTENT) window.addEventListener(type, reach, options);
      return () => {
        for (const type of INTENT) window.removeEventListener(type, reach, options);
      };
    }, []);
    // The same element on every render of this wrapper: a boundary that gets new props before it
    // hydrates would throw its server HTML away.
    const island = useMemo(
      () => (
        <Suspense fallback={<LoadNow />}>
          <Code {...props} />
        </Suspense>
      ),
      [props],
    );
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {island}
      </div>
    );
  };
}

'use client';
// The design stage's side in px: the width its box gets from the page (never wider than the box,
// so a 320 px phone does not scroll sideways), between `min` and `max`.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useStageSize(initial = 340, min = 260, max = 480): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize(Math.max(min, Math.min(max, Math.floor(element.clientWidth))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min, max]);
  return [ref, size];
}

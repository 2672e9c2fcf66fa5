'use client';
// A print file on the production sheet, falling back to the shopper's editor image when the
// server cannot render it, so the sheet still shows what to make.
import { useState, type CSSProperties } from 'react';

export function PrintImage({ src, fallback, alt, style }: { src: string; fallback: string | null; alt: string; style?: CSSProperties }) {
  const [current, setCurrent] = useState(src);
  return (
    <img
      style={style}
      src={current}
      alt={alt}
      onError={() => {
        if (fallback && current !== fallback) setCurrent(fallback);
      }}
    />
  );
}

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} data-no-print>
      인쇄하기
    </button>
  );
}

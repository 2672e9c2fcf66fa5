// Korean text must not be drawn before its web font has arrived: canvas text drawn with a fallback
// font is measured and rasterised wrongly, and nothing redraws it later. Each text's glyphs are
// loaded through document.fonts.load (which also fetches the unicode-range subsets it needs), and
// the returned version changes once they are in, so the text nodes re-measure.
import { useEffect, useState } from 'react';
import { designFont, type DampenerDesign } from '@courtside/core/design';

export interface FontRequest {
  family: string;
  weight: 'normal' | 'bold';
  text: string;
}

export function fontRequests(design: DampenerDesign, cssFamily: (family: string) => string): FontRequest[] {
  const requests: FontRequest[] = [];
  for (const side of [design.front, design.back]) {
    for (const layer of side.layers) {
      if (layer.kind !== 'text') continue;
      const font = designFont(layer.font);
      requests.push({ family: cssFamily(font.family), weight: font.weight, text: layer.text || '가' });
    }
  }
  return requests;
}

/** Resolves once every request's glyphs are loaded (or failed: a missing font must not block). */
export async function loadFonts(requests: readonly FontRequest[]): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(requests.map((r) => document.fonts.load(`${r.weight} 32px ${r.family}`, r.text).catch(() => [])));
}

/** { ready, version }: ready when the design's current texts can be drawn in their fonts. */
export function useFontsReady(design: DampenerDesign, cssFamily: (family: string) => string): { ready: boolean; version: number } {
  const key = JSON.stringify(fontRequests(design, cssFamily));
  const [state, setState] = useState<{ key: string; version: number }>({ key: '', version: 0 });
  useEffect(() => {
    let live = true;
    loadFonts(JSON.parse(key) as FontRequest[]).then(() => {
      if (live) setState((s) => ({ key, version: s.version + 1 }));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { ready: state.key === key, version: state.version };
}

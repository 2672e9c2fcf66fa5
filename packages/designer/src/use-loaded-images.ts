// Pictures of the image layers, loaded once per URL. Same-origin uploads (or CORS-enabled ones) keep
// the canvas untainted, so the editor image can still be exported.
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(url: string): Promise<HTMLImageElement> {
  let pending = cache.get(url);
  if (!pending) {
    pending = new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`image failed: ${url}`));
      image.src = url;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The loaded pictures among `urls` (the map grows as they arrive; failures are left out). */
export function useLoadedImages(urls: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const key = [...new Set(urls)].sort().join('\n');
  useEffect(() => {
    let live = true;
    for (const url of key ? key.split('\n') : []) {
      loadImage(url).then(
        (image) => {
          if (live) setImages((current) => (current.get(url) === image ? current : new Map(current).set(url, image)));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  return images;
}

/** The natural size of a picture file, read before it becomes a layer. */
export async function imageSize(url: string): Promise<{ width: number; height: number }> {
  const image = await loadImage(url);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

// Production sheets print the design images the own server rendered. The terminal fetches them only
// from that server (same origin as POS_SERVER_URL), never follows a redirect elsewhere, and stops
// reading past a size limit (core's one capped reader, `readCappedBytes`) — a design's URL cannot make
// the counter fetch another address or swallow a huge file. (The decoder checks the pixel count before inflating: printer/png-decode.ts.)

import { readCappedBytes } from '@courtside/core/security';

/** A 402 × 402 px print PNG is well under this. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export class ImageFetchRefused extends Error {}

export function createImageFetcher(serverUrl: string, fetchImpl: typeof fetch = fetch) {
  const origin = new URL(serverUrl).origin;
  return async (url: string): Promise<Uint8Array> => {
    const target = new URL(url, serverUrl);
    if (target.origin !== origin) throw new ImageFetchRefused(`image not on the own server: ${target.origin}`);
    const response = await fetchImpl(target, { signal: AbortSignal.timeout(15_000), redirect: 'error' });
    if (!response.ok) throw new Error(`image ${response.status}`);
    const bytes = await readCappedBytes(response, MAX_IMAGE_BYTES);
    if (!bytes) throw new ImageFetchRefused('image too large');
    return bytes;
  };
}

// GET /api/pod/admin?url=<partner path>: the browser names a partner API path, the own server calls
// the partner with its token. Only the reads below are allowed, parsed into a typed request — an
// arbitrary URL is never forwarded (no open proxy to the partner, no host in the path).

import { decodeSegments } from './partner/http-protocol';

export type PartnerRead =
  | { kind: 'channel-products'; pageNo: number; pageSize: number }
  | { kind: 'design-templates'; channelProductId: string }
  | { kind: 'design-template'; designTemplateId: string }
  | { kind: 'variants'; channelProductId: string }
  | { kind: 'options'; channelProductId: string }
  | { kind: 'variant'; channelProductId: string; variantId: string }
  | { kind: 'product-pod'; mallProductNo: number };

export const MAX_POD_PAGE_SIZE = 100;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function positiveInt(raw: string | null, fallback: number, max: number): number | null {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

function segmentsOf(path: string): string[] | null {
  const decoded = decodeSegments(path);
  return decoded && decoded.every((value) => ID.test(value)) ? decoded : null;
}

/** The allowed partner read named by `url`, or null for anything else. */
export function parsePartnerPath(url: string): PartnerRead | null {
  const trimmed = url.trim();
  // Relative paths only: "//host", "http:" and backslashes would name another server.
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  const queryAt = trimmed.indexOf('?');
  const path = queryAt === -1 ? trimmed : trimmed.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : trimmed.slice(queryAt + 1));
  const segments = segmentsOf(path);
  if (!segments) return null;
  const [root, id, child, childId, ...rest] = segments;
  if (rest.length > 0) return null;

  if (root === 'channel-products') {
    if (id === undefined) {
      const pageNo = positiveInt(query.get('pageNo'), 1, 100_000);
      const pageSize = positiveInt(query.get('pageSize'), 20, MAX_POD_PAGE_SIZE);
      return pageNo === null || pageSize === null ? null : { kind: 'channel-products', pageNo, pageSize };
    }
    if (child === 'design-templates' && childId === undefined) return { kind: 'design-templates', channelProductId: id };
    if (child === 'options' && childId === undefined) return { kind: 'options', channelProductId: id };
    if (child === 'variants') {
      return childId === undefined ? { kind: 'variants', channelProductId: id } : { kind: 'variant', channelProductId: id, variantId: childId };
    }
    return null;
  }
  if (root === 'design-templates' && id !== undefined && child === undefined) return { kind: 'design-template', designTemplateId: id };
  if (root === 'product-pod' && id !== undefined && child === undefined && /^\d{1,10}$/.test(id)) {
    const mallProductNo = Number(id);
    return mallProductNo >= 1 && mallProductNo <= 2_147_483_647 ? { kind: 'product-pod', mallProductNo } : null;
  }
  return null;
}

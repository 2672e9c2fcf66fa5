// The print-on-demand partner's HTTP protocol (JSON over HTTP, documented in apps/web/CONTEXT.md,
// "The print-on-demand partner over HTTP"): one route table that both sides read — the adapter
// (../http-partner.ts) builds its requests from it and the stand-in's HTTP face
// (./stand-in/http-face.ts) answers them. Every call but the two token requests carries
// `Authorization: Bearer <token>`; a refusal is its HTTP status with `{ code, message }`.
import { z } from 'zod';
import { POD_STATUS, type PodErrorCode } from './provider';

export function isPodErrorCode(code: unknown): code is PodErrorCode {
  return typeof code === 'string' && Object.hasOwn(POD_STATUS, code);
}

/** One order sent to the partner (`POST /orders`, and the own server's `/api/pod/user` export). */
export const podOrderExport = z.object({
  orderCode: z.string().trim().min(1).max(40),
  storeCustomerId: z.string().trim().min(1).max(120),
  shippingAddress: z.object({
    address: z.string().max(300),
    addressDetail: z.string().max(300),
    nationCode: z.literal('KR'),
    phoneNumber: z.string().max(30),
    postcode: z.string().max(10),
    recipient: z.string().max(100),
  }),
  orderEntries: z
    .array(z.object({ projectId: z.string().min(1).max(64), quantity: z.number().int().min(1).max(10_000), productSellPrice: z.number().int().min(0).max(100_000_000) }))
    .min(1)
    .max(100),
});

/** A path's segments, percent-decoded; null when one cannot be decoded. */
export function decodeSegments(path: string): string[] | null {
  const decoded: string[] = [];
  for (const part of path.split('/').filter((p) => p !== '')) {
    try {
      decoded.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  return decoded;
}

/** A path segment the protocol accepts (ids, order codes): no slashes, no dots, no host. */
export const WIRE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const wirePaths = {
  channelToken: '/oauth/token',
  userToken: (customer: string) => `/oauth/users/${encodeURIComponent(customer)}/token`,
  channelProducts: '/channel-products',
  channelProduct: (id: string) => `/channel-products/${encodeURIComponent(id)}`,
  designTemplates: (id: string) => `/channel-products/${encodeURIComponent(id)}/design-templates`,
  designTemplate: (id: string) => `/design-templates/${encodeURIComponent(id)}`,
  variants: (id: string) => `/channel-products/${encodeURIComponent(id)}/variants`,
  variant: (id: string, variantId: string) => `/channel-products/${encodeURIComponent(id)}/variants/${encodeURIComponent(variantId)}`,
  options: (id: string) => `/channel-products/${encodeURIComponent(id)}/options`,
  productPod: (mallProductNo: number) => `/product-pod/${mallProductNo}`,
  editorDocuments: '/editor-documents',
  projects: '/projects',
  orders: '/orders',
  order: (orderCode: string) => `/orders/${encodeURIComponent(orderCode)}`,
  cancelOrder: (orderCode: string) => `/orders/${encodeURIComponent(orderCode)}/cancel`,
} as const;

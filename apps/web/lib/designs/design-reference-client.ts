// POST /api/custom/dampener/reference from the browser: the design frozen for a cart line.
import { OwnApiError } from '@courtside/core/api';
import { designToData, type CustomItem, type DampenerDesign } from '@courtside/core/design';
import { messageFor } from '@courtside/core/errors';

export interface FrozenDesign {
  reference: string;
  customItem: CustomItem;
}

export async function freezeDesignForCart(
  design: DampenerDesign,
  images: { front: string; back: string | null },
  createTime: string | null,
): Promise<FrozenDesign> {
  const response = await fetch('/api/custom/dampener/reference', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ design: designToData(design), frontImageUrl: images.front, backImageUrl: images.back, createTime }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reply = (body ?? {}) as { code?: string; message?: string };
    throw new OwnApiError({ status: response.status, code: reply.code ?? 'CART_ADD_FAILED', message: reply.message ?? messageFor('CART_ADD_FAILED') });
  }
  return body as FrozenDesign;
}

// The platform's server API as production reads it: paid orders holding given products, and one
// order by number (GET /server/orders, /server/orders/{orderNo}, header `systemKey`). Replies are
// checked at this boundary and reshaped into the fields production uses.
import { z } from 'zod';

const line = z.object({
  orderOptionNo: z.number().int(),
  productNo: z.number().int(),
  optionNo: z.number().int(),
  productName: z.string(),
  optionName: z.string().nullable().catch(''),
  optionValue: z.string().nullable().catch(''),
  orderCnt: z.number().int(),
  buyAmt: z.number().int(),
  orderStatusType: z.string(),
  claimStatusType: z.string().nullable().catch(null),
  optionInputs: z.array(z.object({ inputLabel: z.string(), inputValue: z.string() })).catch([]),
  imageUrl: z.string().nullable().catch(null),
  salePrice: z.number().int().catch(0),
  addPrice: z.number().int().catch(0),
  immediateDiscountAmt: z.number().int().catch(0),
});

const order = z.object({
  orderNo: z.string(),
  orderYmdt: z.string().nullable().catch(null),
  memberId: z.string().nullable().catch(null),
  payAmt: z.number().int().catch(0),
  paid: z.boolean(),
  orderOptions: z.array(line),
  orderer: z.object({ ordererName: z.string(), ordererContact1: z.string() }).catch({ ordererName: '', ordererContact1: '' }),
  shippingAddress: z
    .object({
      receiverName: z.string(),
      receiverZipCd: z.string(),
      receiverAddress: z.string(),
      receiverDetailAddress: z.string(),
      receiverContact1: z.string(),
    })
    .catch({ receiverName: '', receiverZipCd: '', receiverAddress: '', receiverDetailAddress: '', receiverContact1: '' }),
});

const page = z.object({ totalCount: z.number().int(), items: z.array(order) });

export type PlatformOrderLine = z.infer<typeof line>;
export type PlatformOrder = z.infer<typeof order>;

export interface ProductionPlatform {
  /** Paid orders holding any of `productNos`, newest first. */
  listPaidOrders(productNos: readonly number[], pageNumber: number, pageSize: number): Promise<{ totalCount: number; items: PlatformOrder[] }>;
  /** One order, or null when the platform has none by that number. */
  getOrder(orderNo: string): Promise<PlatformOrder | null>;
}

export class PlatformUnavailableError extends Error {
  constructor(readonly status: number, cause?: unknown) {
    super(`platform server API answered ${status}`, cause === undefined ? undefined : { cause });
    this.name = 'PlatformUnavailableError';
  }
}

export function createHttpProductionPlatform(config: { baseUrl: string; systemKey: string; fetch?: typeof fetch }): ProductionPlatform {
  const doFetch = config.fetch ?? fetch;
  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await doFetch(`${config.baseUrl}${path}`, { headers: { systemKey: config.systemKey, Accept: 'application/json' }, cache: 'no-store' });
    } catch (cause) {
      throw new PlatformUnavailableError(0, cause);
    }
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  return {
    async listPaidOrders(productNos, pageNumber, pageSize) {
      if (productNos.length === 0) return { totalCount: 0, items: [] };
      const query = new URLSearchParams({ productNos: productNos.join(','), paid: 'true', pageNumber: String(pageNumber), pageSize: String(pageSize) });
      const { status, body } = await get(`/server/orders?${query.toString()}`);
      if (status !== 200) throw new PlatformUnavailableError(status);
      const parsed = page.safeParse(body);
      if (!parsed.success) throw new PlatformUnavailableError(status, parsed.error);
      return parsed.data;
    },
    async getOrder(orderNo) {
      if (!/^[0-9A-Za-z-]{1,40}$/.test(orderNo)) return null;
      const { status, body } = await get(`/server/orders/${encodeURIComponent(orderNo)}`);
      if (status === 404 || status === 400) return null;
      if (status !== 200) throw new PlatformUnavailableError(status);
      const parsed = order.safeParse(body);
      if (!parsed.success) throw new PlatformUnavailableError(status, parsed.error);
      return parsed.data;
    },
  };
}

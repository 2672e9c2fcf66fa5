// Where the custom screen's orders come from: the own server (custom-product orders and their print-
// ready design images), or an in-memory source the host's test hooks install for e2e and demos.
import type { PosCustomOrderDetail, PosCustomOrderSummary } from '@courtside/core/pos';
import type { PosServerClient } from '../server/pos-server-client.ts';
import { TerminalError } from '../terminal-error.ts';

export interface CustomOrderSource {
  list(token: string | null, status: string | null): Promise<readonly PosCustomOrderSummary[]>;
  get(token: string | null, orderNo: string): Promise<PosCustomOrderDetail>;
  /** The bytes of a design image (PNG). */
  image(url: string): Promise<Uint8Array>;
}

export function serverCustomOrders(server: PosServerClient, fetchImage: (url: string) => Promise<Uint8Array>): CustomOrderSource {
  const need = (token: string | null): string => {
    if (!token) throw new TerminalError('SERVER_UNREACHABLE', { message: '주문 제작 주문은 서버에 연결된 상태에서 로그인해야 볼 수 있습니다.' });
    return token;
  };
  return {
    list: async (token, status) => (await server.customOrders(need(token), status)).items,
    get: (token, orderNo) => server.customOrder(need(token), orderNo),
    image: fetchImage,
  };
}

export function memoryCustomOrders(orders: readonly PosCustomOrderDetail[], images: ReadonlyMap<string, Uint8Array>): CustomOrderSource {
  return {
    list: async (_token, status) => orders.filter((o) => status === null || o.status === status),
    get: async (_token, orderNo) => {
      const order = orders.find((o) => o.orderNo === orderNo);
      if (!order) throw new TerminalError('CUSTOM_ORDER_NOT_FOUND');
      return order;
    },
    image: async (url) => {
      const bytes = images.get(url);
      if (!bytes) throw new TerminalError('CUSTOM_ORDER_NOT_FOUND', { message: '디자인 이미지를 찾을 수 없습니다.' });
      return bytes;
    },
  };
}

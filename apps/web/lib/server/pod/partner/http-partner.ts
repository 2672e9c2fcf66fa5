// The print-on-demand partner reached over HTTP (the protocol in ./http-protocol.ts): the real
// adapter for a partner that speaks it, chosen by POD_PARTNER_URL (lib/config.ts, ../runtime.ts).
// The partner's wire replies end here: each is checked for the fields the shop reads, a refusal
// becomes a PodError with the partner's code, and a partner that cannot be reached (or answers
// something unreadable) is POD_UNAVAILABLE — never a half-read reply.
import type { PodOrderExport } from '@courtside/core/api';
import { isPodErrorCode, wirePaths } from './http-protocol';
import { PodError, type PodOrderState, type PodProvider } from './provider';

export interface HttpPodPartnerOptions {
  /** `https://partner.example/api/v1` — every path of the protocol goes under it. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request (ms); a partner slower than this is unavailable for that call. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The reply's object when it has every `fields` key; otherwise the partner spoke something else. */
function shaped<T>(value: unknown, fields: readonly string[]): T {
  if (!isObject(value) || fields.some((field) => !(field in value))) throw new PodError('POD_UNAVAILABLE', '주문제작 파트너의 응답을 읽을 수 없습니다.');
  return value as T;
}

function itemsOf<T>(value: unknown, fields: readonly string[]): T[] {
  const reply = shaped<{ items: unknown }>(value, ['items']);
  if (!Array.isArray(reply.items)) throw new PodError('POD_UNAVAILABLE', '주문제작 파트너의 응답을 읽을 수 없습니다.');
  return reply.items.map((item) => shaped<T>(item, fields));
}

const ORDER_STATE = ['orderCode', 'status', 'receivedAt', 'cancelledAt'] as const;

export function createHttpPodProvider({ baseUrl, fetch: fetchImpl = fetch, timeoutMs = 10_000 }: HttpPodPartnerOptions): PodProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch {
      throw new PodError('POD_UNAVAILABLE');
    }
    const reply: unknown = await response.json().catch(() => null);
    if (response.ok) return reply;
    const code = isObject(reply) ? reply.code : undefined;
    if (response.status < 500 && isPodErrorCode(code)) throw new PodError(code, isObject(reply) && typeof reply.message === 'string' ? reply.message : undefined);
    throw new PodError(response.status >= 500 ? 'POD_UNAVAILABLE' : 'POD_INVALID_REQUEST');
  }

  const get = (path: string, token: string) => call('GET', path, { token });
  const post = (path: string, token: string | undefined, body: unknown) => call('POST', path, { ...(token === undefined ? {} : { token }), body });

  return {
    authorizeChannel: async () => shaped(await post(wirePaths.channelToken, undefined, { scope: 'channel' }), ['access_token', 'expires_in', 'refresh_token']),
    authorizeCatalogue: async () => shaped(await post(wirePaths.channelToken, undefined, { scope: 'catalogue' }), ['access_token', 'expires_in', 'refresh_token']),
    authorizeUser: async (customer) => shaped(await post(wirePaths.userToken(customer), undefined, {}), ['access_token', 'expires_in']),

    listChannelProducts: async (token, page) =>
      shaped(await get(`${wirePaths.channelProducts}?pageNo=${page.pageNo}&pageSize=${page.pageSize}`, token), ['items', 'totalCount']),
    getChannelProduct: async (token, id) => shaped(await get(wirePaths.channelProduct(id), token), ['channel_product_id', 'channel_product_name', 'mallProductNo']),
    listDesignTemplates: async (token, id) => itemsOf(await get(wirePaths.designTemplates(id), token), ['design_template_id', 'name']),
    getDesignTemplate: async (token, id) => shaped(await get(wirePaths.designTemplate(id), token), ['design_template_id', 'channel_product_id', 'image_url', 'layout']),
    listVariants: async (token, id) => itemsOf(await get(wirePaths.variants(id), token), ['variant_id', 'channel_product_id', 'name', 'price']),
    listOptions: async (token, id) => itemsOf(await get(wirePaths.options(id), token), ['name', 'values']),
    getVariant: async (token, id, variantId) => shaped(await get(wirePaths.variant(id, variantId), token), ['variant_id', 'channel_product_id', 'name', 'price']),
    productPod: async (token, mallProductNo) => shaped(await get(wirePaths.productPod(mallProductNo), token), ['message']),

    saveEditorDocument: async (token, save) => shaped(await post(wirePaths.editorDocuments, token, save), ['editorNo', 'thumbnail', 'designTemplateId']),
    createProject: async (token, request) => shaped(await post(wirePaths.projects, token, request), ['projectId']),
    listProjects: async (token) => itemsOf(await get(wirePaths.projects, token), ['projectId', 'variantId', 'editorNo', 'thumbnail', 'designTemplateId', 'createdAt']),
    findProjects: async (token, ids) =>
      ids.length === 0 ? [] : itemsOf(await get(`${wirePaths.projects}?ids=${ids.map(encodeURIComponent).join(',')}`, token), ['projectId', 'variantId', 'editorNo', 'thumbnail', 'designTemplateId', 'createdAt']),
    exportOrders: async (token, orders: readonly PodOrderExport[]) => {
      const reply = shaped<{ accepted: unknown }>(await post(wirePaths.orders, token, { orders }), ['accepted']);
      if (!Array.isArray(reply.accepted) || !reply.accepted.every((code) => typeof code === 'string')) throw new PodError('POD_UNAVAILABLE');
      return { accepted: reply.accepted as string[] };
    },
    orderStatus: async (token, orderCode) => shaped<PodOrderState>(await get(wirePaths.order(orderCode), token), ORDER_STATE),
    cancelOrder: async (token, orderCode) => shaped<PodOrderState>(await post(wirePaths.cancelOrder(orderCode), token, {}), ORDER_STATE),
  };
}

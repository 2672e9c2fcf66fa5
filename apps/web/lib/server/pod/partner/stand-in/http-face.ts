// The stand-in partner's HTTP face: any PodProvider (the stand-in's) answering the partner protocol
// (../http-protocol.ts) as a fetch-style handler, `(Request) => Response`. `pnpm start` keeps the
// stand-in in-process (ARCHITECTURE.md: the partner is the own server's alone), so this face is what
// a real partner's adapter is tested against (../http-partner.int.test.ts serves it on port 0) and
// what `POD_PARTNER_URL` can point at when the stand-in runs as a server of its own.
import { z } from 'zod';
import { WIRE_ID, decodeSegments, podOrderExport } from '../http-protocol';
import { POD_STATUS, PodError, isPodError, type PodProvider } from '../provider';

const MAX_BODY_BYTES = 1_000_000;
const CUSTOMER = /^[^/\s]{1,120}$/;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

function refusal(error: PodError): Response {
  return json(POD_STATUS[error.code], { code: error.code, message: error.message });
}

const id = z.string().regex(WIRE_ID);
const bodies = {
  token: z.object({ scope: z.enum(['channel', 'catalogue']) }),
  editor: z.object({ designTemplateId: id, document: z.record(z.string(), z.unknown()), thumbnail: z.string().min(1).max(2000) }),
  project: z.object({ editorNo: id, thumbnail: z.string().min(1).max(2000), designTemplateId: id, variantId: id }),
  orders: z.object({ orders: z.array(podOrderExport).min(1).max(100) }),
};

function bearer(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

async function bodyOf<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new PodError('POD_INVALID_REQUEST');
  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new PodError('POD_INVALID_REQUEST');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PodError('POD_INVALID_REQUEST');
  return parsed.data;
}

function segments(pathname: string, prefix: string): string[] | null {
  return pathname.startsWith(prefix) ? decodeSegments(pathname.slice(prefix.length)) : null;
}

const pageNumber = (raw: string | null, fallback: number, max: number) => {
  const n = raw === null || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new PodError('POD_INVALID_REQUEST');
  return n;
};

/** `prefix`: where the protocol's paths start on this server ('' at the root). */
export function createPodHttpFace(provider: PodProvider, prefix = ''): (request: Request) => Promise<Response> {
  async function route(request: Request): Promise<unknown> {
    const url = new URL(request.url);
    const parts = segments(url.pathname, prefix);
    if (!parts || parts.length === 0) throw new PodError('POD_NOT_FOUND');
    const [root, a, b, c, ...rest] = parts;
    // Ids are WIRE_ID; a store customer (`member:…`, `guest:…`) is any text up to 120 characters.
    const customerAt = root === 'oauth' && a === 'users' ? 1 : -1;
    const valid = [a, b, c].every((part, i) => part === undefined || (i === customerAt ? CUSTOMER.test(part) : WIRE_ID.test(part)));
    if (rest.length > 0 || !valid) throw new PodError('POD_NOT_FOUND');
    const token = bearer(request);
    const method = request.method;

    if (root === 'oauth' && method === 'POST') {
      if (a === 'token' && b === undefined) {
        const { scope } = await bodyOf(request, bodies.token);
        return scope === 'channel' ? provider.authorizeChannel() : provider.authorizeCatalogue();
      }
      if (a === 'users' && b !== undefined && c === 'token') return provider.authorizeUser(b);
    }
    if (root === 'channel-products' && method === 'GET') {
      if (a === undefined) return provider.listChannelProducts(token, { pageNo: pageNumber(url.searchParams.get('pageNo'), 1, 100_000), pageSize: pageNumber(url.searchParams.get('pageSize'), 20, 100) });
      if (b === undefined) return provider.getChannelProduct(token, a);
      if (b === 'design-templates' && c === undefined) return { items: await provider.listDesignTemplates(token, a) };
      if (b === 'options' && c === undefined) return { items: await provider.listOptions(token, a) };
      if (b === 'variants') return c === undefined ? { items: await provider.listVariants(token, a) } : provider.getVariant(token, a, c);
    }
    if (root === 'design-templates' && method === 'GET' && a !== undefined && b === undefined) return provider.getDesignTemplate(token, a);
    if (root === 'product-pod' && method === 'GET' && a !== undefined && b === undefined && /^\d{1,10}$/.test(a)) return provider.productPod(token, Number(a));
    if (root === 'editor-documents' && method === 'POST' && a === undefined) return provider.saveEditorDocument(token, await bodyOf(request, bodies.editor));
    if (root === 'projects' && a === undefined) {
      if (method === 'POST') return provider.createProject(token, await bodyOf(request, bodies.project));
      if (method === 'GET') {
        const ids = url.searchParams.get('ids');
        if (ids === null) return { items: await provider.listProjects(token) };
        const wanted = ids.split(',').filter((x) => x !== '');
        if (wanted.length > 500 || !wanted.every((x) => WIRE_ID.test(x))) throw new PodError('POD_INVALID_REQUEST');
        return { items: await provider.findProjects(token, wanted) };
      }
    }
    if (root === 'orders') {
      if (a === undefined && method === 'POST') return provider.exportOrders(token, (await bodyOf(request, bodies.orders)).orders);
      if (a !== undefined && b === undefined && method === 'GET') return provider.orderStatus(token, a);
      if (a !== undefined && b === 'cancel' && c === undefined && method === 'POST') return provider.cancelOrder(token, a);
    }
    throw new PodError('POD_NOT_FOUND');
  }

  return async (request) => {
    try {
      return json(200, await route(request));
    } catch (error) {
      if (isPodError(error)) return refusal(error);
      console.error('[pod stand-in] request failed', error);
      return json(503, { code: 'POD_UNAVAILABLE', message: '주문제작 서비스를 잠시 이용할 수 없습니다.' });
    }
  };
}

// The logic behind /api/pod/*: the browser's partner token in cookies (set-token, expiry check),
// catalogue reads through the allow-listed partner paths, and the user actions (authorise, editor
// save, project, my projects, order export). Routes hand in cookies and the caller; tests hand in
// their own, so this runs without Next.
import type { PodOrderExport, PodProject, PodProjectListItem } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';
import { z } from 'zod';
import { RouteError } from '@/lib/server/api-route';
import { storeCustomerIdOf, type PodCaller } from './identity';
import { parsePartnerPath } from './partner-path';
import { podOrderExport } from './partner/http-protocol';
import { isPodError, type PodProvider } from './partner/provider';
import type { PodTokenCache } from './token-cache';
import { encodeTokenTime, secondsLeft, tokenStateFrom } from './token-cookie';

export interface PodDeps {
  provider: PodProvider;
  tokens: PodTokenCache;
  now: () => Date;
}

/** The two cookies set-token writes (CUSTOM_KEY, CUSTOM_KEY_TIME), by role. */
export interface PodCookieJar {
  read(key: 'token' | 'time'): string | null;
  write(key: 'token' | 'time', value: string, maxAgeSeconds: number): void;
}

/** Partner refusals become the route's 4xx with the same code; anything else propagates. */
export async function partnerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isPodError(error)) throw new RouteError(error.status, error.code, error.message);
    throw error;
  }
}

/** Calls the partner with a server-held token, once more with a fresh one if the partner refused it. */
async function withServerToken<T>(deps: PodDeps, token: () => Promise<string>, run: (token: string) => Promise<T>): Promise<T> {
  const first = await token();
  try {
    return await partnerCall(() => run(first));
  } catch (error) {
    if (!(error instanceof RouteError) || error.status !== 401) throw error;
    deps.tokens.forget(first);
    return partnerCall(async () => run(await token()));
  }
}

export const setTokenBody = z.object({
  access_token: z.string().min(1).max(4096),
  expires_in: z.number().int().min(1).max(90 * 24 * 3600),
  refresh_token: z.string().max(4096).optional(),
});

/** POST /api/pod/set-token: keeps the partner token in HttpOnly cookies for as long as it lives. */
export function setPodToken(deps: PodDeps, jar: PodCookieJar, body: z.infer<typeof setTokenBody>): { ok: true } {
  jar.write('token', body.access_token, body.expires_in);
  jar.write('time', encodeTokenTime(deps.now().getTime(), body.expires_in), body.expires_in);
  return { ok: true };
}

/** POST /api/pod/token-expiry-check: seconds left before the token must be renewed (60 s margin). */
export function podTokenExpiry(deps: PodDeps, jar: PodCookieJar): { expiresIn: number } {
  return { expiresIn: secondsLeft(tokenStateFrom(jar.read('token'), jar.read('time')), deps.now().getTime()) };
}

/** POST /api/pod/admin: OAuth with the partner for a catalogue-reading token the browser may hold. */
export function authorizePodAdmin(deps: PodDeps) {
  return partnerCall(() => deps.provider.authorizeCatalogue());
}

/** GET /api/pod/admin?url=: an allow-listed partner read with the browser's token. */
export async function readPartner(deps: PodDeps, jar: PodCookieJar, url: string): Promise<unknown> {
  const read = parsePartnerPath(url);
  if (!read) throw new RouteError(400, 'POD_INVALID_REQUEST', '허용되지 않은 주문제작 요청입니다.');
  const token = jar.read('token');
  if (!token || secondsLeft(tokenStateFrom(token, jar.read('time')), deps.now().getTime()) === 0) {
    throw new RouteError(401, 'POD_TOKEN_EXPIRED', '주문제작 서비스 인증이 만료되었습니다. 다시 시도해 주세요.');
  }
  const p = deps.provider;
  return partnerCall((): Promise<unknown> => {
    switch (read.kind) {
      case 'channel-products':
        return p.listChannelProducts(token, { pageNo: read.pageNo, pageSize: read.pageSize });
      case 'design-templates':
        return p.listDesignTemplates(token, read.channelProductId);
      case 'design-template':
        return p.getDesignTemplate(token, read.designTemplateId);
      case 'variants':
        return p.listVariants(token, read.channelProductId);
      case 'options':
        return p.listOptions(token, read.channelProductId);
      case 'variant':
        return p.getVariant(token, read.channelProductId, read.variantId);
      case 'product-pod':
        return p.productPod(token, read.mallProductNo);
    }
  });
}

const guestId = z.string().max(100).optional();
const imageAddress = z.string().min(1).max(2000);
const exportOrder = podOrderExport;

export const userBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authorize'), guestUserIdentifier: guestId }),
  z.object({ type: z.literal('projects'), guestUserIdentifier: guestId }),
  z.object({
    type: z.literal('editor'),
    guestUserIdentifier: guestId,
    designTemplateId: z.string().min(1).max(64),
    document: z.record(z.string(), z.unknown()),
    thumbnail: imageAddress,
  }),
  z.object({
    type: z.literal('project'),
    guestUserIdentifier: guestId,
    editorNo: z.string().min(1).max(64),
    thumbnail: imageAddress,
    designTemplateId: z.string().min(1).max(64),
    variantId: z.string().min(1).max(64),
  }),
  z.object({ type: z.literal('orders'), orders: z.array(exportOrder).min(1).max(100) }),
]);

export type PodUserBody = z.infer<typeof userBody>;

/** POST /api/pod/user: the caller's own pod actions; order export is for admins only. */
export async function podUserAction(deps: PodDeps, caller: PodCaller, body: PodUserBody): Promise<unknown> {
  if (body.type === 'orders') {
    if (caller.memberId === null) throw new RouteError(401, 'LOGIN_REQUIRED', '로그인이 필요합니다.');
    if (!caller.isAdmin) throw new RouteError(403, 'ADMIN_ONLY', '관리자만 이용할 수 있습니다.');
    return exportPodOrders(deps, body.orders);
  }
  const customer = storeCustomerIdOf(caller, body.guestUserIdentifier);
  if (customer === null) throw new RouteError(401, 'POD_IDENTITY_REQUIRED', '회원 로그인 또는 비회원 주문제작 시작이 필요합니다.');
  const p = deps.provider;
  const userToken = () => deps.tokens.userToken(customer);
  switch (body.type) {
    case 'authorize':
      return partnerCall(() => p.authorizeUser(customer));
    case 'projects':
      return { items: await describeProjects(deps, await withServerToken(deps, userToken, (t) => p.listProjects(t))) };
    case 'editor':
      return withServerToken(deps, userToken, (t) =>
        p.saveEditorDocument(t, { designTemplateId: body.designTemplateId, document: body.document, thumbnail: body.thumbnail }),
      );
    case 'project':
      return withServerToken(deps, userToken, (t) =>
        p.createProject(t, { editorNo: body.editorNo, thumbnail: body.thumbnail, designTemplateId: body.designTemplateId, variantId: body.variantId }),
      );
  }
}

/** Sends orders to the partner with the server's channel token (admin list's "send" button). */
export function exportPodOrders(deps: PodDeps, orders: readonly PodOrderExport[]) {
  return withServerToken(deps, () => deps.tokens.channelToken(), (t) => deps.provider.exportOrders(t, orders));
}

/** Server renders and the production area read the catalogue with the server's channel token. */
/**
 * Each saved design with the product it is on and the variant's options, so 내 디자인 says what was
 * made ("반팔 티셔츠 · 색상: 네이비 / 사이즈: L"), not only the partner's project id. Read with the
 * channel token, once per template and variant; a product the partner no longer lists stays unnamed.
 */
async function describeProjects(deps: PodDeps, projects: readonly PodProject[]): Promise<PodProjectListItem[]> {
  const described = new Map<string, Promise<{ productName: string; optionText: string }>>();
  const describe = (project: PodProject) =>
    withChannelToken(deps, async (p, t) => {
      const template = await p.getDesignTemplate(t, project.designTemplateId);
      const [product, variant] = await Promise.all([p.getChannelProduct(t, template.channel_product_id), p.getVariant(t, template.channel_product_id, project.variantId)]);
      const options = Object.entries(variant.options ?? {});
      return { productName: product.channel_product_name, optionText: optionText(options.map(([name]) => name).join('|'), options.map(([, value]) => value).join('|')) };
    }).catch(() => ({ productName: '', optionText: '' }));
  return Promise.all(
    projects.map(async (project) => {
      const key = `${project.designTemplateId}\u0000${project.variantId}`;
      const known = described.get(key) ?? describe(project);
      described.set(key, known);
      return { ...project, ...(await known) };
    }),
  );
}

export function withChannelToken<T>(deps: PodDeps, run: (provider: PodProvider, token: string) => Promise<T>): Promise<T> {
  return withServerToken(deps, () => deps.tokens.channelToken(), (t) => run(deps.provider, t));
}

// Client of the own server's `/api/*` routes. In the browser `baseUrl` is '' (same origin, the
// cookies go along); the terminal passes the storefront's address.
import type { FetchLike, HttpMethod } from './fetch-types.ts';
import type { PosShopProfile, PosShopProfileReply } from '../pos/shop-profile.ts';
import { exchange, joinUrl } from './http-exchange.ts';
import { buildQueryString, stripQuery, type QueryParams } from './query-string.ts';
import { OwnApiError, ownApiFallbackMessages, toOwnApiError } from './own-api-error.ts';
import type {
  CookieReply,
  CustomAdminQuery,
  CustomAdminReply,
  CustomProductionMoveReply,
  CustomProductionMoveRequest,
  CustomSalesChannelRequest,
  DampenerDesignData,
  DampenerPatchRequest,
  DampenerRecord,
  PodChannelProductsReply,
  PodDesignResult,
  PodDesignTemplate,
  PodEditorSaveRequest,
  PodOAuthReply,
  PodOption,
  PodOrderExport,
  PodOrderExportReply,
  PodProductPodReply,
  PodProjectReply,
  PodProjectRequest,
  PodProjectsReply,
  PodTokenExpiryReply,
  PodUserAuthorizeReply,
  PodUserIdentity,
  PodVariant,
  SetCookieRequest,
  UploadFileRequest,
} from './own-api-types.ts';

export interface OwnApiClientConfig {
  baseUrl: string;
  fetch: FetchLike;
}

interface OwnRequest {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
}

export function createOwnApiClient(config: OwnApiClientConfig) {
  async function send<T>(request: OwnRequest): Promise<T> {
    const url = joinUrl(config.baseUrl, request.path) + buildQueryString(request.query ?? {});
    const result = await exchange(config.fetch, url, {
      method: request.method,
      headers: request.body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    if (!result.ok) throw toOwnApiError(result);
    return result.data as T;
  }

  /** The partner's API path goes through the own server, which holds the partner token. */
  const podAdminGet = <T>(partnerPath: string) => send<T>({ method: 'GET', path: '/api/pod/admin', query: { url: partnerPath } });
  const podProductPath = (channelProductId: string) => `/channel-products/${encodeURIComponent(channelProductId)}`;

  async function uploadFile(request: UploadFileRequest): Promise<string> {
    const reply = await send<unknown>({
      method: 'GET',
      path: '/api/upload',
      query: { fileName: request.fileName, fileType: request.fileType, bucket: request.bucket },
    });
    const signedUrl = readSignedUrl(reply);
    // The local store answers a same-origin path; an S3 bucket answers an absolute URL.
    const target = signedUrl.startsWith('/') ? joinUrl(config.baseUrl, signedUrl) : signedUrl;
    let status: number;
    try {
      const response = await config.fetch(target, {
        method: 'PUT',
        headers: { 'Content-Type': request.fileType },
        body: request.body,
      });
      if (response.ok) return stripQuery(target);
      status = response.status;
    } catch (cause) {
      throw new OwnApiError({ status: 0, code: 'UPLOAD_FAILED', message: ownApiFallbackMessages.UPLOAD_FAILED, cause });
    }
    throw new OwnApiError({ status, code: 'UPLOAD_FAILED', message: ownApiFallbackMessages.UPLOAD_FAILED });
  }

  return {
    getCookie: () => send<CookieReply>({ method: 'POST', path: '/api/get-cookie' }),
    setCookie: (request: SetCookieRequest) => send<void>({ method: 'POST', path: '/api/set-cookie', body: request }),

    /** Asks for a signed URL, PUTs the bytes to it and answers the file's address (no query). */
    uploadFile,

    dampeners: {
      list: (memberId: string) =>
        send<DampenerRecord[]>({ method: 'GET', path: '/api/custom/dampener', query: { memberId } }),
      create: (memberId: string, dampenerPostData: DampenerDesignData) =>
        send<DampenerRecord>({ method: 'POST', path: '/api/custom/dampener', query: { memberId }, body: { dampenerPostData } }),
      update: (memberId: string, request: DampenerPatchRequest) =>
        send<DampenerRecord>({ method: 'PATCH', path: '/api/custom/dampener', query: { memberId }, body: request }),
      remove: (memberId: string, createTime: string) =>
        send<void>({ method: 'DELETE', path: '/api/custom/dampener', query: { memberId }, body: { createTime } }),
    },

    listCustomProduction: (query: CustomAdminQuery = {}) =>
      send<CustomAdminReply>({ method: 'GET', path: '/api/custom/admin', query: { ...query } }),
    /** One step along request → progress → completion; refused with the production machine's codes. */
    moveCustomProduction: (request: CustomProductionMoveRequest) =>
      send<CustomProductionMoveReply>({ method: 'POST', path: '/api/custom/admin', body: request }),
    setCustomSalesChannel: (request: CustomSalesChannelRequest) =>
      send<CustomSalesChannelRequest>({ method: 'PATCH', path: '/api/custom/admin', body: request }),

    /** The shop's details printed on terminal receipts (admins). */
    shopProfile: () => send<PosShopProfileReply>({ method: 'GET', path: '/api/admin/shop-profile' }),
    saveShopProfile: (profile: PosShopProfile) => send<PosShopProfileReply>({ method: 'PUT', path: '/api/admin/shop-profile', body: profile }),

    pod: {
      /** Stores the partner token the admin authorisation returned. */
      setToken: (token: PodOAuthReply) => send<void>({ method: 'POST', path: '/api/pod/set-token', body: token }),
      checkTokenExpiry: () => send<PodTokenExpiryReply>({ method: 'POST', path: '/api/pod/token-expiry-check' }),
      authorizeAdmin: () => send<PodOAuthReply>({ method: 'POST', path: '/api/pod/admin' }),
      listChannelProducts: (query: { pageNo: number; pageSize: number }) =>
        podAdminGet<PodChannelProductsReply>(`/channel-products${buildQueryString(query)}`),
      listDesignTemplates: (channelProductId: string) =>
        podAdminGet<PodDesignTemplate[]>(`${podProductPath(channelProductId)}/design-templates`),
      listVariants: (channelProductId: string) => podAdminGet<PodVariant[]>(`${podProductPath(channelProductId)}/variants`),
      listOptions: (channelProductId: string) => podAdminGet<PodOption[]>(`${podProductPath(channelProductId)}/options`),
      getVariant: (channelProductId: string, variantId: string) =>
        podAdminGet<PodVariant>(`${podProductPath(channelProductId)}/variants/${encodeURIComponent(variantId)}`),
      /** The pod product behind a mall product; no variant answers the POD_VARIANT_MISSING retry alert. */
      lookupProductVariant: (productPodId: string | number) =>
        podAdminGet<PodProductPodReply>(`/product-pod/${encodeURIComponent(String(productPodId))}`),
      authorizeUser: (identity: PodUserIdentity = {}) =>
        send<PodUserAuthorizeReply>({ method: 'POST', path: '/api/pod/user', body: { type: 'authorize', ...identity } }),
      listProjects: (identity: PodUserIdentity = {}) =>
        send<PodProjectsReply>({ method: 'POST', path: '/api/pod/user', body: { type: 'projects', ...identity } }),
      /** The editor callback's data: editorNo, thumbnail, designTemplateId. */
      saveEditorDocument: (request: PodEditorSaveRequest) =>
        send<PodDesignResult>({ method: 'POST', path: '/api/pod/user', body: { type: 'editor', ...request } }),
      createProject: (request: PodProjectRequest) =>
        send<PodProjectReply>({ method: 'POST', path: '/api/pod/user', body: { type: 'project', ...request } }),
      exportOrders: (orders: readonly PodOrderExport[]) =>
        send<PodOrderExportReply>({ method: 'POST', path: '/api/pod/user', body: { type: 'orders', orders } }),
    },
  };
}

export type OwnApiClient = ReturnType<typeof createOwnApiClient>;

/** The upload route answers `{url}`; a bare string is accepted too. Anything else is a broken reply. */
function readSignedUrl(reply: unknown): string {
  const url = typeof reply === 'string' ? reply : readUrlField(reply);
  if (url === undefined || url === '') {
    throw new OwnApiError({ status: 200, code: 'INVALID_RESPONSE', message: ownApiFallbackMessages.INVALID_RESPONSE });
  }
  return url;
}

function readUrlField(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const url = (reply as { url?: unknown }).url;
  return typeof url === 'string' ? url : undefined;
}

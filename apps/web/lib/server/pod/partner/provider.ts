// The print-on-demand partner as the own server sees it (ARCHITECTURE.md, "Where an edge lives"):
// this folder is the edge — this interface, the local stand-in (./stand-in, over its own tables in the
// own database) and, once a partner is contracted, its adapter beside this file (`<name>-partner.ts`,
// chosen in ../runtime.ts); raw partner shapes end inside the adapter. Routes and pages talk to this
// interface only, through ../service.ts.
import { messageFor } from '@courtside/core/errors';
import type {
  PodChannelProduct,
  PodChannelProductsReply,
  PodDesignResult,
  PodDesignTemplate,
  PodOAuthReply,
  PodOption,
  PodOrderExport,
  PodOrderExportReply,
  PodProductPodReply,
  PodProject,
  PodProjectReply,
  PodUserAuthorizeReply,
  PodVariant,
} from '@courtside/core/api';

/** The printable box on a template picture, in the picture's pixels. */
export interface PodTemplateLayout {
  width: number;
  height: number;
  area: { x: number; y: number; width: number; height: number };
}

/** A design template with what the editor needs to draw on it. */
export interface PodTemplateDetail extends PodDesignTemplate {
  channel_product_id: string;
  image_url: string;
  layout: PodTemplateLayout;
}

/** A channel product with the mall product it is sold as (null when the mall does not list it). */
export interface PodChannelProductDetail extends PodChannelProduct {
  mallProductNo: number | null;
}

/** What the partner's editor saves: text and image areas over the template, plus a rendered thumbnail. */
export interface PodEditorSave {
  designTemplateId: string;
  /** The editor's own document; the partner keeps it, the shop never reads it. */
  document: Record<string, unknown>;
  thumbnail: string;
}

/** Where an order sent to the partner stands (the protocol's status and cancel). */
export interface PodOrderState {
  orderCode: string;
  /** RECEIVED until production starts (then it can no longer be cancelled); CANCELLED once cancelled. */
  status: 'RECEIVED' | 'IN_PRODUCTION' | 'CANCELLED';
  /** ISO times. */
  receivedAt: string;
  cancelledAt: string | null;
}

export interface PodProvider {
  /** OAuth for the shop's channel (catalogue reads, order exports); stays on the server. */
  authorizeChannel(): Promise<PodOAuthReply>;
  /** OAuth for catalogue reads only: the token POST /api/pod/admin hands to the browser. */
  authorizeCatalogue(): Promise<PodOAuthReply>;
  /** A token acting for one store customer (a member, or a guest's device identifier). */
  authorizeUser(storeCustomerId: string): Promise<PodUserAuthorizeReply>;

  listChannelProducts(token: string, page: { pageNo: number; pageSize: number }): Promise<PodChannelProductsReply>;
  getChannelProduct(token: string, channelProductId: string): Promise<PodChannelProductDetail>;
  listDesignTemplates(token: string, channelProductId: string): Promise<PodDesignTemplate[]>;
  getDesignTemplate(token: string, designTemplateId: string): Promise<PodTemplateDetail>;
  listVariants(token: string, channelProductId: string): Promise<PodVariant[]>;
  listOptions(token: string, channelProductId: string): Promise<PodOption[]>;
  getVariant(token: string, channelProductId: string, variantId: string): Promise<PodVariant>;
  /** The pod product behind a mall product; fails with POD_VARIANT_MISSING when it has no variant. */
  productPod(token: string, mallProductNo: number): Promise<PodProductPodReply>;

  /** The editor's save ("editor callback with data"): answers editorNo, thumbnail, designTemplateId. */
  saveEditorDocument(userToken: string, save: PodEditorSave): Promise<PodDesignResult>;
  createProject(userToken: string, request: PodDesignResult & { variantId: string }): Promise<PodProjectReply>;
  listProjects(userToken: string): Promise<PodProject[]>;
  /** Projects by id for the shop's own production screens (channel scope). */
  findProjects(token: string, projectIds: readonly string[]): Promise<PodProject[]>;
  exportOrders(token: string, orders: readonly PodOrderExport[]): Promise<PodOrderExportReply>;
  /** An exported order's state (channel scope); POD_NOT_FOUND for a code the partner never received. */
  orderStatus(token: string, orderCode: string): Promise<PodOrderState>;
  /** Cancels an exported order before production starts (POD_ORDER_NOT_CANCELLABLE after); again: the same answer. */
  cancelOrder(token: string, orderCode: string): Promise<PodOrderState>;
}

export type PodErrorCode =
  | 'POD_TOKEN_MISSING'
  | 'POD_TOKEN_INVALID'
  | 'POD_TOKEN_EXPIRED'
  | 'POD_SCOPE_DENIED'
  | 'POD_NOT_FOUND'
  | 'POD_VARIANT_MISSING'
  | 'POD_INVALID_REQUEST'
  | 'POD_ORDER_NOT_CANCELLABLE'
  | 'POD_UNAVAILABLE';

const POD_MESSAGES: Readonly<Record<PodErrorCode, string>> = {
  POD_TOKEN_MISSING: '주문제작 서비스 인증이 필요합니다. 다시 시도해 주세요.',
  POD_TOKEN_INVALID: '주문제작 서비스 인증 정보가 올바르지 않습니다. 다시 시도해 주세요.',
  POD_TOKEN_EXPIRED: '주문제작 서비스 인증이 만료되었습니다. 다시 시도해 주세요.',
  POD_SCOPE_DENIED: '이 인증으로는 요청한 작업을 할 수 없습니다.',
  POD_NOT_FOUND: '요청한 주문제작 정보를 찾을 수 없습니다.',
  // Seed §5: a lookup with no variant fails with the retry alert (core's catalogue sentence).
  POD_VARIANT_MISSING: messageFor('POD_VARIANT_MISSING'),
  POD_INVALID_REQUEST: '주문제작 요청 값이 올바르지 않습니다.',
  POD_ORDER_NOT_CANCELLABLE: '이미 제작을 시작한 주문제작 상품은 취소할 수 없습니다.',
  POD_UNAVAILABLE: '주문제작 서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};

/** Each refusal's HTTP status: the own server's answer, and the partner protocol's (./http-protocol.ts). */
export const POD_STATUS: Readonly<Record<PodErrorCode, number>> = {
  POD_TOKEN_MISSING: 401,
  POD_TOKEN_INVALID: 401,
  POD_TOKEN_EXPIRED: 401,
  POD_SCOPE_DENIED: 403,
  POD_NOT_FOUND: 404,
  POD_VARIANT_MISSING: 404,
  POD_INVALID_REQUEST: 400,
  POD_ORDER_NOT_CANCELLABLE: 409,
  POD_UNAVAILABLE: 503,
};

/** A refusal from the partner (or the stand-in), carried to the route as its HTTP status and code. */
export class PodError extends Error {
  readonly status: number;

  constructor(
    readonly code: PodErrorCode,
    message?: string,
  ) {
    super(message ?? POD_MESSAGES[code]);
    this.name = 'PodError';
    this.status = POD_STATUS[code];
  }
}

export function isPodError(error: unknown): error is PodError {
  return error instanceof PodError;
}

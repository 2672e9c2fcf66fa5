// Request and reply shapes of the own server's `/api/*` routes (apps/web), which keep what the
// commerce platform does not: cookies holding tokens, uploads, custom dampener designs, the admin
// production list, and the print-on-demand partner behind its adapter.
import type { RequestBodyLike } from './fetch-types.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// ---- cookies ----

/** The values the own server keeps in http-only cookies; null when the cookie is not set. */
export interface CookieReply {
  accesstoken: string | null;
  customKey: string | null;
  customKeyTime: string | null;
}

export type CookieKeyType = 'SHOP_KEY' | 'EXPIRES_IN' | 'CUSTOM_KEY' | 'CUSTOM_KEY_TIME';

export interface SetCookieRequest {
  /** The value to store in the cookie `keyType` names. */
  key: string;
  keyType: CookieKeyType;
}

// ---- uploads ----

export interface UploadUrlReply {
  /** Signed, short-lived address to PUT the file to; without its query it is the file's address. */
  url: string;
}

export interface UploadFileRequest {
  fileName: string;
  /** MIME type, sent as the PUT's Content-Type. */
  fileType: string;
  bucket: string;
  body: RequestBodyLike;
}

// ---- custom dampener designs ----

/** The designer's document, stored as the designer wrote it. */
export type DampenerDesignData = JsonObject;

export interface DampenerRecord {
  memberId: string;
  /** ISO time the design was first saved; with memberId it names the record. */
  create_time: string;
  dampenerPostData: DampenerDesignData;
  /** Later edits, kept apart from the first save. */
  dampenerPatchData: DampenerDesignData | null;
}

export interface DampenerPatchRequest {
  dampenerPatchData: DampenerDesignData;
  createTime: string;
}

// ---- admin production list ----

/** Seed §4: any other status reads as design complete. */
export type ProductionStatus = 'request' | 'progress' | 'completion';

export interface CustomAdminQuery {
  status?: ProductionStatus;
  /** `courtside` (own mall), `smartstore` or `Administrator`. */
  salesChannel?: string;
  keyword?: string;
  startYmd?: string;
  endYmd?: string;
  pageNumber?: number;
  pageSize?: number;
}

export interface CustomProductionItem {
  orderNo: string;
  /** The order line the design belongs to (one row per custom line). */
  orderOptionNo?: number;
  productName?: string;
  orderCnt?: number;
  /** `yyyy-MM-dd HH:mm:ss` (Korea time), as the platform writes it. */
  orderYmdt?: string | null;
  ordererName?: string;
  /** `dampener`: a design from the dampener designer; `pod`: a print-on-demand project. */
  kind?: 'dampener' | 'pod';
  memberId: string | null;
  create_time: string;
  status: string;
  sales_channel: string;
  shape_type: 'circle' | 'square';
  cushion_color: string;
  image_count: number;
  front_draft_url: string;
  back_draft_url: string | null;
}

export interface CustomAdminReply {
  totalCount: number;
  items: CustomProductionItem[];
}

/** PATCH /api/custom/admin: where a custom order was sold (an admin's correction, e.g. a smartstore order). */
export interface CustomSalesChannelRequest {
  orderNo: string;
  /** `courtside`, `smartstore` or `Administrator`. */
  salesChannel: string;
}

/** POST /api/custom/admin: move an order one production step (admins only). */
export interface CustomProductionMoveRequest {
  orderNo: string;
  status: ProductionStatus;
}

export interface CustomProductionMoveReply {
  orderNo: string;
  status: ProductionStatus;
  /** The admin's memberId. */
  updatedBy: string;
  /** ISO time of the move. */
  updatedAt: string;
}

// ---- print on demand ----

export interface PodOAuthReply {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  refresh_token: string;
}

export interface PodTokenExpiryReply {
  /** Seconds left on the stored partner token; 0 or less means it must be renewed. */
  expiresIn: number;
}

export interface PodChannelProduct {
  channel_product_id: string;
  channel_product_name: string;
  design_template_id?: string;
  thumbnail?: string | null;
}

export interface PodChannelProductsReply {
  items: PodChannelProduct[];
  totalCount: number;
}

export interface PodDesignTemplate {
  design_template_id: string;
  name: string;
  thumbnail?: string | null;
}

export interface PodVariant {
  variant_id: string;
  channel_product_id: string;
  name: string;
  price: number;
  options?: Record<string, string>;
}

export interface PodOption {
  name: string;
  values: string[];
}

/** What the partner's editor answers when a design is saved. */
export interface PodDesignResult {
  editorNo: string;
  thumbnail: string;
  designTemplateId: string;
}

/** The pod product data behind a mall product (GET product-pod/{id} through /api/pod/admin). */
export interface PodProductPodReply {
  message: {
    variant_id: string;
    channel_product_id: string;
    channel_product_name: string;
    design_template_id: string;
  };
}

/**
 * Whose pod projects: a member is read from the session cookie on the server; a visitor names the
 * device's guest identifier (seed §6: guest pod editing with a guestUserIdentifier).
 */
export interface PodUserIdentity {
  guestUserIdentifier?: string;
}

export interface PodUserAuthorizeReply {
  access_token: string;
  expires_in: number;
}

/** The editor's save (the local stand-in's editor; a partner's own editor saves on its side). */
export interface PodEditorSaveRequest extends PodUserIdentity {
  designTemplateId: string;
  /** The editor's document (text and image areas over the template). */
  document: JsonObject;
  /** Rendered design, uploaded (query stripped). */
  thumbnail: string;
}

export interface PodProjectRequest extends PodDesignResult, PodUserIdentity {
  variantId: string;
}

export interface PodProjectReply {
  projectId: string;
}

export interface PodProject extends PodDesignResult {
  projectId: string;
  variantId: string;
  /** ISO time. */
  createdAt: string;
}

/** A saved design as 내 디자인 lists it: the product it is on and that product's options (issue 29). */
export interface PodProjectListItem extends PodProject {
  /** The partner's product name ("반팔 티셔츠"); empty when the partner no longer lists it. */
  productName: string;
  /** "색상: 네이비 / 사이즈: L"; empty without options. */
  optionText: string;
}

export interface PodProjectsReply {
  items: PodProjectListItem[];
}

export interface PodOrderExport {
  orderCode: string;
  storeCustomerId: string;
  shippingAddress: {
    address: string;
    addressDetail: string;
    nationCode: 'KR';
    phoneNumber: string;
    postcode: string;
    recipient: string;
  };
  orderEntries: { projectId: string; quantity: number; productSellPrice: number }[];
}

export interface PodOrderExportReply {
  /** Order codes the partner accepted. */
  accepted: string[];
}

// The print-on-demand tables of the own database (migrations 0030–0031). They are the LOCAL
// STAND-IN partner's own state — its catalogue, tokens, editor documents, projects and received
// orders — kept apart from the shop's tables so a real partner can replace it by configuration.
// Portable types only: booleans 0/1, times ISO text, JSON text, money integer won.

export interface PodChannelProductTable {
  channel_product_id: string;
  channel_product_name: string;
  /** The mall (Shop API) product this channel product is sold as; null when not listed in the mall. */
  mall_product_no: number | null;
  thumbnail: string | null;
  /** Option names in display order, JSON `string[]` (e.g. ["사이즈","색상"]). */
  option_names_json: string;
  display_order: number;
}

export interface PodDesignTemplateTable {
  design_template_id: string;
  channel_product_id: string;
  name: string;
  /** Mock-up picture the editor draws on. */
  image_url: string;
  /** The printable box on that picture in template pixels, JSON {width,height,area:{x,y,width,height}}. */
  layout_json: string;
  display_order: number;
}

export interface PodVariantTable {
  variant_id: string;
  channel_product_id: string;
  name: string;
  price: number;
  /** Option name → value, JSON (e.g. {"사이즈":"M","색상":"화이트"}). */
  options_json: string;
  display_order: number;
}

export interface PodTokenTable {
  /** sha256 of the access token; the token itself is shown once. */
  token_hash: string;
  refresh_hash: string | null;
  /** 'channel' (catalogue, exports), 'catalogue' (reads only) or 'user' (one store customer's projects). */
  scope: string;
  /** The store customer a user token acts for; '' for channel tokens. */
  subject: string;
  issued_at: string;
  expires_at: string;
}

export interface PodEditorDocumentTable {
  editor_no: string;
  design_template_id: string;
  store_customer_id: string;
  /** The editor's document (text and image areas), JSON. */
  document_json: string;
  thumbnail: string;
  created_at: string;
}

export interface PodProjectTable {
  project_id: string;
  store_customer_id: string;
  editor_no: string;
  design_template_id: string;
  variant_id: string;
  thumbnail: string;
  created_at: string;
}

export interface PodReceivedOrderTable {
  order_code: string;
  store_customer_id: string;
  /** The export's shippingAddress and orderEntries as received, JSON. */
  shipping_json: string;
  entries_json: string;
  received_at: string;
  /** When the shop cancelled it (0195); null while it stands. */
  cancelled_at: string | null;
}

export interface PodDb {
  pod_channel_products: PodChannelProductTable;
  pod_design_templates: PodDesignTemplateTable;
  pod_variants: PodVariantTable;
  pod_tokens: PodTokenTable;
  pod_editor_documents: PodEditorDocumentTable;
  pod_projects: PodProjectTable;
  pod_received_orders: PodReceivedOrderTable;
}

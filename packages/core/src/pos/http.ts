// How the terminal reaches the own server: the two headers every POS call carries and the paths of
// every route, so the terminal and the server cannot drift apart.

/** The terminal's key, handed out once at registration. Every /api/pos/* call but registration sends it. */
export const POS_TERMINAL_KEY_HEADER = 'x-pos-terminal-key';
/** A staff session token from POST /api/pos/sessions, sent as `Authorization: Bearer <token>`. */
export const POS_STAFF_AUTH_HEADER = 'authorization';

export function posBearer(token: string): string {
  return `Bearer ${token}`;
}

/** The token in an Authorization header value, or null. */
export function readPosBearer(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/**
 * Route table. `auth` says what a call needs: `none` (registration only), `terminal` (terminal key),
 * `staff` (terminal key + staff session). Roles are in POS_PERMISSIONS.
 */
export const POS_PATHS = {
  /** POST PosRegisterTerminalRequest → PosRegisterTerminalReply (auth: none, setup code or admin PIN). */
  terminals: '/api/pos/terminals',
  /** GET → PosTerminalInfo (auth: terminal). */
  terminalSelf: '/api/pos/terminals/current',
  /** POST PosStaffLoginRequest → PosStaffLoginReply (auth: terminal). */
  sessions: '/api/pos/sessions',
  /** GET → PosStaffSessionInfo; DELETE → 204 (auth: staff). */
  sessionSelf: '/api/pos/sessions/current',
  /** GET → PosStaffList; POST PosStaffCreateRequest → PosStaff (auth: staff, admin). */
  staff: '/api/pos/staff',
  /** PATCH PosStaffUpdateRequest → PosStaff (auth: staff, admin). */
  staffOne: (staffId: number) => `/api/pos/staff/${staffId}`,
  /** GET → PosShopProfileReply (auth: terminal); PUT PosShopProfile → PosShopProfileReply (auth: staff, admin). */
  shop: '/api/pos/shop',
  /** GET ?cursor=&limit= → PosCataloguePage (auth: terminal). */
  catalogue: '/api/pos/catalogue',
  /** POST PosSyncRequest → PosSyncReply (auth: terminal; entries carry their staff). */
  sync: '/api/pos/sync',
  /** GET ?status=&terminalId= → PosConflictList (auth: staff; admins see all, others their terminal's). */
  conflicts: '/api/pos/conflicts',
  /** POST PosConflictResolveRequest → PosConflict (auth: staff, admin). */
  conflictResolve: (conflictId: number) => `/api/pos/conflicts/${conflictId}/resolve`,
  /** GET ?date=YYYY-MM-DD&terminalId= → PosDailyReport (auth: staff). */
  reportDaily: '/api/pos/reports/daily',
  /** GET ?terminalId= → PosDailyReport for today so far, not recorded (auth: staff). */
  reportX: '/api/pos/reports/x',
  /** POST PosZCloseRequest → PosZReport, recorded once per terminal and day (auth: staff, admin). */
  reportZ: '/api/pos/reports/z',
  /** GET ?date=&terminalId=&staffId= → PosSaleList (auth: staff). */
  sales: '/api/pos/sales',
  /** GET → PosSaleDetail by the sale's client id (auth: staff). */
  saleOne: (saleId: string) => `/api/pos/sales/${saleId}`,
  /** GET ?keyword=&page=&size= → PosProductList; POST PosProductInput → PosProductDetail (auth: staff; stock/admin to write). */
  products: '/api/pos/products',
  /** GET → PosProductDetail; PATCH PosProductUpdate → PosProductDetail (auth: staff; stock/admin to write). */
  productOne: (productNo: number) => `/api/pos/products/${productNo}`,
  /** GET ?q=&productNo= → PosBarcodeList; POST PosBarcodeRegisterRequest → PosBarcodeRecord (auth: staff; stock/admin to write). */
  barcodes: '/api/pos/barcodes',
  /** GET → PosBarcodeRecord; PATCH PosBarcodeUpdateRequest; DELETE → 204 (auth: staff). */
  barcodeOne: (barcode: string) => `/api/pos/barcodes/${encodeURIComponent(barcode)}`,
  /** GET ?status=&page=&size= → PosCustomOrderList (auth: staff). */
  customOrders: '/api/pos/custom-orders',
  /** GET → PosCustomOrderDetail (auth: staff). */
  customOrderOne: (orderNo: string) => `/api/pos/custom-orders/${encodeURIComponent(orderNo)}`,
} as const;

// Terminal registration, staff accounts and staff sessions. A staff member signs in on a terminal
// with name + PIN; the reply carries the parameters the terminal needs to verify the same PIN later
// without the network (it hashes the PIN itself: the server's hash never leaves the server).

export const POS_ROLES = ['cashier', 'stock', 'admin'] as const;
export type PosRole = (typeof POS_ROLES)[number];

export const POS_ROLE_LABELS: Readonly<Record<PosRole, string>> = {
  cashier: '계산원',
  stock: '재고 담당',
  admin: '관리자',
};

export function isPosRole(value: string): value is PosRole {
  return (POS_ROLES as readonly string[]).includes(value);
}

export interface PosTerminalInfo {
  readonly terminalId: number;
  readonly name: string;
  readonly registeredAt: string;
}

export interface PosRegisterTerminalReply extends PosTerminalInfo {
  /** Secret; store it on the terminal and send it as `x-pos-terminal-key`. Shown only once. */
  readonly terminalKey: string;
  /** True when this registration created the first admin. */
  readonly createdFirstAdmin: boolean;
}

export interface PosStaff {
  readonly staffId: number;
  readonly name: string;
  readonly role: PosRole;
  readonly active: boolean;
}

export interface PosStaffList {
  readonly items: readonly PosStaff[];
}

/** scrypt parameters for the terminal's own offline hash of the PIN (Node's crypto.scrypt names). */
export interface PosOfflineHashParams {
  readonly algorithm: 'scrypt';
  /** base64 salt, fresh per login; the terminal stores it with its hash. */
  readonly salt: string;
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keyLength: number;
}

export interface PosOfflineCredential {
  readonly staff: PosStaff;
  readonly hash: PosOfflineHashParams;
  /** After this instant the cached credential must not be accepted offline any more. */
  readonly offlineUntil: string;
}

export interface PosStaffLoginReply {
  readonly token: string;
  readonly expiresAt: string;
  readonly staff: PosStaff;
  readonly terminal: PosTerminalInfo;
  readonly offline: PosOfflineCredential;
}

export interface PosStaffSessionInfo {
  readonly staff: PosStaff;
  readonly terminal: PosTerminalInfo;
  readonly expiresAt: string;
}

/**
 * What each role may do, on the server and on the terminal (one table for both). Sales are anyone's;
 * stock and product changes need stock or admin. `manage-settings` (printer and scanner settings: a
 * printer path is a file the terminal writes to) and `pin-favourites` are the terminal's own screens.
 */
export const POS_PERMISSIONS = {
  sell: ['cashier', 'stock', 'admin'],
  refund: ['cashier', 'admin'],
  'view-reports': ['cashier', 'stock', 'admin'],
  'close-day': ['admin'],
  'view-products': ['cashier', 'stock', 'admin'],
  'edit-products': ['stock', 'admin'],
  'edit-barcodes': ['stock', 'admin'],
  'adjust-stock': ['stock', 'admin'],
  'view-conflicts': ['cashier', 'stock', 'admin'],
  'resolve-conflicts': ['admin'],
  'manage-staff': ['admin'],
  'manage-shop': ['admin'],
  'view-custom-orders': ['cashier', 'stock', 'admin'],
  'print-production': ['admin'],
  'manage-settings': ['admin'],
  'pin-favourites': ['admin'],
} as const satisfies Readonly<Record<string, readonly PosRole[]>>;

export type PosPermission = keyof typeof POS_PERMISSIONS;

export function posRoleAllows(role: PosRole, permission: PosPermission): boolean {
  return (POS_PERMISSIONS[permission] as readonly PosRole[]).includes(role);
}

/** 4–8 digits: what a counter keypad can type quickly. */
export function isValidPosPin(pin: string): boolean {
  return /^[0-9]{4,8}$/.test(pin);
}

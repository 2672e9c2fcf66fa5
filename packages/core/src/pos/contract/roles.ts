// Staff roles and what each may do, on the server and on the terminal (one table for both).
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

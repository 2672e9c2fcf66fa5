// Terminal registration, staff accounts and staff sessions. A staff member signs in on a terminal
// with name + PIN; the reply carries the parameters the terminal needs to verify the same PIN later
// without the network (it hashes the PIN itself: the server's hash never leaves the server).
import type { z } from 'zod';
import type { posOfflineCredentialSchema, posOfflineHashParamsSchema, posRegisterTerminalReplySchema, posStaffListSchema, posStaffLoginReplySchema, posStaffSchema, posStaffSessionInfoSchema, posTerminalInfoSchema } from './contract.ts';

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

// Reply shapes: z.infer of the reply schemas in contract.ts (the fields are documented there).
export type PosTerminalInfo = Readonly<z.infer<typeof posTerminalInfoSchema>>;

export type PosRegisterTerminalReply = Readonly<z.infer<typeof posRegisterTerminalReplySchema>>;

export type PosStaff = Readonly<z.infer<typeof posStaffSchema>>;

export type PosStaffList = Readonly<z.infer<typeof posStaffListSchema>>;

/** scrypt parameters for the terminal's own offline hash of the PIN (Node's crypto.scrypt names). */
export type PosOfflineHashParams = Readonly<z.infer<typeof posOfflineHashParamsSchema>>;

export type PosOfflineCredential = Readonly<z.infer<typeof posOfflineCredentialSchema>>;

export type PosStaffLoginReply = Readonly<z.infer<typeof posStaffLoginReplySchema>>;

export type PosStaffSessionInfo = Readonly<z.infer<typeof posStaffSessionInfoSchema>>;

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

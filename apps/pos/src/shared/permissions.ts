// Who may call what. Role permissions follow the own server's table (POS_PERMISSIONS in
// @courtside/core's pos contract); `public` needs no one signed in and `session` anyone signed in.
import type { Role } from './schemas.ts';

const ROLE_PERMISSIONS = {
  sell: ['cashier', 'stock', 'admin'],
  refund: ['cashier', 'admin'],
  'view-reports': ['cashier', 'stock', 'admin'],
  'close-day': ['admin'],
  'view-products': ['cashier', 'stock', 'admin'],
  'edit-products': ['stock', 'admin'],
  'edit-barcodes': ['stock', 'admin'],
  'adjust-stock': ['stock', 'admin'],
  'view-custom-orders': ['cashier', 'stock', 'admin'],
  'print-production': ['admin'],
  'manage-staff': ['admin'],
  'manage-shop': ['admin'],
  'pin-favourites': ['admin'],
} as const satisfies Readonly<Record<string, readonly Role[]>>;

export type RolePermission = keyof typeof ROLE_PERMISSIONS;
export type Permission = 'public' | 'session' | RolePermission;

export function roleAllows(role: Role, permission: RolePermission): boolean {
  return (ROLE_PERMISSIONS[permission] as readonly Role[]).includes(role);
}

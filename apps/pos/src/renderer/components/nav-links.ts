// The menu of every signed-in screen by role (issue 28 item 3): each entry names the permission of
// core's role table (POS_PERMISSIONS) its screen needs for what it is for, so a cashier's menu shows
// only what a cashier may use (no 설정, no 재고) and a new role rule shows in the menu by itself.
import { roleAllows } from '../../shared/permissions.ts';
import type { RolePermission } from '../../shared/permissions.ts';
import type { Role } from '../../shared/schemas.ts';

export interface NavLinkSpec {
  readonly to: string;
  readonly label: string;
  /** What the screen is for: 판매 sells, 재고 moves stock, 설정 changes the terminal's settings. */
  readonly permission: RolePermission;
}

export const NAV_LINKS: readonly NavLinkSpec[] = [
  { to: '/sale', label: '판매', permission: 'sell' },
  { to: '/orders', label: '주문 내역', permission: 'sell' },
  { to: '/products', label: '상품', permission: 'view-products' },
  { to: '/stock', label: '재고', permission: 'adjust-stock' },
  { to: '/sales', label: '매출', permission: 'view-reports' },
  // 시재·입출금 (#28 item 4): whoever takes money at the counter (cashier, admin), not stock staff.
  { to: '/drawer', label: '시재·입출금', permission: 'refund' },
  { to: '/custom', label: '주문 제작', permission: 'view-custom-orders' },
  { to: '/settings', label: '설정', permission: 'manage-settings' },
];

export function navLinksFor(role: Role): NavLinkSpec[] {
  return NAV_LINKS.filter((link) => roleAllows(role, link.permission));
}

import { describe, expect, it } from 'vitest';
import { POS_PERMISSIONS, POS_ROLES } from '@courtside/core/pos';
import { NAV_LINKS, navLinksFor } from './nav-links.ts';

describe('the menu by role', () => {
  it('shows a cashier only 판매, 주문 내역, 상품, 매출, 시재·입출금 and 주문 제작 — no 재고, no 설정', () => {
    expect(navLinksFor('cashier').map((l) => l.label)).toEqual(['판매', '주문 내역', '상품', '매출', '시재·입출금', '주문 제작']);
  });
  it('shows stock staff 재고 (not 시재, which is the money at the counter) and an admin everything', () => {
    expect(navLinksFor('stock').map((l) => l.label)).toEqual(['판매', '주문 내역', '상품', '재고', '매출', '주문 제작']);
    expect(navLinksFor('admin')).toEqual(NAV_LINKS);
  });
  it('checks every entry against the role table: a role sees an entry exactly when it holds its permission', () => {
    for (const role of POS_ROLES) {
      for (const link of NAV_LINKS) {
        expect(navLinksFor(role).includes(link), `${role} · ${link.label}`).toBe((POS_PERMISSIONS[link.permission] as readonly string[]).includes(role));
      }
    }
  });
});

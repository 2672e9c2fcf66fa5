import type { Metadata } from 'next';
import { MemberCart } from '@/components/cart/member-cart';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '장바구니' };

/** The member cart (auth guard: visitors go to login and come back here). */
export default async function CartPage() {
  await requireMember('/cart');
  return <MemberCart />;
}

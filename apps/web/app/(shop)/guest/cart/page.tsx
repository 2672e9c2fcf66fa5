import type { Metadata } from 'next';
import { GuestCart } from '@/components/cart/guest-cart';

export const metadata: Metadata = { title: '비회원 장바구니' };

/** The guest cart kept on this device (anonymous). */
export default function GuestCartPage() {
  return <GuestCart />;
}

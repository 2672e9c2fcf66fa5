'use client';
// The member's order actions: after a change, the server-rendered detail is refreshed.
import { useRouter } from 'next/navigation';
import type { OrderDetail } from '@courtside/core/api';
import { OrderActions } from './order-actions';

export function MemberOrderActions({ order }: { order: OrderDetail }) {
  const router = useRouter();
  return <OrderActions order={order} viewer={{ kind: 'member' }} onChanged={() => router.refresh()} />;
}

'use client';
// The member's order actions: after a change, the server-rendered detail is refreshed.
import { useRouter } from 'next/navigation';
import type { ClaimOrderView } from '@/lib/claim/claim-order';
import { OrderActions } from './order-actions';

export function MemberOrderActions({ order }: { order: ClaimOrderView }) {
  const router = useRouter();
  return <OrderActions order={order} viewer={{ kind: 'member' }} onChanged={() => router.refresh()} />;
}

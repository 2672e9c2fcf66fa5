import type { Metadata } from 'next';
import { SocialCallback } from '@/components/account/social-callback';

export const metadata: Metadata = { title: '본인 확인', robots: { index: false } };

/** Where a social-only member comes back after confirming who they are with Kakao / Naver, before editing their details. */
export default function InfoCallbackPage() {
  return <SocialCallback mode="verify" />;
}

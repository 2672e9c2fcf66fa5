import type { Metadata } from 'next';
import { SocialCallback } from '@/components/account/social-callback';

export const metadata: Metadata = { title: '소셜 계정 연동', robots: { index: false } };

export default function LinkCallbackPage() {
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '0 16px' }}>
      <SocialCallback mode="link" />
    </div>
  );
}

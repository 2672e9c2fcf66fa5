import type { Metadata } from 'next';
import { SocialCallback } from '@/components/account/social-callback';

export const metadata: Metadata = { title: '간편 로그인', robots: { index: false } };

export default function AuthCallbackPage() {
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: '0 16px' }}>
      <SocialCallback mode="login" />
    </div>
  );
}

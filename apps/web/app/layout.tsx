import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { pretendardCore } from './pretendard-core';
import './globals.css';
import { BuildNotice } from '@/components/build-notice';
import { RootProviders } from '@/components/root-providers';
import { ToastHost } from '@/components/toast/toast-host';
import { publicConfig } from '@/lib/server/public-config';
import { sessionCookieNames } from '@/lib/server/session-cookies';

export const metadata: Metadata = {
  title: { default: '코트사이드 | 테니스 진동 댐프너 · 커스텀 굿즈', template: '%s | 코트사이드' },
  description: '나만의 커스텀 테니스 진동 댐프너와 스포츠 액세서리를 만나보세요.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Header and footer come from the route-group layouts (app/(shop)/layout.tsx …), so pages in
// app/(bare) can go without them.
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: the Shop API address handed to the browser is the running server's
  // configuration, not whatever the build machine had.
  await connection();
  const config = publicConfig();
  // Whether a session may be there to read back: without the cookie (and with no identity stored)
  // the browser skips the cookie read, and a visitor's page loads no API client at all.
  const jar = await cookies();
  const sessionCookie = jar.has(sessionCookieNames.SHOP_KEY) || jar.has(sessionCookieNames.EXPIRES_IN);
  // A member's page calls the Shop API at once (profile, cart count): open that connection while the
  // HTML still streams. Pictures come from this origin (/shop-images/), so a visitor's page needs none.
  if (sessionCookie) preconnect(config.shopApiUrl);
  return (
    <html lang="ko" className={pretendardCore.variable}>
      <body>
        <RootProviders config={config} sessionCookie={sessionCookie}>
          {children}
          <ToastHost />
          <BuildNotice />
        </RootProviders>
      </body>
    </html>
  );
}

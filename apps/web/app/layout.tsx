import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import './pretendard.css';
import './globals.css';
import { BuildNotice } from '@/components/build-notice';
import { Providers } from '@/components/providers';
import { ToastHost } from '@/components/toast/toast-host';
import { publicConfig } from '@/lib/server/public-config';

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
  // Product pictures come from the Shop API's host: open that connection while the HTML still streams.
  preconnect(config.shopApiUrl);
  return (
    <html lang="ko">
      <body>
        <Providers config={config}>
          {children}
          <ToastHost />
          <BuildNotice />
        </Providers>
      </body>
    </html>
  );
}

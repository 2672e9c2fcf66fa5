import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { pretendardCore } from './pretendard-core';
import './globals.css';
import { BuildNotice } from '@/components/build-notice';
import { RootProviders } from '@/components/root-providers';
import { ToastHost } from '@/components/toast/toast-host';
import { currentBuildId } from '@/lib/server/build-id';
import { publicConfig } from '@/lib/server/public-config';

export const metadata: Metadata = {
  title: { default: '코트사이드 | 테니스 진동 댐프너 · 커스텀 굿즈', template: '%s | 코트사이드' },
  description: '나만의 커스텀 테니스 진동 댐프너와 스포츠 액세서리를 만나보세요.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Header and footer come from the route-group layouts (app/(shop)/layout.tsx …), so pages in
// app/(bare) can go without them. Nothing here is read per request (issue 33): the catalogue's
// pages (app/cached/) are the same HTML for every visitor and are kept in Next's cache, so whether a
// session cookie came is read by the browser (RootProviders), and the page's config is the running
// server's because no page is rendered at build time (every other route group's layout awaits
// connection(), app/cached/ renders on its first request, app/global-not-found.tsx per request).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const config = publicConfig();
  // The build this page comes from: the "new version" notice compares later answers with it.
  const buildId = await currentBuildId();
  return (
    <html lang="ko" className={pretendardCore.variable}>
      <body>
        <RootProviders config={config}>
          {children}
          <ToastHost />
          <BuildNotice buildId={buildId} />
        </RootProviders>
      </body>
    </html>
  );
}

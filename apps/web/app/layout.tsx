import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './globals.css';

export const metadata: Metadata = {
  title: { default: '코트사이드 | 테니스 진동 댐프너 · 커스텀 굿즈', template: '%s | 코트사이드' },
  description: '나만의 커스텀 테니스 진동 댐프너와 스포츠 액세서리를 만나보세요.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  );
}

import type { Metadata } from 'next';
import { connection } from 'next/server';
import { pretendardCore } from './pretendard-core';
import './globals.css';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다 | 코트사이드' };

/**
 * An address with no page (issue 33): Next answers it with this document, outside the root layout.
 * Rendered per request — like every page outside app/cached/ — so its scripts carry the request's
 * CSP nonce; the root layout reads nothing per request now, and a 404 prerendered at build time
 * would carry none.
 */
export default async function GlobalNotFound() {
  await connection();
  return (
    <html lang="ko" className={pretendardCore.variable}>
      <body>
        <NotFoundView />
      </body>
    </html>
  );
}

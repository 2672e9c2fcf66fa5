'use client';
// The footer's dialog links: bug report, offline stores, terms of use, guest order lookup guide.
// The dialogs load only when asked for, so every page's first load stays small.
// React.lazy rather than next/dynamic: next/dynamic's loader would itself ride in every first load.
import { lazy, Suspense, useState } from 'react';
import { lazyWithApi } from '@/components/lazy-with-api';

const BugReportModal = lazyWithApi(() => import('./bug-report-modal').then((m) => m.BugReportModal));
const OfflineStoreModal = lazy(() => import('./offline-store-modal').then((m) => ({ default: m.OfflineStoreModal })));
const GuestOrderRouteModal = lazy(() => import('./guest-order-route-modal').then((m) => ({ default: m.GuestOrderRouteModal })));
const TermsModal = lazy(() => import('./terms-modal').then((m) => ({ default: m.TermsModal })));

type Open = 'bug' | 'store' | 'terms' | 'guest' | null;

const LINKS: readonly { key: Exclude<Open, null>; label: string }[] = [
  { key: 'store', label: '오프라인 매장' },
  { key: 'guest', label: '비회원 주문 조회' },
  { key: 'terms', label: '약관 보기' },
  { key: 'bug', label: '오류 제보' },
];

/** `className`: the list's style, from the footer (loaded with the page, not with this island). */
export function FooterExtras({ className }: { className?: string }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <ul className={className}>
        {LINKS.map((link) => (
          <li key={link.key}>
            <button type="button" onClick={() => setOpen(link.key)}>
              {link.label}
            </button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {open === 'bug' && <BugReportModal open onClose={close} />}
        {open === 'store' && <OfflineStoreModal open onClose={close} />}
        {open === 'guest' && <GuestOrderRouteModal open onClose={close} />}
        {open === 'terms' && <TermsModal terms="use" onClose={close} />}
      </Suspense>
    </>
  );
}

'use client';
// The mobile menu: a disclosure button that opens the category, board and account links. The panel
// (mobile-menu-panel.tsx) is its own chunk, loaded on the first open, so the header's first load
// carries only the button.
import { usePathname } from 'next/navigation';
import { Suspense, lazy, useEffect, useState } from 'react';
import styles from './site-header.module.css';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));
const PANEL_ID = 'mobile-menu-panel';

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={styles.mobileMenu}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen((v) => !v)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span className="visually-hidden">{open ? '메뉴 닫기' : '메뉴 열기'}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={PANEL_ID} />
        </Suspense>
      )}
    </div>
  );
}

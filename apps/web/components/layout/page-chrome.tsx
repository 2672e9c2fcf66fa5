// Header + main + footer, shared by the route-group layouts (app/(shop), (banner), …). Layouts
// without chrome (app/(bare)) simply do not use it.
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-chrome.module.css';

export type ChromeWidth = 'wide' | 'default' | 'narrow';

export function PageChrome({ children, width = 'default' }: { children: ReactNode; width?: ChromeWidth }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={`${styles.main} ${styles[width]}`}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

// Header + main + footer, shared by the route-group layouts (app/(shop), (banner), …). Layouts
// without chrome (app/(bare)) simply do not use it. Header and footer are Suspense boundaries of
// their own: nothing in them waits on the server, but in the browser React hydrates each boundary as
// a separate task, so no single task holds the main thread for the whole page (issue 13: Total
// Blocking Time). Lists and the product page split their own parts the same way.
import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-chrome.module.css';

export type ChromeWidth = 'wide' | 'default' | 'narrow';

export function PageChrome({ children, width = 'default' }: { children: ReactNode; width?: ChromeWidth }) {
  return (
    <>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" className={`${styles.main} ${styles[width]}`}>
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}

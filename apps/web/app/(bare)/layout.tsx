import type { ReactNode } from 'react';

/** "No layout" routes of seed §2 (/address/*, /custom/document, callbacks): no header or footer. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}

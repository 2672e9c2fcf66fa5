'use client';
// Side menu of the service (boards, terms) and user (my page) layouts; marks the current page.
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import styles from './side-nav.module.css';

export interface SideNavLink {
  href: string;
  label: string;
}

export function SideNav({ title, links }: { title: string; links: readonly SideNavLink[] }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link href={link.href} className={current ? styles.current : styles.link} aria-current={current ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

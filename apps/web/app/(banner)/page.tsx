import Link from 'next/link';
import { categoryLinks } from '@/lib/navigation';

export default function HomePage() {
  return (
    <main>
      <h1>코트사이드</h1>
      <nav aria-label="카테고리">
        <ul>
          {categoryLinks.map((c) => (
            <li key={c.href}>
              <Link href={c.href}>{c.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

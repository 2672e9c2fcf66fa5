// The footer: terms, privacy policy and notices (seed §2), customer centre and business details.
import Link from '@/components/ui/link';
import { FooterExtrasIsland } from './chrome-islands';
import styles from './site-footer.module.css';

const footerLinks = [
  { href: '/terms/agreement', label: '이용약관' },
  { href: '/terms/privacy-policy', label: '개인정보처리방침' },
  { href: '/board/notice', label: '공지사항' },
  { href: '/board/faq', label: '자주 묻는 질문' },
  { href: '/board/inquiry', label: '1:1 문의' },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="고객 안내">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={link.href === '/terms/privacy-policy' ? styles.strong : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterExtrasIsland />
        <div className={styles.info}>
          <p className={styles.brand}>코트사이드</p>
          <p>
            상호 코트사이드 | 대표 김코트 | 사업자등록번호 123-45-67890 | 통신판매업신고 2024-서울마포-0000
          </p>
          <p>주소 서울특별시 마포구 월드컵로 00, 2층 | 고객센터 02-123-4567 (평일 10:00–17:00) | help@courtside.kr</p>
          <p className={styles.copy}>© 코트사이드. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}

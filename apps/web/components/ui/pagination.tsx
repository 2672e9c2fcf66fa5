// Page numbers for any paged list. In a server component pass `hrefFor` (plain links, works
// without JavaScript); inside a client component pass `onChange` instead.
import Link from '@/components/ui/link';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalCount: number;
  pageSize: number;
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  /** How many page numbers to show around the current one. */
  window?: number;
  label?: string;
}

export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
}

export function Pagination({ page, totalCount, pageSize, hrefFor, onChange, window = 5, label = '페이지' }: PaginationProps) {
  const pages = pageCountOf(totalCount, pageSize);
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(window / 2), pages - window + 1));
  const numbers = Array.from({ length: Math.min(window, pages) }, (_, i) => first + i);

  const item = (target: number, text: string, aria: string, disabled = false) => {
    if (disabled || target === page) {
      return (
        <span className={target === page && !disabled ? styles.current : styles.disabled} aria-current={target === page && !disabled ? 'page' : undefined} aria-label={aria}>
          {text}
        </span>
      );
    }
    if (hrefFor) {
      return (
        <Link href={hrefFor(target)} className={styles.link} aria-label={aria}>
          {text}
        </Link>
      );
    }
    return (
      <button type="button" className={styles.link} onClick={() => onChange?.(target)} aria-label={aria}>
        {text}
      </button>
    );
  };

  return (
    <nav className={styles.nav} aria-label={label}>
      {item(page - 1, '‹', '이전 페이지', page <= 1)}
      {numbers.map((n) => (
        <span key={n}>{item(n, String(n), `${n}페이지`)}</span>
      ))}
      {item(page + 1, '›', '다음 페이지', page >= pages)}
    </nav>
  );
}

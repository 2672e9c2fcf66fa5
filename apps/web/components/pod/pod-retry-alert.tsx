// The retry alert of seed §5: a pod lookup with no variant (or a partner that did not answer).
import Link from '@/components/ui/link';
import button from '@/components/ui/button.module.css';
import styles from './pod.module.css';

export function PodRetryAlert({ message, retryHref, backHref = '/shop' }: { message: string; retryHref: string; backHref?: string }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      <div className={styles.row}>
        <a className={button.primary} href={retryHref}>
          다시 시도
        </a>
        <Link className={button.outline} href={backHref}>
          주문제작 홈으로
        </Link>
      </div>
    </div>
  );
}

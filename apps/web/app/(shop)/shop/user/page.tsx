import type { Metadata } from 'next';
import { MyProjects } from '@/components/pod/my-projects';
import styles from '@/components/pod/pod.module.css';

export const metadata: Metadata = { title: '내 디자인' };

/** /shop/user: my print-on-demand projects (member or this device's guest). */
export default function ShopUserPage() {
  return (
    <section aria-labelledby="my-pod-title">
      <h1 id="my-pod-title" className={styles.heading}>
        내 디자인
      </h1>
      <p className={styles.lead}>주문제작 템플릿으로 저장한 디자인입니다.</p>
      <MyProjects />
    </section>
  );
}

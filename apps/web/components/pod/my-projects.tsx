'use client';
// /shop/user: the shopper's saved print-on-demand designs — a member's from the session, a visitor's
// from this device's guest identifier.
import { useQuery } from '@tanstack/react-query';
import Link from '@/components/ui/link';
import { formatKoreanDateTime } from '@courtside/core/format';
import { useOwnApi } from '@/components/providers';
import { errorMessage } from '@/lib/error-message';
import { loginPathFor } from '@/lib/safe-redirect';
import styles from './pod.module.css';
import { editorHref } from './template-picker';
import { usePodIdentity } from './use-pod-identity';

export function MyProjects() {
  const ownApi = useOwnApi();
  const pod = usePodIdentity();
  const ready = pod.status === 'member' || pod.status === 'guest';
  const projects = useQuery({
    queryKey: ['pod-projects', pod.status, pod.identity.guestUserIdentifier ?? ''],
    queryFn: () => ownApi.pod.listProjects(pod.identity),
    enabled: ready,
  });

  if (pod.status === 'loading') return <p className={styles.muted}>불러오는 중…</p>;
  if (pod.status === 'none') {
    return (
      <div className={styles.empty}>
        <p>저장한 디자인이 없습니다.</p>
        <p>
          <Link href={loginPathFor('/shop/user')}>
            로그인
          </Link>
          하면 회원 디자인을 볼 수 있습니다.
        </p>
      </div>
    );
  }
  if (projects.isPending) return <p className={styles.muted}>불러오는 중…</p>;
  if (projects.isError) return <p className={styles.alert}>{errorMessage(projects.error, 'UNKNOWN')}</p>;
  if (projects.data.items.length === 0) {
    return (
      <p className={styles.empty}>
        아직 저장한 디자인이 없습니다. <Link href="/shop/products">주문제작 상품 보러 가기</Link>
      </p>
    );
  }
  return (
    <ul className={styles.projects} aria-label="내 주문제작 디자인">
      {projects.data.items.map((project) => (
        <li key={project.projectId} className={styles.project}>
          <img src={project.thumbnail} alt={`${project.productName || '주문제작 상품'} 디자인`} width={200} height={200} loading="lazy" />
          <span className={styles.cardTitle}>{project.productName || '주문제작 상품'}</span>
          {project.optionText && <span data-testid="project-options">{project.optionText}</span>}
          <span className={styles.muted}>디자인 번호 {project.projectId}</span>
          <span className={styles.muted}>{formatKoreanDateTime(Date.parse(project.createdAt))}</span>
          <Link href={editorHref(project.designTemplateId, project.variantId)}>
            같은 템플릿으로 새로 만들기
          </Link>
        </li>
      ))}
    </ul>
  );
}

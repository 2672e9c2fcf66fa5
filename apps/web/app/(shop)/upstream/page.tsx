import type { Metadata } from 'next';
import { LICENSE_NAMES, UPSTREAM_PROJECTS } from '@/lib/legal/upstream';
import styles from '@/components/product/search-page.module.css';

export const metadata: Metadata = { title: '오픈소스 라이선스' };

/** /upstream (seed route list): the open-source projects this shop is built on and their licences. */
export default function UpstreamPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>오픈소스 라이선스</h1>
      <p className={styles.notice}>코트사이드 쇼핑몰은 아래 오픈소스 소프트웨어를 사용합니다. 각 소프트웨어의 저작권과 라이선스는 해당 프로젝트에 있습니다.</p>
      <ul className={styles.upstream} aria-label="사용한 오픈소스">
        {UPSTREAM_PROJECTS.map((project) => (
          <li key={project.name} className={styles.upstreamItem} data-testid="upstream-project">
            <strong>{project.name}</strong>
            <span>{project.use}</span>
            <span>{LICENSE_NAMES[project.license] ?? project.license}</span>
            <a href={project.home} rel="noreferrer" target="_blank">
              프로젝트 보기
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

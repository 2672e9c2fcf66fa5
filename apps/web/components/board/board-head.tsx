import type { ReactNode } from 'react';
import styles from './board.module.css';

export function BoardHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </header>
  );
}

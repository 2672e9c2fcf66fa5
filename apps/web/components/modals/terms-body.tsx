// A terms document's sections; shared by the terms modal and the /terms pages.
import type { TermsDocument } from '@/lib/account/terms-text';
import styles from './modals.module.css';

export function TermsBody({ document, headingLevel }: { document: TermsDocument; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.terms}>
      <p className={styles.muted}>{document.effective}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Heading className={styles.termsHeading}>{section.heading}</Heading>
          <p className={styles.termsText}>{section.body}</p>
        </section>
      ))}
    </div>
  );
}

// A terms document's sections; shared by the terms modal and the /terms pages.
import { termsVersionLine, type TermsDocument } from '@/lib/account/terms-text';
import styles from './modals.module.css';

/** `contents`: a table of contents linking to each article (the full pages). */
export function TermsBody({ document, headingLevel, contents = false }: { document: TermsDocument; headingLevel: 2 | 3; contents?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.terms}>
      <p className={styles.muted} data-testid="terms-version">
        {termsVersionLine(document)}
      </p>
      {document.intro && <p className={styles.termsText}>{document.intro}</p>}
      {contents && (
        <nav aria-label="목차">
          <ol className={styles.termsContents}>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#terms-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`terms-${index + 1}`}>
          <Heading className={styles.termsHeading}>{section.heading}</Heading>
          <p className={styles.termsText}>{section.body}</p>
        </section>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../lib/paths';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './policies.module.css';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyLayoutProps {
  title: string;
  lastUpdated: { iso: string; text: string };
  intro: string;
  summary: ReactNode[];
  sections: PolicySection[];
}

/** Where the contents sit beside the policy instead of above it; matches policies.module.css. */
const WIDE_QUERY = '(min-width: 960px)';

const POLICIES = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.refunds, label: 'Return and Refund Policy' },
];

export function PolicyLayout({ title, lastUpdated, intro, summary, sections }: PolicyLayoutProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const contents = (
    <ol className={styles.toc}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <title>{`${title} | Roast`}</title>
      <PageHeader
        eyebrow="Policies"
        title={title}
        intro={
          <>
            {intro}
            <span className={styles.updated}>
              Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
            </span>
          </>
        }
      />
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          {wide ? (
            <nav aria-labelledby="policy-contents">
              <h2 id="policy-contents" className={styles.asideHeading}>
                On this page
              </h2>
              {contents}
            </nav>
          ) : (
            // On a phone the list of contents would push the policy a screen down, so it folds away.
            <details className={styles.fold}>
              <summary className={styles.asideHeading}>On this page</summary>
              <nav aria-label="On this page">{contents}</nav>
            </details>
          )}
          <nav aria-labelledby="policy-others" className={styles.others}>
            <h2 id="policy-others" className={styles.asideHeading}>
              Our policies
            </h2>
            <ul className={styles.toc}>
              {POLICIES.map((policy) => (
                <li key={policy.to}>
                  {policy.label.startsWith(title) ? (
                    <span aria-current="page">{policy.label}</span>
                  ) : (
                    <Link to={policy.to}>{policy.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className={styles.article}>
          <section className={styles.summary} aria-labelledby="policy-summary">
            <h2 id="policy-summary">In short</h2>
            <ul>
              {summary.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          </section>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

/** Our address for policy questions, as a link. */
export function PolicyEmail() {
  return <a href="mailto:hello@roastcafe.in">hello@roastcafe.in</a>;
}

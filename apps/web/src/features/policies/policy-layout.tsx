import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Which policy this is, so the list of policies marks it. */
  policy: 'privacy' | 'terms' | 'refunds';
  title: string;
  lastUpdated: { iso: string; text: string };
  intro: string;
  summary: ReactNode[];
  sections: PolicySection[];
}

/** Where the contents sit beside the policy instead of above it; matches policies.module.css. */
const WIDE_QUERY = '(min-width: 960px)';

const POLICIES = [
  { id: 'privacy', to: paths.privacy },
  { id: 'terms', to: paths.terms },
  { id: 'refunds', to: paths.refunds },
] as const;

export function PolicyLayout({ policy, title, lastUpdated, intro, summary, sections }: PolicyLayoutProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const { t } = useTranslation('policies');
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
      <title>{t('layout.pageTitle', { title })}</title>
      <PageHeader
        eyebrow={t('layout.eyebrow')}
        title={title}
        intro={
          <>
            {intro}
            <span className={styles.updated}>
              {t('layout.lastUpdated')} <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
            </span>
          </>
        }
      />
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          {wide ? (
            <nav aria-labelledby="policy-contents">
              <h2 id="policy-contents" className={styles.asideHeading}>
                {t('layout.onThisPage')}
              </h2>
              {contents}
            </nav>
          ) : (
            // On a phone the list of contents would push the policy a screen down, so it folds away.
            <details className={styles.fold}>
              <summary className={styles.asideHeading}>{t('layout.onThisPage')}</summary>
              <nav aria-label={t('layout.onThisPage')}>{contents}</nav>
            </details>
          )}
          <nav aria-labelledby="policy-others" className={styles.others}>
            <h2 id="policy-others" className={styles.asideHeading}>
              {t('layout.ourPolicies')}
            </h2>
            <ul className={styles.toc}>
              {POLICIES.map((other) => (
                <li key={other.id}>
                  {other.id === policy ? (
                    <span aria-current="page">{t(`layout.names.${other.id}`)}</span>
                  ) : (
                    <Link to={other.to}>{t(`layout.names.${other.id}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className={styles.article}>
          <section className={styles.summary} aria-labelledby="policy-summary">
            <h2 id="policy-summary">{t('layout.inShort')}</h2>
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

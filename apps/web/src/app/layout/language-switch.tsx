import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, localizedPath, rememberLanguage, useLanguage } from '../../i18n';
import styles from './language-switch.module.css';

/**
 * English / ಕನ್ನಡ / हिन्दी: the same page in another language. Each is a plain link to the page's
 * address in that language (the page is rendered there by the server), and the choice is kept in a
 * cookie so a later visit to an English address opens in it.
 */
export function LanguageSwitch({ variant = 'menu' }: { variant?: 'menu' | 'list' }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  // The router's location has no language prefix: the same path in each language.
  const { pathname, search, hash } = useLocation();
  const options = (
    <ul className={styles.options}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={`${localizedPath(language, pathname)}${search}${hash}`}
            hrefLang={language}
            lang={language}
            className={styles.option}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => rememberLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') {
    return (
      <nav aria-label={t('language.label')} className={styles.list}>
        {options}
      </nav>
    );
  }
  return (
    <details className={styles.menu}>
      <summary className={styles.trigger} aria-label={t('language.choose', { current: LANGUAGE_NAMES[current] })}>
        <Languages aria-hidden="true" size={20} />
        <span className={styles.current}>{LANGUAGE_NAMES[current]}</span>
      </summary>
      {options}
    </details>
  );
}

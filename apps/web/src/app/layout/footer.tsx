import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import styles from './footer.module.css';
import { FOOTER_GROUPS, POLICY_LINKS } from './navigation';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>
            <BrandMark size={28} />
            Roast
          </p>
          <p className={styles.blurb}>{t('footer.blurb')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className={styles.heading}>
              {t(group.heading)}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.talkToUs')}</h2>
          <address className={styles.contact}>
            <a href="tel:+918049123300">+91 80 4912 3300</a>
            <br />
            <a href="mailto:hello@roastcafe.in">hello@roastcafe.in</a>
            <br />
            {t('footer.supportHours')}
          </address>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{t('footer.legal', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

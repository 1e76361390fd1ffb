import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { isOpenAllDay } from '../../lib/format';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

const GENERAL_EMAIL = 'hello@roastcafe.in';
const GENERAL_PHONE = '+91 80 4912 3300';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  const { t } = useTranslation('contact');
  const format = useFormat();
  return (
    <>
      <title>{t('title')}</title>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} intro={t('header.intro')} />
      <PageBody>
        <div className={styles.layout}>
          <div className={styles.top}>
            <ContactForm />
            <aside className={styles.general} aria-labelledby="contact-general">
              <div>
                <h2 id="contact-general">{t('general.title')}</h2>
                <p>{t('general.text')}</p>
              </div>
              <ul className={styles.lines}>
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <a href={`mailto:${GENERAL_EMAIL}`}>{GENERAL_EMAIL}</a>
                </li>
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <a href={telHref(GENERAL_PHONE)}>{GENERAL_PHONE}</a>
                </li>
                <li>
                  <Clock aria-hidden="true" size={20} />
                  <span>{t('general.hours', { open: format.time('09:00'), close: format.time('21:00') })}</span>
                </li>
              </ul>
            </aside>
          </div>
          <section className={styles.outlets} aria-labelledby="contact-outlets">
            <h2 id="contact-outlets">{t('outlets.title')}</h2>
            <p className={styles.outletsIntro}>{t('outlets.intro')}</p>
            <Outlets />
          </section>
        </div>
      </PageBody>
    </>
  );
}

function Outlets() {
  const { data: stores, isPending, isError } = useQuery(catalogQueries.stores());
  const { t } = useTranslation('contact');
  const format = useFormat();
  const text = useCatalogText();

  if (isPending) {
    return (
      <div role="status" className={styles.cards}>
        <span className="visually-hidden">{t('outlets.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.card} aria-hidden="true">
            <Skeleton width="60%" height="1.4em" />
            <Skeleton />
            <Skeleton width="80%" />
            <Skeleton width="50%" />
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return <ErrorMessage>{t('outlets.failed', { email: GENERAL_EMAIL, phone: GENERAL_PHONE })}</ErrorMessage>;
  }

  return (
    <ul className={styles.cards}>
      {stores.map((store) => {
        const outlet = text(store, 'outletName');
        return (
          <li key={store._id}>
            <article className={styles.card}>
              <h3>
                <Link to={store.pagePath}>{outlet}</Link>
              </h3>
              <p className={styles.locality}>{text(store, 'locality')}</p>
              <ul className={styles.lines}>
                <li>
                  <MapPin aria-hidden="true" size={20} />
                  <address>{text(store, 'address')}</address>
                </li>
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <a href={telHref(store.phone)}>
                    <span className="visually-hidden">{t('outlets.call', { outlet })}</span>
                    {store.phone}
                  </a>
                </li>
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <a href={`mailto:${store.email}`}>
                    <span className="visually-hidden">{t('outlets.email', { outlet })}</span>
                    {store.email}
                  </a>
                </li>
                <li>
                  <Clock aria-hidden="true" size={20} />
                  <span>
                    {isOpenAllDay(store.hours)
                      ? t('outlets.openAllDay')
                      : t('outlets.open', {
                          open: format.time(store.hours.open),
                          close: format.time(store.hours.close),
                        })}
                  </span>
                </li>
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

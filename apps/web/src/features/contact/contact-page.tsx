import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { openingHours } from '../../lib/format';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

const GENERAL_EMAIL = 'hello@roastcafe.in';
const GENERAL_PHONE = '+91 80 4912 3300';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  return (
    <>
      <title>Contact us | Roast</title>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        intro="A question about a cake, a large order for the office, or help with something you bought? Write to us or call your nearest outlet. A real person will answer."
      />
      <PageBody>
        <div className={styles.layout}>
          <div className={styles.top}>
            <ContactForm />
            <aside className={styles.general} aria-labelledby="contact-general">
              <div>
                <h2 id="contact-general">Write to us</h2>
                <p>
                  For orders, bookings, feedback and anything else, our team answers every message, usually within a
                  day.
                </p>
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
                  <span>Orders and support, 9:00 AM to 9:00 PM, every day</span>
                </li>
              </ul>
            </aside>
          </div>
          <section className={styles.outlets} aria-labelledby="contact-outlets">
            <h2 id="contact-outlets">Our outlets</h2>
            <p className={styles.outletsIntro}>
              To change a pickup or ask about an order, call the outlet you are collecting from. Its kitchen has your
              order in front of it.
            </p>
            <Outlets />
          </section>
        </div>
      </PageBody>
    </>
  );
}

function Outlets() {
  const { data: stores, isPending, isError } = useQuery(catalogQueries.stores());

  if (isPending) {
    return (
      <div role="status" className={styles.cards}>
        <span className="visually-hidden">Loading our outlets…</span>
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
    return (
      <ErrorMessage>
        We could not load our outlets just now. You can still reach us at {GENERAL_EMAIL} or {GENERAL_PHONE}.
      </ErrorMessage>
    );
  }

  return (
    <ul className={styles.cards}>
      {stores.map((store) => (
        <li key={store._id}>
          <article className={styles.card}>
            <h3>
              <Link to={store.pagePath}>{store.outletName}</Link>
            </h3>
            <p className={styles.locality}>{store.locality}</p>
            <ul className={styles.lines}>
              <li>
                <MapPin aria-hidden="true" size={20} />
                <address>{store.address}</address>
              </li>
              <li>
                <Phone aria-hidden="true" size={20} />
                <a href={telHref(store.phone)}>
                  <span className="visually-hidden">Call {store.outletName}: </span>
                  {store.phone}
                </a>
              </li>
              <li>
                <Mail aria-hidden="true" size={20} />
                <a href={`mailto:${store.email}`}>
                  <span className="visually-hidden">Email the {store.outletName} kitchen: </span>
                  {store.email}
                </a>
              </li>
              <li>
                <Clock aria-hidden="true" size={20} />
                <span>{openingHours(store.hours)}</span>
              </li>
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}

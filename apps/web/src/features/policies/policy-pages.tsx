import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { paths } from '../../lib/paths';
import { PolicyEmail, PolicyLayout, type PolicySection } from './policy-layout';
import styles from './policies.module.css';

/**
 * The three policies. Their words are in the 'policies' texts, one object per section in reading
 * order: `title`, then paragraphs (`p1`, `p2`…), lists (`list1`…, an object of points), and the
 * privacy notice's data table, the grievance officer and our contact lines where a section has them.
 */

const LAST_UPDATED = '2026-11-27';
const PHONE = '+91 80 4912 3300';
const PHONE_HREF = 'tel:+918049123300';
const ADDRESS = 'Roast Cafe and Bakery, 14, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038';
/** The person who answers for personal data under the DPDP Act, 2023 (section 8(9)). */
const GRIEVANCE_EMAIL = 'grievance@roastcafe.in';

type Policy = 'privacy' | 'terms' | 'refunds';

/** Each section's anchor starts with its policy's word, as the pages have always been linked. */
const ANCHOR: Record<Policy, string> = { privacy: 'privacy', terms: 'terms', refunds: 'refund' };

function GrievanceEmail() {
  return <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>;
}

function PhoneLink() {
  return <a href={PHONE_HREF}>{PHONE}</a>;
}

/** The tags the policies' texts use: bold words, links to our pages, and our addresses. */
const TAGS: Record<string, ReactElement> = {
  strong: <strong />,
  account: <Link to={paths.myOrders} />,
  terms: <Link to={paths.terms} />,
  privacy: <Link to={paths.privacy} />,
  refunds: <Link to={paths.refunds} />,
  email: <PolicyEmail />,
  grievance: <GrievanceEmail />,
  phone: <PhoneLink />,
};

type Texts = { [key: string]: string | Texts };

function usePolicyTexts() {
  const { t } = useTranslation('policies');
  const format = useFormat();
  /** One text, with its tags made into elements. */
  const text = (key: string, values?: Record<string, string>) => (
    <Trans t={t} i18nKey={key} components={TAGS} values={values} />
  );
  const objectAt = (key: string) => t(key, { returnObjects: true }) as unknown as Texts;
  return { t, format, text, objectAt };
}

type PolicyTexts = ReturnType<typeof usePolicyTexts>;

function ContactLines({ base, texts }: { base: string; texts: PolicyTexts }) {
  const hours = { open: texts.format.time('09:00'), close: texts.format.time('21:00') };
  return (
    <ul>
      <li>{texts.text(`${base}.email`)}</li>
      <li>{texts.text(`${base}.phone`, hours)}</li>
      <li>{texts.text(`${base}.post`, { address: ADDRESS })}</li>
    </ul>
  );
}

/** The privacy notice's table: each item of personal data, why we keep it and for how long. */
function DataTable({ base, texts }: { base: string; texts: PolicyTexts }) {
  const { t } = texts;
  const rows = Object.keys(texts.objectAt(`${base}.rows`));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t(`${base}.caption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${base}.what`)}</th>
            <th scope="col">{t(`${base}.why`)}</th>
            <th scope="col">{t(`${base}.howLong`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`${base}.rows.${row}.item`)}</th>
              <td data-label={t(`${base}.whyLabel`)}>{t(`${base}.rows.${row}.why`)}</td>
              <td data-label={t(`${base}.howLongLabel`)}>{t(`${base}.rows.${row}.howLong`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Officer({ base, texts }: { base: string; texts: PolicyTexts }) {
  const { t } = texts;
  return (
    <address className={styles.officer}>
      <strong>{t(`${base}.name`)}</strong>, {t(`${base}.role`)}
      <br />
      {texts.text(`${base}.email`)}
    </address>
  );
}

/** A section's blocks, in the order its texts list them. */
function sectionBody(base: string, section: Texts, texts: PolicyTexts): ReactNode {
  return Object.entries(section).map(([key, value]) => {
    const at = `${base}.${key}`;
    if (key === 'title') return null;
    if (key === 'table') return <DataTable key={key} base={at} texts={texts} />;
    if (key === 'officer') return <Officer key={key} base={at} texts={texts} />;
    if (key === 'contact') return <ContactLines key={key} base={at} texts={texts} />;
    if (typeof value === 'object') {
      return (
        <ul key={key}>
          {Object.keys(value).map((point) => (
            <li key={point}>{texts.text(`${at}.${point}`)}</li>
          ))}
        </ul>
      );
    }
    return <p key={key}>{texts.text(at)}</p>;
  });
}

function PolicyPage({ policy }: { policy: Policy }) {
  const texts = usePolicyTexts();
  const { t, format } = texts;
  const sections: PolicySection[] = Object.entries(texts.objectAt(`${policy}.sections`)).map(([id, section]) => ({
    id: `${ANCHOR[policy]}-${id}`,
    title: t(`${policy}.sections.${id}.title`),
    body: typeof section === 'object' ? sectionBody(`${policy}.sections.${id}`, section, texts) : null,
  }));
  const summary = Object.keys(texts.objectAt(`${policy}.summary`)).map((point) =>
    texts.text(`${policy}.summary.${point}`),
  );
  return (
    <PolicyLayout
      policy={policy}
      title={t(`${policy}.title`)}
      lastUpdated={{ iso: LAST_UPDATED, text: format.date(LAST_UPDATED) }}
      intro={t(`${policy}.intro`)}
      summary={summary}
      sections={sections}
    />
  );
}

export function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}

export function TermsPage() {
  return <PolicyPage policy="terms" />;
}

export function RefundPage() {
  return <PolicyPage policy="refunds" />;
}

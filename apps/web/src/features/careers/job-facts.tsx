import type { Job } from '@roast/domain';
import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import styles from './careers.module.css';

/** A job's type and place, as the list and the job's page show them. */
export function JobFacts({ job }: { job: Pick<Job, 'jobtype' | 'location' | 'translations'> }) {
  const { t } = useTranslation('careers');
  const text = useCatalogText();
  return (
    <ul className={styles.facts}>
      <li>
        <Briefcase aria-hidden="true" size={18} />
        <span className="visually-hidden">{t('facts.type')}</span>
        {text(job, 'jobtype')}
      </li>
      <li>
        <MapPin aria-hidden="true" size={18} />
        <span className="visually-hidden">{t('facts.location')}</span>
        {text(job, 'location')}
      </li>
    </ul>
  );
}

import type { Job } from '@roast/domain';
import { Briefcase, MapPin } from 'lucide-react';
import styles from './careers.module.css';

/** A job's type and place, as the list and the job's page show them. */
export function JobFacts({ job }: { job: Pick<Job, 'jobtype' | 'location'> }) {
  return (
    <ul className={styles.facts}>
      <li>
        <Briefcase aria-hidden="true" size={18} />
        <span className="visually-hidden">Job type: </span>
        {job.jobtype}
      </li>
      <li>
        <MapPin aria-hidden="true" size={18} />
        <span className="visually-hidden">Location: </span>
        {job.location}
      </li>
    </ul>
  );
}

import type { ReactNode } from 'react';
import { BeanMark } from '../../components/bean-mark';
import styles from './account.module.css';

/** The signed-out pages (login, set password): one card in the middle of the screen. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>
          <BeanMark size={36} />
          <span>
            Roast <span className={styles.brandPart}>console</span>
          </span>
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}

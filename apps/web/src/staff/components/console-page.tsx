import type { ReactNode } from 'react';
import styles from './console-page.module.css';

/** A console page's heading row: its one h1, a line under it, and the page's main action. */
export function ConsolePageHead({ title, intro, action }: { title: ReactNode; intro?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** A short message in a box: 'alert' for failures (read out at once), 'status' for good news. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

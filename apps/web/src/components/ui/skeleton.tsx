import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey shape where content will be, while it loads. */
export function Skeleton({
  width = '100%',
  height = '1em',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className={styles.block} style={{ width, height, ...style }} aria-hidden="true" />;
}

/** A grid of card-shaped placeholders, announced once to screen readers. */
export function CardGridSkeleton({ count = 6, label = 'Loading…' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton height="0" style={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <Skeleton width="70%" height="1.4em" />
            <Skeleton width="90%" />
            <Skeleton width="40%" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A detail page's placeholder: image beside a few lines. */
export function DetailSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="container" style={{ paddingBlock: 32 }}>
      <span className="visually-hidden">{label}</span>
      <div
        aria-hidden="true"
        style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}
      >
        <Skeleton height="auto" style={{ aspectRatio: '4 / 3' }} />
        <div style={{ display: 'grid', gap: 14, alignContent: 'start' }}>
          <Skeleton width="60%" height="2.2em" />
          <Skeleton width="30%" height="1.4em" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </div>
      </div>
    </div>
  );
}

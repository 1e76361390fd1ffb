import styles from './food-choice.module.css';

const WORDS = { EGG: 'With egg', EGGLESS: 'Eggless' } as const;

/**
 * Egg or eggless, as the labels in India mark it: a square with a dot for eggless (vegetarian), a
 * square with a triangle for egg, and the word beside it, so it reads without colour too.
 */
export function FoodChoice({ isveg }: { isveg: string | null }) {
  if (isveg !== 'EGG' && isveg !== 'EGGLESS') return null;
  const eggless = isveg === 'EGGLESS';
  return (
    <span className={`${styles.choice} ${eggless ? styles.eggless : styles.egg}`}>
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="1.25" y="1.25" width="17.5" height="17.5" rx="2.5" className={styles.square} />
        {eggless ? (
          <circle cx="10" cy="10" r="4.5" fill="currentColor" />
        ) : (
          <path d="M10 4.75 15.25 14.5H4.75Z" fill="currentColor" strokeLinejoin="round" />
        )}
      </svg>
      {WORDS[isveg]}
    </span>
  );
}

import styles from './veg-mark.module.css';

/** The square-and-dot food mark: green for eggless, brown for a cake made with egg. */
export function VegSymbol({ kind }: { kind: 'EGG' | 'EGGLESS' }) {
  return <span className={`${styles.symbol} ${kind === 'EGGLESS' ? styles.eggless : styles.egg}`} aria-hidden="true" />;
}

const LABELS = { EGGLESS: 'Eggless', EGG: 'Contains egg', Both: 'Egg or eggless' } as const;

/** How a cake is made, in words beside the mark. */
export function VegMark({ isveg, className }: { isveg: 'EGG' | 'EGGLESS' | 'Both'; className?: string }) {
  return (
    <span className={[styles.mark, isveg === 'EGG' ? styles.egg : styles.eggless, className].filter(Boolean).join(' ')}>
      <VegSymbol kind={isveg === 'EGG' ? 'EGG' : 'EGGLESS'} />
      {LABELS[isveg]}
    </span>
  );
}

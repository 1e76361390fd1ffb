import styles from './veg-mark.module.css';
import { useTranslation } from 'react-i18next';

export type FoodKind = 'EGG' | 'EGGLESS';

/** The names the marks go by, for people who cannot see them (keys of the `cakes` texts). */
export const FOOD_MARK_NAMES: Record<FoodKind, string> = { EGG: 'mark.egg', EGGLESS: 'mark.eggless' };

/**
 * The food mark of Indian labelling: a green square with a green dot for eggless (vegetarian),
 * a brown square with a brown triangle for a cake made with egg. The shapes differ as well as the
 * colours, so the mark reads without colour too.
 */
export function FoodMark({
  kind,
  size = 18,
  decorative = false,
}: {
  kind: FoodKind;
  size?: number;
  /** Beside words that already say the same (the egg or eggless choice): hidden from screen readers. */
  decorative?: boolean;
}) {
  const { t } = useTranslation('cakes');
  const label = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': t(FOOD_MARK_NAMES[kind]) } as const);
  return (
    <svg
      className={`${styles.symbol} ${kind === 'EGGLESS' ? styles.eggless : styles.egg}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      focusable="false"
      data-food-mark={kind}
      {...label}
    >
      <rect x="1.25" y="1.25" width="17.5" height="17.5" rx="2.5" className={styles.square} />
      {kind === 'EGGLESS' ? (
        <circle cx="10" cy="10" r="4.5" fill="currentColor" />
      ) : (
        <path d="M10 4.75 15.25 14.5H4.75Z" fill="currentColor" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/**
 * How a cake is made, as its card and page show it: the mark with its words. A cake made either way
 * shows both marks, so neither one stands alone for it.
 */
export function VegMark({ isveg, className }: { isveg: FoodKind | 'Both'; className?: string }) {
  const { t } = useTranslation('cakes');
  const classes = (tone: string | undefined) => [styles.mark, tone, className].filter(Boolean).join(' ');
  if (isveg === 'Both') {
    return (
      <span className={classes(styles.both)}>
        <span className={styles.pair}>
          <FoodMark kind="EGG" />
          <FoodMark kind="EGGLESS" />
        </span>
        {t('mark.both')}
      </span>
    );
  }
  return (
    <span className={classes(isveg === 'EGGLESS' ? styles.eggless : styles.egg)}>
      <FoodMark kind={isveg} />
      {/* The mark already says it to screen readers. */}
      <span aria-hidden="true">{t(FOOD_MARK_NAMES[isveg])}</span>
    </span>
  );
}

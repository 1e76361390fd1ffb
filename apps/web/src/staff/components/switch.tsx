import styles from './switch.module.css';

interface SwitchProps {
  /** What it turns on, shown beside it: 'Sold out', 'Taking online orders'. */
  label: string;
  /** Which thing it is for, read out after the label where the page shows several ('Belgian Chocolate Truffle'). */
  context?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** On is a warning (sold out: berry) or good news (open for orders: pistachio). */
  tone?: 'warning' | 'good';
  disabled?: boolean;
}

/**
 * A large on/off switch for a counter tablet, which acts at once (the page saves the change as it
 * flips). Its words stay the same; the track and the thumb show the state.
 */
export function Switch({ label, context, checked, onChange, tone = 'good', disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      // The visible words first, so a person who says 'Sold out' to a voice control reaches it.
      aria-label={context ? `${label}: ${context}` : undefined}
      disabled={disabled}
      className={`${styles.switch} ${tone === 'warning' ? styles.warning : styles.good}`}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

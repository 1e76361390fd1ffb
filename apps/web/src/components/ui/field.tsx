import { Eye, EyeOff } from 'lucide-react';
import { cloneElement, useId, useState, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import styles from './field.module.css';
import { IconButton } from './icon-button';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  label: ReactNode;
  /** The control: an <input>, <select> or <textarea>; its id and error wiring are added here. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  error?: string;
  hint?: ReactNode;
}

/** A labelled form control with its hint and its error, wired for screen readers. */
export function Field({ label, children, error, hint }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('common');
  return (
    <div className={styles.withButton}>
      <input {...props} type={visible ? 'text' : 'password'} />
      <IconButton
        className={styles.inside}
        label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
      </IconButton>
    </div>
  );
}

export const fieldStyles = styles;

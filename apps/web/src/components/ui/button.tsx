import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { useTranslation } from 'react-i18next';

type Variant = 'primary' | 'secondary' | 'light';

const classes = (variant: Variant, block: boolean | undefined, extra: string | undefined) =>
  [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
}

export function Button({ variant = 'primary', block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classes(variant, block, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  block?: boolean;
}

export function ButtonLink({ variant = 'primary', block, className, ...props }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...props} />;
}

/** A booking or buying button that reads 'Sold Out' (or the given text) and cannot be pressed. */
export function SoldOutButton({ children, block }: { children?: string; block?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={classes('primary', block, styles.soldOut)} disabled>
      {children ?? t('ui.soldOut')}
    </button>
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './icon-button.module.css';

/** The background the control sits on: light (cards, dialogs, toasts) or dark (the header). */
export type IconButtonTone = 'light' | 'dark';

interface IconControlProps {
  /** What the control does, for people who cannot see the icon: 'Close', 'Open menu', 'Cart, 2 items'. */
  label: string;
  /** The icon (aria-hidden), and anything drawn over it, such as a count. */
  children: ReactNode;
  tone?: IconButtonTone;
  className?: string;
}

const classes = (tone: IconButtonTone, extra: string | undefined) =>
  [styles.button, styles[tone], extra].filter(Boolean).join(' ');

/** A round button that shows only an icon: at least 44 × 44 px, named for screen readers. */
export function IconButton({
  label,
  children,
  tone = 'light',
  className,
  type = 'button',
  ...props
}: IconControlProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children' | 'className'>) {
  return (
    <button type={type} aria-label={label} className={classes(tone, className)} {...props}>
      {children}
    </button>
  );
}

/** The same round control as a link to a page of the store (the header's cart). */
export function IconLink({
  label,
  children,
  tone = 'light',
  className,
  ...props
}: IconControlProps & Omit<LinkProps, 'aria-label' | 'children' | 'className'>) {
  return (
    <Link aria-label={label} className={classes(tone, className)} {...props}>
      {children}
    </Link>
  );
}

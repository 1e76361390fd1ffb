import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, opened in a new tab, that says so to screen readers. */
export function NewTabLink({
  href,
  children,
  hint,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode; hint?: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden">
        {hint ? `: ${hint}` : ''} {t('ui.opensInNewTab')}
      </span>
    </a>
  );
}

import { Menu, ShoppingBag, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { IconButton, IconLink } from '../../components/ui/icon-button';
import { ToastSlot } from '../../components/ui/toaster';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { MAIN_LINKS, OUTLET_LINKS } from './navigation';

interface HeaderProps {
  cartCount: number;
  /** The account control: the login icon, or the profile menu when signed in. */
  account: ReactNode;
}

export function Header({ cartCount, account }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand} aria-label={t('header.home')}>
          <BrandMark />
          <span>Roast</span>
        </Link>
        <nav className={styles.nav} aria-label={t('header.main')}>
          <NavList links={MAIN_LINKS} />
        </nav>
        <div className={styles.actions}>
          <IconLink to={paths.cart} tone="dark" label={t('header.cart', { count: cartCount })}>
            <ShoppingBag aria-hidden="true" size={22} />
            <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
              {cartCount}
            </span>
          </IconLink>
          {/* On a narrow phone the switch lives in the menu, where it has room. */}
          <div className={styles.language}>
            <LanguageSwitch />
          </div>
          {account}
          <MobileMenu />
        </div>
      </div>
      <ToastSlot place="page" />
    </header>
  );
}

function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <IconButton
        tone="dark"
        className={styles.menuButton}
        label={t('header.openMenu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={24} />
      </IconButton>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={t('header.menu')}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className={styles.drawerHead}>
          <Link to={paths.home} className={styles.brand} onClick={() => setOpen(false)}>
            <BrandMark size={26} />
            <span>Roast</span>
          </Link>
          <IconButton tone="dark" label={t('header.closeMenu')} onClick={() => setOpen(false)}>
            <X aria-hidden="true" size={24} />
          </IconButton>
        </div>
        <nav
          className={styles.drawerNav}
          aria-label={t('header.menu')}
          onClick={(event) => {
            // Following a link closes the menu.
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <NavList links={MAIN_LINKS} />
          <h2>{t('header.ourOutlets')}</h2>
          <NavList links={OUTLET_LINKS} translate={false} />
          <h2>{t('language.label')}</h2>
          <LanguageSwitch variant="list" />
        </nav>
      </dialog>
    </>
  );
}

/** Links whose labels are keys of the `common` texts (or names, with translate={false}). */
function NavList({
  links,
  translate = true,
}: {
  links: readonly { to: string; label: string }[];
  translate?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={styles.link}>
            {translate ? t(link.label) : link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

import { Menu, ShoppingBag, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { IconButton, IconLink } from '../../components/ui/icon-button';
import { ToastSlot } from '../../components/ui/toaster';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';
import styles from './header.module.css';
import { MAIN_LINKS, OUTLET_LINKS } from './navigation';

interface HeaderProps {
  cartCount: number;
  /** The account control: the login icon, or the profile menu when signed in. */
  account: ReactNode;
}

export function Header({ cartCount, account }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand} aria-label="Roast, home">
          <BrandMark />
          <span>Roast</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <NavList links={MAIN_LINKS} />
        </nav>
        <div className={styles.actions}>
          <IconLink to={paths.cart} tone="dark" label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
            <ShoppingBag aria-hidden="true" size={22} />
            <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
              {cartCount}
            </span>
          </IconLink>
          {account}
          <MobileMenu />
        </div>
      </div>
      <ToastSlot place="page" />
    </header>
  );
}

function MobileMenu() {
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
        label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" size={24} />
      </IconButton>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label="Menu"
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
          <IconButton tone="dark" label="Close menu" onClick={() => setOpen(false)}>
            <X aria-hidden="true" size={24} />
          </IconButton>
        </div>
        <nav
          className={styles.drawerNav}
          aria-label="Menu"
          onClick={(event) => {
            // Following a link closes the menu.
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <NavList links={MAIN_LINKS} />
          <h2>Our outlets</h2>
          <NavList links={OUTLET_LINKS} />
        </nav>
      </dialog>
    </>
  );
}

function NavList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={styles.link}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

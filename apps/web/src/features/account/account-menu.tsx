import { ChevronDown, LogOut, Package, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../components/ui/icon-button';
import { paths } from '../../lib/paths';
import { openLogin, signOut, useCurrentUser, useSessionToken } from '../../lib/session';
import styles from './account-menu.module.css';
import { useTranslation } from 'react-i18next';

/** The header's account control: the login icon, or the profile menu (Orders, Logout) when signed in. */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const token = useSessionToken();
  if (!token) {
    return (
      <IconButton tone="dark" label={t('account.logIn')} onClick={() => openLogin('login')}>
        <UserRound aria-hidden="true" size={22} />
      </IconButton>
    );
  }
  return <ProfileMenu />;
}

function ProfileMenu() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const firstName = user.data?.name.split(' ')[0];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={firstName ? t('account.accountOf', { name: firstName }) : t('account.account')}
        onClick={() => setOpen((o) => !o)}
      >
        <UserRound aria-hidden="true" size={20} />
        {firstName ? <span className={styles.name}>{firstName}</span> : null}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <ul id={listId} className={styles.list}>
          <li>
            <Link to={paths.myOrders} className={styles.item} onClick={() => setOpen(false)}>
              <Package aria-hidden="true" size={18} />
              {t('account.orders')}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" size={18} />
              {t('account.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

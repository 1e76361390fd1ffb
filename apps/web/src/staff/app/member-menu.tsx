import type { StaffMember } from '@roast/domain';
import { Activity, ChevronDown, History, KeyRound, LogOut, Store, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../features/account/api/account';
import { backgroundWorkPath } from '../features/background/paths';
import { messageOf } from '../lib/api';
import { staffPaths } from '../lib/paths';
import styles from './member-menu.module.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The signed-in member's name, and their menu: Change password; for owners the pages they use now
 * and then (Members, Outlets, Audit trail, Background work); Log out.
 */
export function MemberMenu({ member }: { member: StaffMember }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        setOpen(false);
        trigger.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{member.name}</span>
          <span className={styles.role}>{member.role === 'owner' ? 'Owner' : 'Staff'}</span>
        </span>
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <ul>
            <li>
              <Link to={staffPaths.account} className={styles.item} onClick={() => setOpen(false)}>
                <KeyRound aria-hidden="true" size={20} />
                Change password
              </Link>
            </li>
            {member.role === 'owner' ? (
              <>
                <li>
                  <Link to={staffPaths.members} className={styles.item} onClick={() => setOpen(false)}>
                    <Users aria-hidden="true" size={20} />
                    Members
                  </Link>
                </li>
                <li>
                  <Link to={staffPaths.outlets} className={styles.item} onClick={() => setOpen(false)}>
                    <Store aria-hidden="true" size={20} />
                    Outlets
                  </Link>
                </li>
                <li>
                  <Link to={staffPaths.audit} className={styles.item} onClick={() => setOpen(false)}>
                    <History aria-hidden="true" size={20} />
                    Audit trail
                  </Link>
                </li>
                <li>
                  <Link to={backgroundWorkPath} className={styles.item} onClick={() => setOpen(false)}>
                    <Activity aria-hidden="true" size={20} />
                    Background work
                  </Link>
                </li>
              </>
            ) : null}
            <li>
              <button type="button" className={styles.item} disabled={logout.isPending} onClick={() => logout.mutate()}>
                <LogOut aria-hidden="true" size={20} />
                {logout.isPending ? 'Logging out…' : 'Log out'}
              </button>
            </li>
          </ul>
          {logout.isError ? (
            <p role="alert" className={styles.error}>
              {messageOf(logout.error, 'We could not log you out: the server did not answer. Try again.')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Toaster, ToastSlot } from '../../components/ui/toaster';
import { BeanMark } from '../components/bean-mark';
import { paymentsAttentionQuery } from '../features/payments/api/payments';
import { messageOf } from '../lib/api';
import { HeaderToolsContext } from '../lib/header-tools';
import { staffPaths, type LoginState } from '../lib/paths';
import { meQuery, StaffMemberContext } from '../lib/session';
import styles from './console-layout.module.css';
import { MemberMenu } from './member-menu';
import { OrderWatch } from './order-watch';

/**
 * Every page behind the login: the header (the console's pages, the page's own tools, the
 * member's menu) over the page. Signed out, or once the session lapses, it sends the member to the
 * login page and back here after it.
 */
export function ConsoleLayout() {
  const me = useQuery(meQuery);
  const location = useLocation();
  const [tools, setTools] = useState<HTMLElement | null>(null);
  const [notices, setNotices] = useState<HTMLElement | null>(null);

  if (me.data === undefined) {
    return me.isError ? (
      <div className={styles.opening} role="alert">
        <BeanMark size={48} />
        <p>{messageOf(me.error)}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    ) : (
      <ConsoleOpening />
    );
  }
  if (me.data === null) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={staffPaths.login} replace state={state} />;
  }

  const member = me.data;
  return (
    <StaffMemberContext value={member}>
      <HeaderToolsContext value={tools}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <header className={styles.header}>
          <div className={styles.bar}>
            <Link to={staffPaths.board} className={styles.brand}>
              <BeanMark />
              <span>
                Roast <span className={styles.brandPart}>console</span>
              </span>
            </Link>
            {/* The everyday pages; an owner's others (members, outlets, the audit trail) are in the member's menu. */}
            <nav aria-label="Console" className={styles.nav}>
              <ul>
                <li>
                  <NavLink to={staffPaths.board} end className={styles.link}>
                    Orders
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.menu} className={styles.link}>
                    Menu
                  </NavLink>
                </li>
                <li>
                  <NavLink to={staffPaths.people} className={styles.link}>
                    People
                  </NavLink>
                </li>
                {member.role === 'owner' ? (
                  <>
                    <li>
                      <NavLink to={staffPaths.sales} className={styles.link}>
                        Sales
                      </NavLink>
                    </li>
                    <li>
                      <PaymentsLink />
                    </li>
                  </>
                ) : null}
              </ul>
            </nav>
            <div ref={setTools} className={styles.tools} />
            <MemberMenu member={member} />
          </div>
          {/* A lost connection and the orders waiting for someone, in sight on every page. */}
          <div ref={setNotices} />
          <ToastSlot place="page" />
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <OrderWatch notices={notices}>
            <Outlet />
          </OrderWatch>
        </main>
        <Toaster />
      </HeaderToolsContext>
    </StaffMemberContext>
  );
}

/**
 * The owner's Payments page, with a count of the payments that need them (a refund the provider
 * keeps refusing), so they see it from any page.
 */
function PaymentsLink() {
  const attention = useQuery(paymentsAttentionQuery);
  const waiting = attention.data ?? 0;
  return (
    <NavLink to={staffPaths.payments} className={styles.link}>
      Payments
      {waiting > 0 ? (
        <span className={styles.badge}>
          {waiting}
          <span className="visually-hidden">{waiting === 1 ? ' needs you' : ' need you'}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

/** The console on its way: while the session is checked, or a page's code arrives. */
export function ConsoleOpening() {
  return (
    <div className={styles.opening} role="status">
      <BeanMark size={48} />
      <p>Opening the console…</p>
    </div>
  );
}

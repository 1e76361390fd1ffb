import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState, PageBody, PageHeader } from '../../components/ui/page';
import { openLogin, useSessionToken } from '../../lib/session';
import { useHydrated } from '../../lib/store';
import styles from './account-pages.module.css';
import { EmailNotice } from './email-notice';
import { MessageChoices } from './message-choices';
import { YourData } from './your-data';

type Tab = 'orders' | 'enrollments';

interface MyAccountPageProps {
  /** The My Orders tab's content (the app puts the orders' list here). */
  orders: ReactNode;
  /** The My Enrollments tab's content (the app puts the bookings' list here). */
  enrollments: ReactNode;
}

/** 'My Account' with its two tabs; a visitor who is not signed in is asked to log in. */
export function MyAccountPage({ orders, enrollments }: MyAccountPageProps) {
  const token = useSessionToken();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'enrollments' ? 'enrollments' : 'orders');
  const { t } = useTranslation('account');

  useEffect(() => {
    // Only the browser knows whether someone is signed in.
    if (hydrated && !token) openLogin('login', 'account');
  }, [hydrated, token]);

  const tabs: { id: Tab; label: string; panel: ReactNode }[] = [
    { id: 'orders', label: t('account.orders'), panel: orders },
    { id: 'enrollments', label: t('account.enrollments'), panel: enrollments },
  ];

  return (
    <>
      <title>{t('account.title')}</title>
      <PageHeader eyebrow={t('account.eyebrow')} title={t('account.heading')} />
      <PageBody>
        {token ? (
          <>
            <EmailNotice />
            <div role="tablist" aria-label={t('account.heading')} className={styles.tabs}>
              {tabs.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  id={`tab-${item.id}`}
                  aria-selected={tab === item.id}
                  aria-controls={`panel-${item.id}`}
                  tabIndex={tab === item.id ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(item.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                      const next = tab === 'orders' ? 'enrollments' : 'orders';
                      setTab(next);
                      document.getElementById(`tab-${next}`)?.focus();
                    }
                  }}
                >
                  {item.label}
                </button>
              ))}
            </div>
            {tabs.map((item) => (
              <div
                key={item.id}
                role="tabpanel"
                id={`panel-${item.id}`}
                aria-labelledby={`tab-${item.id}`}
                hidden={tab !== item.id}
                tabIndex={0}
              >
                {tab === item.id ? item.panel : null}
              </div>
            ))}
            <MessageChoices />
            <YourData />
          </>
        ) : (
          <EmptyState action={<Button onClick={() => openLogin('login', 'account')}>{t('account.logIn')}</Button>}>
            {t('account.logInText')}
          </EmptyState>
        )}
      </PageBody>
    </>
  );
}

import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, useToasts } from '../../lib/toast';
import { IconButton } from './icon-button';
import styles from './toaster.module.css';
import { useTranslation } from 'react-i18next';

/**
 * Where toasts may appear: just under the header on a page, at the top of an open dialog. Both
 * places are away from the buttons people press, which sit lower down (or at the bottom of a dialog).
 */
export function ToastSlot({ place }: { place: 'page' | 'dialog' }) {
  return <div className={place === 'page' ? styles.pageSlot : styles.dialogSlot} data-toast-slot={place} />;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}

/**
 * The slot toasts go into now. While a modal dialog is open everything outside it is inert and
 * hidden behind it, so its toasts go inside it.
 */
function currentHost(): HTMLElement | null {
  const modal = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal).at(-1);
  if (modal) return modal.querySelector<HTMLElement>('[data-toast-slot="dialog"]') ?? modal;
  return document.querySelector<HTMLElement>('[data-toast-slot="page"]');
}

/** Kept up to date as dialogs open and close, so a toast appears in the right place at once. */
function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const update = () => setHost(currentHost());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return host;
}

/** Toasts: errors are announced at once, the rest politely; each closes itself after 5 seconds. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  const host = useToastHost();
  const list = toasts.map((toast) => (
    <div
      key={toast.id}
      className={`${styles.toast} ${toast.kind === 'error' ? styles.error : toast.kind === 'info' ? styles.info : ''}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.message}>{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            dismissToast(toast.id);
            toast.action!.run();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <IconButton label={t('ui.dismiss')} onClick={() => dismissToast(toast.id)}>
        <X aria-hidden="true" size={18} />
      </IconButton>
    </div>
  ));
  if (!host) return <div className={styles.region}>{list}</div>;
  // A dialog without a slot of its own (the menu) shows them over its top.
  if (!host.hasAttribute('data-toast-slot')) return createPortal(<div className={styles.region}>{list}</div>, host);
  return createPortal(list, host);
}
